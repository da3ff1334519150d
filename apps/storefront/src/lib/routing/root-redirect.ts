import type { Locale } from '../locale/locales';

/**
 * The configured root redirect (spec section 2, ROOT_REDIRECT): where a request for `/` goes
 * instead of the language's home page, or null for any other path or when none is configured.
 * A shop path is served in the language the shopper was detected to read.
 */
export function rootRedirectLocation(pathname: string, target: string | undefined, locale: Locale): string | null {
  if (!target || pathname !== '/') return null;
  if (/^https?:\/\//.test(target)) return target;
  return /^\/([?#]|$)/.test(target) ? `/${locale}${target.slice(1)}` : `/${locale}${target}`;
}
