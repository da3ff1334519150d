import type { CategorySummary } from '@talat/commerce/types';

function depth(category: CategorySummary): number {
  return category.url_path.split('/').filter(Boolean).length;
}

/** Longer values of the last-category cookie are not a category uid and are ignored. */
export const MAX_CATEGORY_UID_LENGTH = 64;

function usableLast(lastCategoryUid: string | undefined): string | undefined {
  return lastCategoryUid && lastCategoryUid.length <= MAX_CATEGORY_UID_LENGTH ? lastCategoryUid : undefined;
}

/**
 * The category a product page's breadcrumbs go through (spec section 3): the last-visited
 * category when the product belongs to it, else the product's deepest category (first by
 * position on a tie), or null for a product in no category.
 */
export function breadcrumbCategory(categories: readonly CategorySummary[], cookieValue: string | undefined): CategorySummary | null {
  const lastCategoryUid = usableLast(cookieValue);
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

/**
 * The same choice from what a product page tells the browser (its categories' uids and the
 * deepest one), so that a page rendered for another last-category cookie can see that its
 * breadcrumbs went through the wrong category.
 */
export function expectedTrailCategory(categoryUids: readonly string[], deepestUid: string | null, cookieValue: string | undefined): string | null {
  const last = usableLast(cookieValue);
  return last && categoryUids.includes(last) ? last : deepestUid;
}
