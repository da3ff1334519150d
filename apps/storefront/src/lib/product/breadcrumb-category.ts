import type { CategorySummary } from '@talat/commerce/types';

function depth(category: CategorySummary): number {
  return category.url_path.split('/').filter(Boolean).length;
}

/** Longer values of the last-category cookie are not a category uid and are ignored. */
export const MAX_CATEGORY_UID_LENGTH = 64;

/** The product's deepest category (first by position on a tie), or null for a product in none. */
export function deepestCategory(categories: readonly CategorySummary[]): CategorySummary | null {
  let best: CategorySummary | null = null;
  for (const category of categories) {
    if (!best || depth(category) > depth(best) || (depth(category) === depth(best) && category.position < best.position)) best = category;
  }
  return best;
}

/**
 * The rule of spec section 3 on uids: the last-visited category (the cookie's value) when the
 * product belongs to it, else its deepest category. The browser applies it too, to what a
 * product page tells it, so that a page rendered for another cookie can see that its breadcrumbs
 * went through the wrong category.
 */
export function expectedTrailCategory(
  categoryUids: readonly string[],
  deepestUid: string | null,
  cookieValue: string | undefined,
): string | null {
  const last = cookieValue && cookieValue.length <= MAX_CATEGORY_UID_LENGTH ? cookieValue : undefined;
  return last && categoryUids.includes(last) ? last : deepestUid;
}

/** The category a product page's breadcrumbs go through (spec section 3), by the rule above. */
export function breadcrumbCategory(categories: readonly CategorySummary[], cookieValue: string | undefined): CategorySummary | null {
  const uid = expectedTrailCategory(
    categories.map((c) => c.uid),
    deepestCategory(categories)?.uid ?? null,
    cookieValue,
  );
  return categories.find((c) => c.uid === uid) ?? null;
}
