import type { Locale } from '../locale/locales';
import type { ListingRules } from './kept-query';

/**
 * The store's listing rules (store config's allowed parameters and sorts) per locale, as the
 * last page rendered with store config read them. The proxy needs them to normalise a listing's
 * query before it picks the kept page (kept-query.ts), and so does the storefront server before it
 * answers kept bytes (server/front-pages.ts); both run in the process that renders the pages, so
 * the rules live on `globalThis`, shared by Next.js's bundles and the server. Until a page has
 * rendered (a new process), a listing with a query renders per request.
 */
const HOLDER = Symbol.for('talat.listingRules');

type Holder = Map<Locale, ListingRules>;

function holder(): Holder {
  const store = globalThis as { [HOLDER]?: Holder };
  store[HOLDER] ??= new Map();
  return store[HOLDER];
}

export function publishListingRules(locale: Locale, config: ListingRules): void {
  holder().set(locale, {
    allowed_query_params: config.allowed_query_params,
    sort_options: config.sort_options,
    default_sort_by: config.default_sort_by,
  });
}

export function listingRulesOf(locale: Locale): ListingRules | undefined {
  return holder().get(locale);
}
