import type { Route } from '../types';
import { urlPathOf } from './map-category';
import type { RawRouteMatch } from './raw-types';

const MAX_PATH_LENGTH = 512;
const MAX_SEGMENTS = 8;
const SEGMENT = /^[a-z0-9][a-z0-9-]{0,199}$/i;

export interface RoutePath {
  /** The path without leading or trailing slashes, e.g. `kits/home-kit`. */
  path: string;
  segments: string[];
  /** The last segment: the slug looked up in the engine. */
  slug: string;
}

/**
 * Guards a path before any request: null when empty, too long, too deep, or when a segment
 * is not a slug (letters, digits and hyphens, not starting with a hyphen).
 */
export function parseRoutePath(input: unknown): RoutePath | null {
  if (typeof input !== 'string' || input.length > MAX_PATH_LENGTH) return null;
  const path = input.replace(/^\/+|\/+$/g, '');
  if (!path) return null;
  const segments = path.split('/');
  if (segments.length > MAX_SEGMENTS || !segments.every((s) => SEGMENT.test(s))) return null;
  const slug = segments.at(-1);
  return slug ? { path, segments, slug } : null;
}

/**
 * A product answers a bare slug (products live at `/{lang}/{url_key}`), unless it is listed
 * nowhere (visibility `none`, Magento's "not visible individually": the gift-wrap service, bought
 * from the cart only), which has no page of its own. A collection answers its full url_path
 * (`kits/home-kit`) or its bare slug. Anything else is not found.
 */
export function mapRoute(route: RoutePath, raw: RawRouteMatch): Route | null {
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
