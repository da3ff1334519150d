import type { ProductFilters } from '@talat/commerce/types';

/**
 * The view state of a product listing (category or search page), kept in the URL so a copied
 * link shows the same view and the back button restores it. Only parameters in store config's
 * `allowed_query_params` are read or written:
 *
 *   q      search text (search page only)            ?q=เสื้อ
 *   <facet> facet value codes, comma-separated        ?size=m,l&colour=green
 *           (repeated parameters, as a GET form sends checkboxes, are read too: ?size=m&size=l)
 *   price  price range in major units, `min-max`     ?price=100-500, ?price=100-, ?price=-500
 *           (two values, as the form's min and max inputs send them, are read too: ?price=100&price=500)
 *   sort   one of store config's sort options, by     ?sort=price-low-to-high (the default is left out;
 *          its URL word (its value is read too)       ?sort=price_asc, from older links, is read too)
 *   page   1 to 1000                                  ?page=2 (page 1 is left out)
 *   view   grid or list                               ?view=list (grid is left out)
 *
 * Anything else (unknown names, negative, huge, malformed or script-bearing values) is ignored.
 * Pure: runs on the server and in the browser (the filter form's progressive enhancement).
 */
export type ViewMode = 'grid' | 'list';

export interface ListingState {
  q: string | null;
  /** Facet code -> selected value codes (only facets with values). */
  facets: Record<string, string[]>;
  price: PriceRange | null;
  /** null: the store's default sort. */
  sort: string | null;
  page: number;
  view: ViewMode;
}

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface ListingConfig {
  /** storeConfig.allowed_query_params */
  allowed: readonly string[];
  /** storeConfig.sort_options values */
  sortOptions: readonly string[];
  /** A sort's word in the URL by value (storeConfig.sort_options' url); a sort without one uses its value. */
  sortUrls?: Readonly<Record<string, string>>;
  /** storeConfig.default_sort_by */
  defaultSort: string;
  /** Facet codes that may be filtered on (default: the engine's size, colour, player). */
  facetCodes?: readonly string[];
  /** Read `q` (search page). Default false: category pages ignore it. */
  search?: boolean;
}

export type SearchParamsInput = URLSearchParams | Record<string, string | string[] | undefined>;

/** The engine's facets (contract: catalogue-search plugin). */
export const FACET_CODES = ['size', 'colour', 'player'] as const;
export const RESERVED_PARAMS = ['q', 'page', 'sort', 'price', 'view'] as const;

export const LIMITS = {
  query: 200,
  valuesPerFacet: 20,
  codeLength: 64,
  price: 1_000_000_000,
  page: 1000,
} as const;

const CODE = /^[a-z0-9][a-z0-9-]*$/;
const PRICE = /^\d{1,10}(?:\.\d{1,2})?$/;
// Control characters (C0, DEL, C1) and bidi/zero-width formatting, kept out of the search text.
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200b\u200e\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g;

export function emptyListingState(): ListingState {
  return { q: null, facets: {}, price: null, sort: null, page: 1, view: 'grid' };
}

function allValues(input: SearchParamsInput, name: string): string[] {
  if (input instanceof URLSearchParams) return input.getAll(name);
  if (!Object.hasOwn(input, name)) return [];
  const value = input[name];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');
}

function first(input: SearchParamsInput, name: string): string | undefined {
  return allValues(input, name)[0];
}

/** The facet codes a listing may filter on: the known facets that store config allows. */
export function facetParams(config: ListingConfig): string[] {
  const known = config.facetCodes ?? FACET_CODES;
  return known.filter((code) => config.allowed.includes(code) && CODE.test(code) && !(RESERVED_PARAMS as readonly string[]).includes(code));
}

function allows(config: ListingConfig, name: string): boolean {
  return config.allowed.includes(name);
}

export function parseQuery(raw: string | undefined): string | null {
  if (typeof raw !== 'string') return null;
  const cleaned = raw.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
  if (!cleaned) return null;
  // Cut at a code point boundary.
  return Array.from(cleaned).slice(0, LIMITS.query).join('').trim() || null;
}

