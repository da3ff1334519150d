import { DEFAULT_LOCALE, isLocale, LOCALE_ENTRIES, type Locale } from './locales';

/**
 * What the proxy does with a request path (spec section 2 and 4, docs/decisions/0002):
 * - `/th/...`, `/en/...`: serve, and update the locale cookie (plus the locale's default currency
 *   and country) when it differs;
 * - a first segment that looks like a locale code but is not available (`/fr/x`, `/de`, `/EN`):
 *   redirect to the same rest of the path under the default locale (or the lower-case one);
 * - no locale segment (`/`, `/about`): detect cookie, then Accept-Language, then `en`, and redirect.
 */
export type LocaleDecision =
  | { action: 'serve'; locale: Locale; cookies: Record<string, string> | null }
  /** The path cannot be decoded (`/en/%`): show the not-found page in `locale`, ask no backend. */
  | { action: 'not-found'; locale: Locale }
  | { action: 'redirect'; locale: Locale; pathname: string };

export interface LocaleRequest {
  pathname: string;
  /** Value of the locale cookie, if any. */
  cookieLocale?: string;
  acceptLanguage?: string | null;
}

export interface LocaleCookieNames {
  locale: string;
  currency: string;
  country: string;
}

/** Two or three letters, optionally a region or script (`fr`, `de-CH`, `zh-Hant`, `en_US`). */
const LOCALE_LIKE = /^[a-z]{2,3}(?:[-_][a-z0-9]{2,4})?$/i;
/** First segments that are two letters but are shop paths, not locale codes. */
const NOT_LOCALES = new Set(['cp']);

export function looksLikeLocale(segment: string): boolean {
  return LOCALE_LIKE.test(segment) && !NOT_LOCALES.has(segment.toLowerCase());
}

/** The best supported locale of an Accept-Language header (q-values honoured), or null. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const { tag } of ranked) {
    const primary = tag.split(/[-_]/)[0];
    if (isLocale(primary)) return primary;
  }
  return null;
}

/** Detection order of spec section 4: cookie, browser language, fallback. */
export function detectLocale(cookieLocale: string | undefined, acceptLanguage: string | null | undefined): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  return localeFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** Cookies to write when the shopper arrives on `locale` (null when the cookie already says so). */
export function localeCookies(locale: Locale, cookieLocale: string | undefined, names: LocaleCookieNames): Record<string, string> | null {
  if (cookieLocale === locale) return null;
  const entry = LOCALE_ENTRIES[locale];
  return { [names.locale]: locale, [names.currency]: entry.defaultCurrency, [names.country]: entry.defaultCountry };
}

export function decideLocale(request: LocaleRequest, names: LocaleCookieNames): LocaleDecision {
  const segments = request.pathname.split('/').filter(Boolean);
  const first = segments[0];
  const rest = segments.slice(1).join('/');
  if (!isDecodable(request.pathname)) {
    const locale = first !== undefined && isLocale(first) ? first : detectLocale(request.cookieLocale, request.acceptLanguage);
    return { action: 'not-found', locale };
  }
  if (first !== undefined && isLocale(first)) {
    return { action: 'serve', locale: first, cookies: localeCookies(first, request.cookieLocale, names) };
  }
  if (first !== undefined && looksLikeLocale(first)) {
    const lower = first.toLowerCase().replace('_', '-').split('-')[0];
    const locale = isLocale(lower) ? lower : DEFAULT_LOCALE;
    return { action: 'redirect', locale, pathname: withPrefix(locale, rest) };
  }
  const locale = detectLocale(request.cookieLocale, request.acceptLanguage);
  return { action: 'redirect', locale, pathname: withPrefix(locale, segments.join('/')) };
}

function withPrefix(locale: Locale, rest: string): string {
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}

function isDecodable(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}
