import { SEARCH_SORTS, SearchQuery, SearchSort } from './types';

export const MAX_TERM_LENGTH = 200;
export const DEFAULT_TAKE = 12;
export const MAX_TAKE = 100;
export const MAX_SKIP = 100_000;
export const DEFAULT_SUGGESTIONS = 6;
export const MAX_SUGGESTIONS = 10;
const MAX_FACET_FILTERS = 20;
const MAX_FACET_VALUES = 100;
const MAX_CODE_LENGTH = 100;

/** The GraphQL input of catalogueSearch (before validation). */
export interface CatalogueSearchInput {
  term?: string | null;
  collectionId?: string | number | null;
  facets?: Array<{ facet: string; values: string[] }> | null;
  priceMin?: number | null;
  priceMax?: number | null;
  sort?: string | null;
  skip?: number | null;
  take?: number | null;
}

export type Validated<T> = { ok: true; value: T } | { ok: false; message: string };

function isCount(n: unknown): n is number {
  return typeof n === 'number' && Number.isInteger(n) && n >= 0;
}

/**
 * Checks and normalises a search request. Refused (message): a term over 200 characters,
 * negative or fractional skip, take or prices, priceMin above priceMax, too many facet
 * filters or over-long codes. Clamped: take to 100, skip to 100000. Defaults: skip 0, take 12,
 * sort RELEVANCE with a term, else POSITION.
 */
export function validateSearchInput(input: CatalogueSearchInput): Validated<SearchQuery> {
  const term = (input.term ?? '').trim();
  if (term.length > MAX_TERM_LENGTH) return { ok: false, message: `term is longer than ${MAX_TERM_LENGTH} characters` };
  for (const key of ['skip', 'take', 'priceMin', 'priceMax'] as const) {
    const v = input[key];
    if (v !== null && v !== undefined && !isCount(v)) return { ok: false, message: `${key} must be a whole number, 0 or more` };
  }
  const priceMin = input.priceMin ?? undefined;
  const priceMax = input.priceMax ?? undefined;
  if (priceMin !== undefined && priceMax !== undefined && priceMin > priceMax) {
    return { ok: false, message: 'priceMin is above priceMax' };
  }
  const sort = input.sort ?? (term ? 'RELEVANCE' : 'POSITION');
  if (!SEARCH_SORTS.includes(sort as SearchSort)) return { ok: false, message: `unknown sort ${sort.slice(0, 40)}` };
  const filters = input.facets ?? [];
  if (filters.length > MAX_FACET_FILTERS) return { ok: false, message: `at most ${MAX_FACET_FILTERS} facet filters` };
  const facets = new Map<string, Set<string>>();
  for (const f of filters) {
    if (f.values.length > MAX_FACET_VALUES) return { ok: false, message: `at most ${MAX_FACET_VALUES} values per facet` };
    if (f.facet.length > MAX_CODE_LENGTH || f.values.some((v) => v.length > MAX_CODE_LENGTH)) {
      return { ok: false, message: 'facet code too long' };
    }
    if (f.values.length === 0) continue;
    const set = facets.get(f.facet) ?? new Set<string>();
    for (const v of f.values) set.add(v);
    facets.set(f.facet, set);
  }
  const collectionId = input.collectionId === null || input.collectionId === undefined ? undefined : String(input.collectionId);
  if (collectionId !== undefined && collectionId.length > MAX_CODE_LENGTH) return { ok: false, message: 'collectionId too long' };
  return {
    ok: true,
    value: {
      term,
      collectionId,
      facets,
      priceMin,
      priceMax,
      sort: sort as SearchSort,
      skip: Math.min(input.skip ?? 0, MAX_SKIP),
      take: Math.min(input.take ?? DEFAULT_TAKE, MAX_TAKE),
    },
  };
}

/** Checks a suggestions request: term at most 200 characters; take 0 or more (default 6, at most 10). */
export function validateSuggestInput(term: string, take: number | null | undefined): Validated<{ term: string; take: number }> {
  const t = term.trim();
  if (t.length > MAX_TERM_LENGTH) return { ok: false, message: `term is longer than ${MAX_TERM_LENGTH} characters` };
  if (take !== null && take !== undefined && !isCount(take)) return { ok: false, message: 'take must be a whole number, 0 or more' };
  return { ok: true, value: { term: t, take: Math.min(take ?? DEFAULT_SUGGESTIONS, MAX_SUGGESTIONS) } };
}
