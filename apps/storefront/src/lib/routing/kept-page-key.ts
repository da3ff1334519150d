import { HANDOVER } from '@server/shared-names';
import { COOKIE } from '../cookies/names';
import { decideLocale } from '../locale/detect-locale';
import { firstVisitDecision } from './first-visit';
import { listingRulesOf } from './listing-rules';

/**
 * The kept page a GET asks for, named as the proxy names it (docs/decisions/0016 and 0036): the
 * twin path (locale, currency, path and normalised query), and whether the answer sets the
 * locale cookies (a shopper arriving on another locale than their cookie's). Null when the
 * proxy would not answer it from a kept page. The storefront server keys its kept bytes by it, so
 * that every request that gets the same page from Next.js gets the same bytes from the server,
 * and nothing else (a tracking parameter, a made-up cookie value) splits the key.
 */
export interface KeptPageRequest {
  /** The request's path and query. */
  url: string;
  cookie: (name: string) => string | undefined;
  acceptLanguage?: string;
}

export type KeptPageKey = (request: KeptPageRequest) => string | null;

export const keptPageKey: KeptPageKey = (request) => {
  let url: URL;
  try {
    url = new URL(request.url, 'http://storefront.invalid');
  } catch {
    return null;
  }
  const locale = decideLocale(
    { pathname: url.pathname, cookieLocale: request.cookie(COOKIE.locale), acceptLanguage: request.acceptLanguage },
    COOKIE,
  );
  if (locale.action !== 'serve') return null;
  const decided = locale.cookies;
  const decision = firstVisitDecision({
    method: 'GET',
    locale: locale.locale,
    pathname: url.pathname,
    searchParams: url.searchParams,
    cookie: (name) => decided?.[name] ?? request.cookie(name),
    rules: listingRulesOf(locale.locale),
  });
  if (decision.action !== 'rewrite') return null;
  return decided ? `${decision.pathname}\nsets-locale-cookies` : decision.pathname;
};

/** Where the storefront server (server/front-pages.ts) finds the rule: it is compiled apart from the app. */
export const KEPT_PAGE_KEY = HANDOVER.keptPageKey;

/** Hands the rule to the storefront server; called once when the app starts (instrumentation.ts). */
export function registerKeptPageKey(): void {
  (globalThis as { [KEPT_PAGE_KEY]?: KeptPageKey })[KEPT_PAGE_KEY] = keptPageKey;
}
