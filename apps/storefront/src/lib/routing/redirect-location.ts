import type { RedirectRoute } from '@talat/commerce/types';
import type { Locale } from '../locale/locales';

/**
 * Where a redirect rule sends the shopper: an internal target in the shopper's language
 * (`/kits/home-kit` -> `/th/kits/home-kit`, query and fragment kept), an external one as it is.
 */
export function redirectLocation(route: RedirectRoute, locale: Locale): string {
  return route.external ? route.target : shopPathIn(route.target, locale);
}

/** A shop path without the language (`/kits`, `/`, `/?x=1`) in `locale` (`/th/kits`, `/th`, `/th?x=1`). */
export function shopPathIn(path: string, locale: Locale): string {
  const target = path.startsWith('/') ? path : `/${path}`;
  // The home page is `/th`, not `/th/`.
  return /^\/([?#]|$)/.test(target) ? `/${locale}${target.slice(1)}` : `/${locale}${target}`;
}
