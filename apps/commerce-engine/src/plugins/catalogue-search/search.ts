import { facetCounts, knownFacetFilters, passesFacets } from './facets';
import { DocMatch, matchQuery } from './text-index';
import {
  CatalogueIndex,
  SearchContext,
  SearchDoc,
  SearchHit,
  SearchQuery,
  SearchResult,
  SearchSort,
  Suggestions,
  translated,
} from './types';

const MAX_SUGGESTED_COLLECTIONS = 4;
const collators = new Map<string, Intl.Collator>();

function collator(languageCode: string): Intl.Collator {
  let c = collators.get(languageCode);
  if (!c) {
    c = new Intl.Collator(Intl.Collator.supportedLocalesOf([languageCode]).length ? languageCode : 'en', {
      sensitivity: 'base',
      numeric: true,
    });
    collators.set(languageCode, c);
  }
  return c;
}

interface Candidate {
  doc: SearchDoc;
  match?: DocMatch;
}

function hit(c: Candidate, ctx: SearchContext, index: CatalogueIndex): SearchHit {
  const prices = c.doc.prices[ctx.currencyCode]!;
  return {
    productId: c.doc.productId,
    slug: translated(c.doc.slug, ctx.languageCode, index.defaultLanguage),
    name: translated(c.doc.name, ctx.languageCode, index.defaultLanguage),
    score: c.match ? Math.round(c.match.score * 100) / 100 : 0,
    preview: c.doc.preview,
    priceMin: prices[0]!,
    priceMax: prices[prices.length - 1]!,
    currencyCode: ctx.currencyCode,
    priceConverted: c.doc.convertedIn.includes(ctx.currencyCode),
  };
}

/**
 * Products that have a price in the currency, with their match when a term is given. Browsing
 * (no term) holds the products listed in the catalogue, a term search those listed in search
 * (the product's visibility).
 */
function candidates(index: CatalogueIndex, term: string, currencyCode: string, prefixLast: boolean): Candidate[] {
  const priced = (doc: SearchDoc) => (doc.prices[currencyCode]?.length ?? 0) > 0;
  if (term.trim() === '') return index.docs.filter((doc) => doc.listedIn.catalog && priced(doc)).map((doc) => ({ doc }));
  const { docs } = matchQuery(index.text, term, { prefixLast });
  const out: Candidate[] = [];
  for (const [i, match] of docs) {
    const doc = index.docs[i]!;
    if (doc.listedIn.search && priced(doc)) out.push({ doc, match });
  }
  return out;
}

function sorter(sort: SearchSort, ctx: SearchContext, index: CatalogueIndex): (a: Candidate, b: Candidate) => number {
  const byPosition = (a: Candidate, b: Candidate) => a.doc.position - b.doc.position;
  const minPrice = (c: Candidate) => c.doc.prices[ctx.currencyCode]![0]!;
  switch (sort) {
    case 'NAME': {
      const coll = collator(ctx.languageCode);
      const name = (c: Candidate) => translated(c.doc.name, ctx.languageCode, index.defaultLanguage);
      return (a, b) => coll.compare(name(a), name(b)) || byPosition(a, b);
    }
    case 'PRICE_ASC':
      return (a, b) => minPrice(a) - minPrice(b) || byPosition(a, b);
    case 'PRICE_DESC':
      return (a, b) => minPrice(b) - minPrice(a) || byPosition(a, b);
    case 'NEWEST':
      return (a, b) => b.doc.createdAt - a.doc.createdAt || b.doc.position - a.doc.position;
    case 'RELEVANCE':
      return (a, b) =>
        (b.match?.matched ?? 0) - (a.match?.matched ?? 0) || (b.match?.score ?? 0) - (a.match?.score ?? 0) || byPosition(a, b);
    default:
      return byPosition;
  }
}

