/**
 * What the service worker keeps for offline reading (spec section 1 and 7): pure rules, shared
 * by sw.ts and its unit tests. No DOM or worker types here.
 */

/** The shop's languages and the one used when a request names none. */
const LANGS = ['th', 'en'] as const;
export type OfflineLang = (typeof LANGS)[number];
const DEFAULT_LANG: OfflineLang = 'en';

/**
 * Pages never kept on the device: checkout steps and the account hold personal data and must
 * be current; sign-on and one-time links make no sense replayed.
 */
const NEVER_KEPT = /^\/(?:th|en)\/(?:checkout|customer|sso|newsletter|reset-password|adyen-direct)(?:\/|$)/;

/** Sent by the window with `page` to have the worker keep a page it did not see loading. */
export const KEEP_HEADER = 'x-talat-keep';

export function isKeptPage(pathname: string): boolean {
  return /^\/(?:th|en)(?:\/|$)/.test(pathname) && !NEVER_KEPT.test(pathname);
}

/** The offline page for a request: the path's language, else the default (every shop page has one). */
export function offlineLang(pathname: string): OfflineLang {
  const first = pathname.split('/')[1];
  return (LANGS as readonly string[]).includes(first ?? '') ? (first as OfflineLang) : DEFAULT_LANG;
}

export function offlinePageUrl(lang: OfflineLang): string {
  return `/offline.html?lang=${lang}`;
}

/**
 * The cache key of a kept page: its URL plus the currency and country it was shown in (from
 * the cookies), so a page kept in baht is not shown to a shopper who switched to pounds.
 */
export function keptPageKey(url: string, currency: string | null | undefined, country: string | null | undefined): string {
  const key = new URL(url);
  key.searchParams.delete('_rsc');
  if (currency) key.searchParams.set('__currency', currency);
  if (country) key.searchParams.set('__country', country);
  return key.href;
}
