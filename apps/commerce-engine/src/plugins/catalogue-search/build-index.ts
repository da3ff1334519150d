import { buildTextIndex, DocText } from './text-index';
import { stripHtml } from './tokenise';
import { CatalogueIndex, CollectionMeta, FacetMeta, SearchDoc, Translations } from './types';

export interface RawTranslation {
  languageCode: string;
  name: string;
  slug?: string;
  description?: string;
}

/** A product of one channel as loaded from the database (enabled, not deleted). */
export interface RawProduct {
  id: string;
  createdAt: number;
  translations: RawTranslation[];
  /** ids of the facet values of the product and of its enabled variants */
  facetValueIds: string[];
  /** collections holding one of its variants (directly) */
  collectionIds: string[];
  /** tax-included prices of its enabled variants per currency */
  prices: Record<string, number[]>;
  /** currencies some of those prices are converted into from the default currency (plugins/currency-prices) */
  convertedIn?: string[];
  preview: string | null;
  /** Product.customFields.visibility (product-fields plugin); missing = listed everywhere. */
  visibility?: string;
}

export interface RawFacet {
  code: string;
  isPrivate: boolean;
  translations: RawTranslation[];
  values: Array<{ id: string; code: string; translations: RawTranslation[] }>;
}

export interface RawCollection {
  id: string;
  /** null (or an id not in the list, e.g. the root collection) for a top-level collection */
  parentId: string | null;
  isPrivate: boolean;
  translations: RawTranslation[];
}

export interface RawCatalogue {
  defaultLanguage: string;
  products: RawProduct[];
  facets: RawFacet[];
  /** in display order (position among siblings) */
  collections: RawCollection[];
}

function field(translations: RawTranslation[], key: 'name' | 'slug' | 'description'): Translations {
  const out: Translations = {};
  for (const t of translations) out[t.languageCode] = key === 'description' ? stripHtml(t.description ?? '') : (t[key] ?? '');
  return out;
}

const allText = (t: Translations) => Object.values(t).join(' \n ');

/** Where a product of this visibility is listed: browsing (category pages) and term searches. */
export function listedIn(visibility: string | undefined): SearchDoc['listedIn'] {
  switch (visibility) {
    case 'catalog':
      return { catalog: true, search: false };
    case 'search':
      return { catalog: false, search: true };
    case 'none':
      return { catalog: false, search: false };
    default:
      return { catalog: true, search: true };
  }
}

function compareIds(a: string, b: string): number {
  const na = Number(a);
  const nb = Number(b);
  if (Number.isFinite(na) && Number.isFinite(nb)) return na - nb;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Public collections (not under a private one) with their ancestors and paths. */
function collectionTree(raw: RawCollection[]) {
  const byId = new Map(raw.map((c) => [c.id, c]));
  const chain = (c: RawCollection): RawCollection[] => {
    const out: RawCollection[] = [];
    const seen = new Set<string>();
    for (let cur: RawCollection | undefined = c; cur && !seen.has(cur.id); cur = cur.parentId ? byId.get(cur.parentId) : undefined) {
      seen.add(cur.id);
      out.unshift(cur);
    }
    return out; // top first
  };
  const metas: CollectionMeta[] = [];
  const ancestors = new Map<string, string[]>();
  raw.forEach((c, position) => {
    const path = chain(c);
    if (path.some((p) => p.isPrivate)) return;
    ancestors.set(
      c.id,
      path.map((p) => p.id),
    );
    const slugs = path.map((p) => field(p.translations, 'slug'));
    const languages = new Set(c.translations.map((t) => t.languageCode));
    const pathByLang: Translations = {};
    for (const lang of languages) pathByLang[lang] = slugs.map((s) => s[lang] || Object.values(s)[0] || '').join('/');
    metas.push({ id: c.id, slug: field(c.translations, 'slug'), name: field(c.translations, 'name'), path: pathByLang, position });
  });
  return { metas, ancestors };
}

/** The channel's search index from its loaded catalogue. */
export function buildCatalogueIndex(raw: RawCatalogue, builtAt = Date.now()): CatalogueIndex {
  const facets: FacetMeta[] = [];
  const facetValueById = new Map<string, { key: string; names: Translations }>();
  for (const f of raw.facets) {
    if (f.isPrivate) continue;
    facets.push({
      code: f.code,
      name: field(f.translations, 'name'),
      values: f.values.map((v) => ({ code: v.code, name: field(v.translations, 'name') })),
    });
    for (const v of f.values) facetValueById.set(v.id, { key: `${f.code}:${v.code}`, names: field(v.translations, 'name') });
  }
  const { metas: collections, ancestors } = collectionTree(raw.collections);
  const collectionById = new Map(collections.map((c) => [c.id, c]));

  const products = [...raw.products].sort((a, b) => compareIds(a.id, b.id));
  const docs: SearchDoc[] = [];
  const texts: DocText[] = [];
  products.forEach((p, position) => {
    const facetValues = [...new Set(p.facetValueIds)].flatMap((id) => facetValueById.get(id) ?? []);
    const collectionIds = [...new Set(p.collectionIds.flatMap((id) => ancestors.get(id) ?? []))];
    const name = field(p.translations, 'name');
    const prices: Record<string, number[]> = {};
    for (const [currency, list] of Object.entries(p.prices)) if (list.length) prices[currency] = [...list].sort((a, b) => a - b);
    docs.push({
      productId: p.id,
      position,
      createdAt: p.createdAt,
      slug: field(p.translations, 'slug'),
      name,
      facetValues: [...new Set(facetValues.map((f) => f.key))],
      collectionIds,
      prices,
      convertedIn: (p.convertedIn ?? []).filter((c) => c in prices),
      preview: p.preview,
      listedIn: listedIn(p.visibility),
    });
    texts.push({
      name: allText(name),
      meta: [...facetValues.map((f) => allText(f.names)), ...collectionIds.map((id) => allText(collectionById.get(id)!.name))].join(' \n '),
      desc: allText(field(p.translations, 'description')),
    });
  });
  const collectionText = buildTextIndex(collections.map((c) => ({ name: allText(c.name), meta: '', desc: '' })));
  return { defaultLanguage: raw.defaultLanguage, docs, text: buildTextIndex(texts), facets, collections, collectionText, builtAt };
}
