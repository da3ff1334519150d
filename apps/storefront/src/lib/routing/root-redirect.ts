import type { Locale } from '../locale/locales';
import { shopPathIn } from './redirect-location';

/**
 * The configured root redirect (spec section 2, ROOT_REDIRECT): where a request for `/` goes
 * instead of the language's home page, or null for any other path or when none is configured.
 * A shop path is served in the language the shopper was detected to read.
 */
export function rootRedirectLocation(pathname: string, target: string | undefined, locale: Locale): string | null {
  if (!target || pathname !== '/') return null;
  return /^https?:\/\//.test(target) ? target : shopPathIn(target, locale);
}
