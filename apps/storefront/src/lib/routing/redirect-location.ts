import type { RedirectRoute } from '@talat/commerce/types';
import type { Locale } from '../locale/locales';

/**
 * Where a redirect rule sends the shopper: an internal target in the shopper's language
 * (`/kits/home-kit` -> `/th/kits/home-kit`, query and fragment kept), an external one as it is.
 */
export function redirectLocation(route: RedirectRoute, locale: Locale): string {
  if (route.external) return route.target;
  const target = route.target.startsWith('/') ? route.target : `/${route.target}`;
  // The home page is `/th`, not `/th/`.
  return /^\/([?#]|$)/.test(target) ? `/${locale}${target.slice(1)}` : `/${locale}${target}`;
}