export function parseFacetValues(values: readonly string[]): string[] {
  const out: string[] = [];
  for (const value of values) {
    if (value.length > LIMITS.codeLength * LIMITS.valuesPerFacet * 2) continue;
    for (const part of value.split(',')) {
      const code = part.trim().toLowerCase();
      if (code.length === 0 || code.length > LIMITS.codeLength || !CODE.test(code)) continue;
      if (!out.includes(code)) out.push(code);
      if (out.length >= LIMITS.valuesPerFacet) return out;
    }
  }
  return out;
}

function priceNumber(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  const text = raw.trim();
  if (!PRICE.test(text)) return null;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n <= LIMITS.price ? n : null;
}

/** `min-max` (either end may be empty), or two values [min, max] from the form's inputs. */
export function parsePrice(values: readonly string[]): PriceRange | null {
  let min: number | null = null;
  let max: number | null = null;
  if (values.length === 1) {
    const m = /^\s*([^-]*)-([^-]*)\s*$/.exec(values[0] ?? '');
    if (!m) return null;
    min = m[1]?.trim() ? priceNumber(m[1]) : null;
    max = m[2]?.trim() ? priceNumber(m[2]) : null;
  } else if (values.length === 2) {
    min = values[0]?.trim() ? priceNumber(values[0]) : null;
    max = values[1]?.trim() ? priceNumber(values[1]) : null;
  } else {
    return null;
  }
  if (min !== null && max !== null && min > max) [min, max] = [max, min];
  if (min === 0) min = null;
  return min === null && max === null ? null : { min, max };
}

export function parsePage(raw: string | undefined): number {
  if (!raw || !/^\d{1,4}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 && page <= LIMITS.page ? page : 1;
}

export function parseListingParams(input: SearchParamsInput, config: ListingConfig): ListingState {
  const state = emptyListingState();
  if (config.search && allows(config, 'q')) state.q = parseQuery(first(input, 'q'));
  for (const code of facetParams(config)) {
    const values = parseFacetValues(allValues(input, code));
    if (values.length > 0) state.facets[code] = values;
  }
  if (allows(config, 'price')) state.price = parsePrice(allValues(input, 'price'));
  if (allows(config, 'sort')) {
    const sort = sortFromUrl(first(input, 'sort'), config);
    if (sort && sort !== config.defaultSort) state.sort = sort;
  }
  if (allows(config, 'page')) state.page = parsePage(first(input, 'page'));
  if (allows(config, 'view') && first(input, 'view') === 'list') state.view = 'list';
  return state;
}

/** A sort's word in the URL. */
export function sortUrl(sort: string, config: ListingConfig): string {
  return config.sortUrls && Object.hasOwn(config.sortUrls, sort) ? config.sortUrls[sort]! : sort;
}

/** The sort a URL word names (or, from an older link, the sort value itself); null when none. */
export function sortFromUrl(word: string | undefined, config: ListingConfig): string | null {
  if (!word) return null;
  const byUrl = config.sortOptions.find((value) => sortUrl(value, config) === word);
  if (byUrl) return byUrl;
  return config.sortOptions.includes(word) ? word : null;
}

function formatNumber(n: number): string {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, '').replace(/\.$/, '');
}

export function formatPriceParam(price: PriceRange): string {
  return `${price.min === null ? '' : formatNumber(price.min)}-${price.max === null ? '' : formatNumber(price.max)}`;
}

/** The canonical query string of a state (only allowed parameters, defaults left out). */
export function serialiseListingParams(state: ListingState, config: ListingConfig): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q && config.search && allows(config, 'q')) params.set('q', state.q);
  for (const code of facetParams(config)) {
    const values = state.facets[code];
    if (values && values.length > 0) params.set(code, values.join(','));
  }
  if (state.price && allows(config, 'price')) params.set('price', formatPriceParam(state.price));
  if (state.sort && state.sort !== config.defaultSort && allows(config, 'sort')) params.set('sort', sortUrl(state.sort, config));
  if (state.page > 1 && allows(config, 'page')) params.set('page', String(state.page));
  if (state.view === 'list' && allows(config, 'view')) params.set('view', 'list');
  return params;
}