function inPriceRange(doc: SearchDoc, currencyCode: string, min?: number, max?: number): boolean {
  if (min === undefined && max === undefined) return true;
  return doc.prices[currencyCode]!.some((p) => (min === undefined || p >= min) && (max === undefined || p <= max));
}

/**
 * Runs a search: term (any language), collection, facets (AND across, OR within), price range
 * (some variant's price in the request currency inside it); disjunctive facet counts; price
 * bounds over the result before the price filter; sorted and paged. Unknown facets and values
 * are ignored; an unknown collection matches nothing.
 */
export function search(index: CatalogueIndex, q: SearchQuery, ctx: SearchContext): SearchResult {
  let pool = candidates(index, q.term, ctx.currencyCode, false);
  if (q.collectionId !== undefined) pool = pool.filter((c) => c.doc.collectionIds.includes(q.collectionId!));
  const filters = knownFacetFilters(q.facets, index.facets);

  const priced = pool.filter((c) => inPriceRange(c.doc, ctx.currencyCode, q.priceMin, q.priceMax));
  const facets = facetCounts(
    priced.map((c) => c.doc),
    filters,
    index.facets,
    ctx.languageCode,
    index.defaultLanguage,
  );
  const beforePrice = pool.filter((c) => passesFacets(c.doc, filters));
  const result = beforePrice.filter((c) => inPriceRange(c.doc, ctx.currencyCode, q.priceMin, q.priceMax));

  let priceBounds: SearchResult['priceBounds'] = null;
  if (beforePrice.length > 0) {
    let min = Infinity;
    let max = -Infinity;
    for (const c of beforePrice) {
      const prices = c.doc.prices[ctx.currencyCode]!;
      min = Math.min(min, prices[0]!);
      max = Math.max(max, prices[prices.length - 1]!);
    }
    priceBounds = { min, max, currencyCode: ctx.currencyCode };
  }

  const sort = q.sort === 'RELEVANCE' && q.term.trim() === '' ? 'POSITION' : q.sort;
  result.sort(sorter(sort, ctx, index));
  return {
    totalItems: result.length,
    items: result.slice(q.skip, q.skip + q.take).map((c) => hit(c, ctx, index)),
    facets,
    priceBounds,
  };
}

/**
 * As-you-type suggestions: the best products (the last word matched as a prefix) and up to four
 * collections whose name, in either language, holds every query word.
 */
export function suggest(index: CatalogueIndex, term: string, take: number, ctx: SearchContext): Suggestions {
  if (term.trim() === '' || take < 0) return { products: [], collections: [] };
  const pool = candidates(index, term, ctx.currencyCode, true);
  const products = topN(pool, take, sorter('RELEVANCE', ctx, index)).map((c) => hit(c, ctx, index));

  const { tokens, docs } = matchQuery(index.collectionText, term, { prefixLast: true });
  const collections = [...docs]
    .filter(([, m]) => m.matched === tokens.length)
    .sort(([ia, a], [ib, b]) => b.score - a.score || index.collections[ia]!.position - index.collections[ib]!.position)
    .slice(0, MAX_SUGGESTED_COLLECTIONS)
    .map(([i]) => {
      const c = index.collections[i]!;
      const t = (x: Record<string, string>) => translated(x, ctx.languageCode, index.defaultLanguage);
      return { id: c.id, slug: t(c.slug), name: t(c.name), path: t(c.path) };
    });
  return { products, collections };
}

/** The first n of a list by a comparator, without sorting all of it when n is small. */
function topN<T>(items: T[], n: number, compare: (a: T, b: T) => number): T[] {
  if (n <= 0) return [];
  if (items.length <= n * 4) return items.sort(compare).slice(0, n);
  const top: T[] = [];
  for (const item of items) {
    if (top.length < n) {
      top.push(item);
      top.sort(compare);
    } else if (compare(item, top[n - 1]!) < 0) {
      top[n - 1] = item;
      top.sort(compare);
    }
  }
  return top;
}
