import { parseRoutePath, type RoutePath } from '../route-path';
import type { Route } from '../types';
import { urlPathOf } from './map-category';
import type { RawRouteMatch } from './raw-types';

export { parseRoutePath, type RoutePath };

/** Only what the shopper can be sent to: a shop path (not `//host`) or an http(s) URL. */
function redirectOf(raw: RawRouteMatch['urlRedirect']): Route | null {
  if (!raw) return null;
  const status = raw.status === 301 ? 301 : 302;
  if (raw.external) {
    try {
      const url = new URL(raw.target);
      if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    } catch {
      return null;
    }
    return { type: 'REDIRECT', status, target: raw.target, external: true };
  }
  if (!raw.target.startsWith('/') || raw.target.startsWith('//') || raw.target.includes('\\')) return null;
  return { type: 'REDIRECT', status, target: raw.target, external: false };
}

/**
 * A redirect rule for the whole path comes first: the shop manager saved it on purpose, also
 * over a product or collection that still exists. Then a product answers a bare slug (products live at `/{lang}/{url_key}`), unless it is listed
 * nowhere (visibility `none`, Magento's "not visible individually": the gift-wrap service, bought
 * from the cart only), which has no page of its own. A collection answers its full url_path
 * (`kits/home-kit`) or its bare slug. Anything else is not found.
 */
export function mapRoute(route: RoutePath, raw: RawRouteMatch): Route | null {
  const redirect = redirectOf(raw.urlRedirect);
  if (redirect) return redirect;
  const bare = route.segments.length === 1;
  if (raw.product && bare && raw.product.customFields?.visibility !== 'none') {
    return {
      type: 'PRODUCT',
      uid: raw.product.id,
      sku: raw.product.variants[0]?.sku ?? '',
      url_key: raw.product.slug,
    };
  }
  if (raw.collection) {
    const urlPath = urlPathOf(raw.collection.breadcrumbs) || raw.collection.slug;
    if (bare || route.path === urlPath) {
      return { type: 'CATEGORY', uid: raw.collection.id, url_path: urlPath };
    }
  }
  return null;
}