export function listingHref(base: string, state: ListingState, config: ListingConfig): string {
  const search = serialiseListingParams(state, config).toString();
  return search ? `${base}?${search}` : base;
}

/** The query of every page link: the state without `page` (for Pagination). */
export function paginationQuery(state: ListingState, config: ListingConfig): Record<string, string> {
  return Object.fromEntries(serialiseListingParams({ ...state, page: 1 }, config));
}

export type ListingPart = 'q' | 'facets' | 'price' | 'sort' | 'page' | 'view';

/** Hidden inputs that carry the rest of the state through a GET form (the page is always reset). */
export function hiddenFields(state: ListingState, config: ListingConfig, omit: readonly ListingPart[]): [string, string][] {
  const kept: ListingState = {
    q: omit.includes('q') ? null : state.q,
    facets: omit.includes('facets') ? {} : state.facets,
    price: omit.includes('price') ? null : state.price,
    sort: omit.includes('sort') ? null : state.sort,
    page: 1,
    view: omit.includes('view') ? 'grid' : state.view,
  };
  return [...serialiseListingParams(kept, config)];
}

// --- transitions (a filter or sort change starts again at page 1) ---

export function withFacetValue(state: ListingState, facet: string, value: string, selected: boolean): ListingState {
  const current = state.facets[facet] ?? [];
  const values = selected ? (current.includes(value) ? current : [...current, value]) : current.filter((v) => v !== value);
  const facets = { ...state.facets };
  if (values.length > 0) facets[facet] = values;
  else delete facets[facet];
  return { ...state, facets, page: 1 };
}

export function withPrice(state: ListingState, price: PriceRange | null): ListingState {
  return { ...state, price, page: 1 };
}

export function withoutFilters(state: ListingState): ListingState {
  return { ...state, facets: {}, price: null, page: 1 };
}

export function withSort(state: ListingState, sort: string | null): ListingState {
  return { ...state, sort, page: 1 };
}

export function withPage(state: ListingState, page: number): ListingState {
  return { ...state, page };
}

export function withView(state: ListingState, view: ViewMode): ListingState {
  return { ...state, view };
}

/**
 * The state without facet values the result does not know (the engine ignores unknown codes):
 * chips, forms and links then show only what was applied. A result without any facet counts
 * (an engine that does not report them) leaves the state as it is.
 */
export function withKnownFacetValues(
  state: ListingState,
  aggregations: readonly { code: string; options: readonly { code: string }[] }[],
): ListingState {
  if (aggregations.length === 0) return state;
  const facets: Record<string, string[]> = {};
  for (const [code, values] of Object.entries(state.facets)) {
    const known = aggregations.find((a) => a.code === code)?.options ?? [];
    const kept = values.filter((v) => known.some((o) => o.code === v));
    if (kept.length > 0) facets[code] = kept;
  }
  return { ...state, facets };
}

export function hasFilters(state: ListingState): boolean {
  return state.price !== null || Object.values(state.facets).some((values) => values.length > 0);
}

/** The connector's filters for a state. */
export function toProductFilters(state: ListingState): ProductFilters {
  const filters: ProductFilters = {};
  const facets = Object.fromEntries(Object.entries(state.facets).filter(([, values]) => values.length > 0));
  if (Object.keys(facets).length > 0) filters.facets = facets;
  if (state.price) {
    filters.price = {};
    if (state.price.min !== null) filters.price.min = state.price.min;
    if (state.price.max !== null) filters.price.max = state.price.max;
  }
  return filters;
}

/** The sort to ask the engine for: the state's, else the store default when it is a known key. */
export function effectiveSort(state: ListingState, config: ListingConfig): string {
  return state.sort ?? config.defaultSort;
}
