import { TextIndex } from './text-index';

/** A text per language code (`en`, `th`, ...). */
export type Translations = Record<string, string>;

/** One product as the index holds it (enabled products of one channel only). */
export interface SearchDoc {
  productId: string;
  /** order of the catalogue (ascending product id) */
  position: number;
  createdAt: number;
  slug: Translations;
  name: Translations;
  /** `facet:value` codes of the product and its enabled variants (public facets) */
  facetValues: string[];
  /** ids of the collections holding a variant of it, with their ancestors */
  collectionIds: string[];
  /** tax-included prices of its enabled variants per currency, ascending */
  prices: Record<string, number[]>;
  /** currencies some of those prices are converted into from the default currency (plugins/currency-prices) */
  convertedIn: string[];
  /** featured asset preview identifier (made absolute per request) */
  preview: string | null;
  /** browsing without a term shows it (`catalog`); a term search finds it (`search`) */
  listedIn: { catalog: boolean; search: boolean };
}

export interface FacetMeta {
  code: string;
  name: Translations;
  values: Array<{ code: string; name: Translations }>;
}

export interface CollectionMeta {
  id: string;
  slug: Translations;
  name: Translations;
  /** slugs from the top collection, joined with `/`, per language */
  path: Translations;
  position: number;
}

/** Everything a query needs, for one channel; rebuilt as a whole and swapped. */
export interface CatalogueIndex {
  defaultLanguage: string;
  docs: SearchDoc[];
  text: TextIndex;
  facets: FacetMeta[];
  collections: CollectionMeta[];
  collectionText: TextIndex;
  builtAt: number;
}

export type SearchSort = 'POSITION' | 'NAME' | 'PRICE_ASC' | 'PRICE_DESC' | 'NEWEST' | 'RELEVANCE';
export const SEARCH_SORTS: readonly SearchSort[] = ['POSITION', 'NAME', 'PRICE_ASC', 'PRICE_DESC', 'NEWEST', 'RELEVANCE'];

/** A validated search request (see validate.ts). */
export interface SearchQuery {
  term: string;
  collectionId?: string;
  /** facet code -> value codes */
  facets: Map<string, Set<string>>;
  priceMin?: number;
  priceMax?: number;
  sort: SearchSort;
  skip: number;
  take: number;
}

export interface SearchContext {
  languageCode: string;
  currencyCode: string;
}

export interface SearchHit {
  productId: string;
  slug: string;
  name: string;
  score: number;
  preview: string | null;
  priceMin: number;
  priceMax: number;
  currencyCode: string;
  /** some of the prices are converted from the default currency */
  priceConverted: boolean;
}

export interface FacetValueCount {
  code: string;
  name: string;
  count: number;
}

export interface FacetCount {
  code: string;
  name: string;
  values: FacetValueCount[];
}

export interface SearchResult {
  totalItems: number;
  items: SearchHit[];
  facets: FacetCount[];
  priceBounds: { min: number; max: number; currencyCode: string } | null;
}

export interface SuggestedCollection {
  id: string;
  slug: string;
  name: string;
  path: string;
}

export interface Suggestions {
  products: SearchHit[];
  collections: SuggestedCollection[];
}

/** Text in the wanted language, else the index's default language, else any. */
export function translated(t: Translations, languageCode: string, defaultLanguage: string): string {
  return t[languageCode] || t[defaultLanguage] || Object.values(t).find((v) => v) || '';
}

export interface CatalogueSearchPluginOptions {
  /** Quiet time after the last catalogue event before the index is rebuilt. Default 250 ms. */
  debounceMs: number;
}
