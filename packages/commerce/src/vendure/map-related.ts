import type { ProductSummary } from '../types';
import { isRootCollection } from './map-category';
import { MAX_PAGE_SIZE } from './map-search';
import type { RawCollectionRef } from './raw-types';

export const DEFAULT_RELATED_LIMIT = 8;

/** How many related products to return: default 8, whole, 0 up to one less than a search page. */
export function relatedLimitOf(limit: number | undefined): number {
  if (typeof limit !== 'number' || Number.isNaN(limit)) return DEFAULT_RELATED_LIMIT;
  return Math.min(MAX_PAGE_SIZE - 1, Math.max(0, Math.trunc(limit)));
}

/** Levels below the hidden root: 1 for a top-level collection, 2 for its child, ... */
function depthOf(collection: RawCollectionRef): number {
  const crumbs = collection.breadcrumbs.filter((c) => !isRootCollection(c));
  return crumbs.length > 0 ? crumbs.length : 1;
}

/**
 * The product's most specific collection: the deepest one; among equally deep ones the
 * lowest position, then the lowest id, so the choice does not depend on the engine's order.
 */
export function deepestCollectionId(collections: readonly RawCollectionRef[]): string | null {
  const visible = collections.filter((c) => !isRootCollection(c));
  const sorted = [...visible].sort(
    (a, b) => depthOf(b) - depthOf(a) || a.position - b.position || a.id.localeCompare(b.id, 'en', { numeric: true }),
  );
  return sorted[0]?.id ?? null;
}

/** Products of the collection without the product itself, at most `limit`. */
export function relatedFrom(items: readonly ProductSummary[], productUid: string, limit: number): ProductSummary[] {
  return items.filter((p) => p.uid !== productUid).slice(0, limit);
}
