import { COOKIE } from '../cookies/names';
import { LOCALE_ENTRIES, type Locale } from '../locale/locales';
import { NOT_FOUND_SEGMENT } from './resolve-path';

/**
 * First visits from the Next.js cache (docs/decisions/0015). A catalogue, content or home page
 * renders differently per request only through three cookies: the currency, the cart (the
 * header's count) and the last-visited category (a product's breadcrumbs). A request without
 * the last two, in its locale's own currency and without query parameters, gets exactly the
 * page every such request gets, so the proxy rewrites it to a twin route that reads neither
 * cookies nor query (`app/[locale]/(first-visit)`), and Next.js keeps that page until a tag
 * it used is expired.
 */
export const FIRST_VISIT_SEGMENT = '_first-visit';

/**
 * The home page's twin, `/{locale}/_first-visit-home/index`: a route of its own (the catalogue
 * twin would load the product and category pages' code on the home page), with a dynamic
 * segment so that Next.js renders it on first visit and not at build time, when the engine is
 * not running.
 */
export const FIRST_VISIT_HOME_SEGMENT = '_first-visit-home';
export const FIRST_VISIT_HOME_PAGE = 'index';

/** Top-level segments under /{locale} that have their own routes, not the catch-all's. */
export const OWN_ROUTE_SEGMENTS: ReadonlySet<string> = new Set([NOT_FOUND_SEGMENT, 'cart', 'search', 'checkout', 'adyen-direct', 'styleguide', '_icons', 'sso', 'customer', 'reset-password', 'newsletter', 'test-only']);

/** Query parameters that do not change a page: `_rsc` marks Next.js's own navigation requests. */
const NEUTRAL_PARAMS: ReadonlySet<string> = new Set(['_rsc']);

export interface FirstVisitRequest {
  method: string;
  locale: Locale;
  /** The path, starting with /{locale}. */
  pathname: string;
  searchParams: URLSearchParams;
  /** A cookie as the page will read it (the proxy's own cookie decisions applied). */
  cookie: (name: string) => string | undefined;
}

export type FirstVisitDecision = { action: 'rewrite'; pathname: string } | { action: 'not-found' } | { action: 'none' };

export function firstVisitDecision(request: FirstVisitRequest): FirstVisitDecision {
  const segments = request.pathname.split('/').filter(Boolean);
  const first = segments[1];
  // The twin route is internal: a request for it by name is answered as an unknown page.
  if (first === FIRST_VISIT_SEGMENT || first === FIRST_VISIT_HOME_SEGMENT) return { action: 'not-found' };
  if (request.method !== 'GET' && request.method !== 'HEAD') return { action: 'none' };
  if (first !== undefined && OWN_ROUTE_SEGMENTS.has(first)) return { action: 'none' };
  for (const name of request.searchParams.keys()) if (!NEUTRAL_PARAMS.has(name)) return { action: 'none' };
  if (request.cookie(COOKIE.cart) !== undefined || request.cookie(COOKIE.lastCategory) !== undefined) return { action: 'none' };
  const currency = request.cookie(COOKIE.currency);
  if (currency !== undefined && currency !== LOCALE_ENTRIES[request.locale].defaultCurrency) return { action: 'none' };
  if (segments.length === 1) return { action: 'rewrite', pathname: `/${request.locale}/${FIRST_VISIT_HOME_SEGMENT}/${FIRST_VISIT_HOME_PAGE}` };
  return { action: 'rewrite', pathname: ['', request.locale, FIRST_VISIT_SEGMENT, ...segments.slice(1)].join('/') };
}
