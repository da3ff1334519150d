import { COOKIE } from '../cookies/names';
import { type Locale, shopperCurrency } from '../locale/locales';
import { keptQuery, type ListingRules } from './kept-query';
import { NOT_FOUND_SEGMENT } from './resolve-path';

/**
 * Kept pages from the Next.js cache (docs/decisions/0015 and 0036). A catalogue, content, home
 * or search page renders differently per request on the server only through the currency and
 * the query: the cart count (the header), the last-visited category (a product's breadcrumbs)
 * and the account menu are filled in by the browser from their readable cookies. So the proxy
 * rewrites every such request to a twin route that reads neither cookies nor query
 * (`app/[locale]/(first-visit)`), with the currency and the listing's normalised query
 * (kept-query.ts) in its path: every shopper who asks for the same thing in the same currency
 * gets the same page, whatever cart, history or session they have, and Next.js keeps it until a
 * tag it used is expired. A product page's own views (a variant, a page of reviews) and other
 * routes of their own render per request.
 */
export const FIRST_VISIT_SEGMENT = '_first-visit';

/**
 * The home page's twin, `/{locale}/_first-visit-home/{currency}`: a route of its own (the
 * catalogue twin would load the product and category pages' code on the home page).
 */
export const FIRST_VISIT_HOME_SEGMENT = '_first-visit-home';

/** Marks the normalised query at the end of a twin path: `/{locale}/_first-visit/{currency}/{path}/~q/{query}`. */
export const QUERY_SEGMENT = '~q';

/** The route of its own that is kept too: search results (its twin is `/{locale}/_first-visit/{currency}/search/~q/q=...`). */
export const SEARCH_SEGMENT = 'search';

/** Top-level segments under /{locale} that have their own routes, not the catch-all's. */
export const OWN_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([
  NOT_FOUND_SEGMENT,
  'cart',
  'search',
  'checkout',
  'adyen-direct',
  'styleguide',
  '_icons',
  'sso',
  'customer',
  'reset-password',
  'newsletter',
  'order-status',
  'stock-alert',
  'test-only',
]);

export interface FirstVisitRequest {
  method: string;
  locale: Locale;
  /** The path, starting with /{locale}. */
  pathname: string;
  searchParams: URLSearchParams;
  /** A cookie as the page will read it (the proxy's own cookie decisions applied). */
  cookie: (name: string) => string | undefined;
  /** The store's listing rules (listing-rules.ts); without them a listing's query renders per request. */
  rules?: ListingRules;
}

export type FirstVisitDecision = { action: 'rewrite'; pathname: string } | { action: 'not-found' } | { action: 'none' };

export function firstVisitDecision(request: FirstVisitRequest): FirstVisitDecision {
  const segments = request.pathname.split('/').filter(Boolean);
  const first = segments[1];
  // The twin route is internal: a request for it by name is answered as an unknown page.
  if (first === FIRST_VISIT_SEGMENT || first === FIRST_VISIT_HOME_SEGMENT) return { action: 'not-found' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { action: 'none' };
  const search = first === SEARCH_SEGMENT;
  if (first !== undefined && OWN_ROUTE_SEGMENTS.has(first) && !search) return { action: 'none' };
  const cookieCurrency = request.cookie(COOKIE.currency);
  // As the page reads it (lib/commerce/shop-context.server.ts): an unknown currency is the locale's own.
  const currency = shopperCurrency(request.locale, cookieCurrency);
  // The home page reads no query.
  if (segments.length === 1) return { action: 'rewrite', pathname: `/${request.locale}/${FIRST_VISIT_HOME_SEGMENT}/${currency}` };
  const kept = keptQuery(request.searchParams, request.rules, search);
  if (kept.kind === 'per-request') return { action: 'none' };
  const query = kept.query ? [QUERY_SEGMENT, encodeURIComponent(kept.query)] : [];
  return { action: 'rewrite', pathname: ['', request.locale, FIRST_VISIT_SEGMENT, currency, ...segments.slice(1), ...query].join('/') };
}

/**
 * The query a twin's last segment carries. The proxy writes it encoded (`size%3Dm`); a query
 * always has a `=` that its encoded form never has, so a segment the router already decoded is
 * told apart from one it passed on as written.
 */
function queryOfSegment(segment: string): string {
  if (segment.includes('=')) return segment;
  try {
    return decodeURIComponent(segment);
  } catch {
    return '';
  }
}

/** The path and query of a twin's slug (after its currency): `[...path, '~q', query]`. */
export function twinSlug(slug: readonly string[]): { path: string[]; query: URLSearchParams } {
  const at = slug.length - 2;
  if (at >= 0 && slug[at] === QUERY_SEGMENT) return { path: slug.slice(0, at), query: new URLSearchParams(queryOfSegment(slug[at + 1]!)) };
  return { path: [...slug], query: new URLSearchParams() };
}
