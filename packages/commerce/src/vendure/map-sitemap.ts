import type { SitemapEntry } from '../types';
import { isRootCollection, urlPathOf } from './map-category';
import type { RawSitemapCollections, RawSitemapProducts } from './raw-types';

/**
 * The sitemap's entries from the Shop API's lists (docs/decisions/0052). A product listed nowhere
 * (visibility `none`: the gift-wrap service) has no page and is left out, as the route resolver
 * leaves it out (map-route.ts); so is the hidden root collection. A time the engine gave in a
 * form that is not a date is dropped rather than passed on to the sitemap.
 */
type RawProduct = RawSitemapProducts['products']['items'][number];
type RawCollection = RawSitemapCollections['collections']['items'][number];

function isoTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? null : time.toISOString();
}

export function productSitemapEntries(items: readonly RawProduct[]): SitemapEntry[] {
  return items
    .filter((p) => p.slug && p.customFields?.visibility !== 'none')
    .map((p) => ({ uid: p.id, path: p.slug, updated_at: isoTime(p.updatedAt) }));
}

export function collectionSitemapEntries(items: readonly RawCollection[]): SitemapEntry[] {
  return items
    .filter((c) => !isRootCollection(c))
    .map((c) => ({ uid: c.id, path: urlPathOf(c.breadcrumbs) || c.slug, updated_at: isoTime(c.updatedAt) }))
    .filter((entry) => entry.path !== '');
}
