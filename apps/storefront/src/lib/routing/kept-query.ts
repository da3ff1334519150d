import type { StoreConfig } from '@talat/commerce/types';
import { listingConfig } from '../catalogue/listing-config';
import { FACET_CODES, parseListingParams, RESERVED_PARAMS, serialiseListingParams } from '../catalogue/listing-params';

/**
 * The query of a kept page (docs/decisions/0036). A listing (search results, a filtered, sorted
 * or paged category) is the same for every anonymous shopper who asks for the same thing, so it
 * is kept like a catalogue page under its normalised query:
 *
 * - only the parameters store config allows (`allowed_query_params`), read as the listing reads
 *   them (lib/catalogue/listing-params.ts), in the listing's own order, defaults left out;
 * - the search text trimmed, its spaces collapsed and lower-cased; facet values lower-cased and
 *   sorted;
 * - any other parameter (a tracking tag, a misspelling, a made-up name) is dropped: it cannot
 *   split the key, so it cannot be used to fill the cache.
 *
 * A product page's own parameters (a variant, a page of reviews) keep the request per-request.
 * Pure: the proxy (which page to render) and the storefront server (which kept bytes to answer)
 * apply the same rule.
 */
export type ListingRules = Pick<StoreConfig, 'allowed_query_params' | 'sort_options' | 'default_sort_by'>;

/** A product page's parameters: such a page is rendered per request. */
export const PER_REQUEST_PARAMS: ReadonlySet<string> = new Set(['variant', 'reviews-page']);

/** Next.js's own navigation marker: not part of the page. */
const NEUTRAL_PARAMS: ReadonlySet<string> = new Set(['_rsc']);

/** Every name a listing can ever read, whatever the store allows. */
const LISTING_NAMES: ReadonlySet<string> = new Set<string>([...RESERVED_PARAMS, ...FACET_CODES]);

export type KeptQuery = { kind: 'kept'; query: string } | { kind: 'per-request' };

export function keptQuery(params: URLSearchParams, rules: ListingRules | undefined, search: boolean): KeptQuery {
  const names = [...new Set(params.keys())].filter((name) => !NEUTRAL_PARAMS.has(name));
  if (names.some((name) => PER_REQUEST_PARAMS.has(name))) return { kind: 'per-request' };
  if (!names.some((name) => LISTING_NAMES.has(name))) return { kind: 'kept', query: '' };
  // A listing parameter and no rules yet (the store config has not been read): render per request.
  if (!rules) return { kind: 'per-request' };
  const config = listingConfig(rules, search);
  const state = parseListingParams(params, config);
  const facets = Object.fromEntries(Object.entries(state.facets).map(([code, values]) => [code, [...values].sort()]));
  const normalised = { ...state, q: state.q === null ? null : state.q.toLowerCase(), facets };
  return { kind: 'kept', query: serialiseListingParams(normalised, config).toString() };
}
