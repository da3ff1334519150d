import type { CategorySummary } from '@talat/commerce/types';

function depth(category: CategorySummary): number {
  return category.url_path.split('/').filter(Boolean).length;
}

/**
 * The category a product page's breadcrumbs go through (spec section 3): the last-visited
 * category when the product belongs to it, else the product's deepest category (first by
 * position on a tie), or null for a product in no category.
 */
export function breadcrumbCategory(categories: readonly CategorySummary[], lastCategoryUid: string | undefined): CategorySummary | null {
  if (lastCategoryUid) {
    const last = categories.find((c) => c.uid === lastCategoryUid);
    if (last) return last;
  }
  let best: CategorySummary | null = null;
  for (const category of categories) {
    if (!best || depth(category) > depth(best) || (depth(category) === depth(best) && category.position < best.position)) best = category;
  }
  return best;
}
