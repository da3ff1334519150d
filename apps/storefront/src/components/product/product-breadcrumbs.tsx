'use client';

import { COOKIE, readCookie } from '../../lib/cookies/names';
import { expectedTrailCategory } from '../../lib/product/breadcrumb-category';
import { Breadcrumbs, type Crumb } from '../category/breadcrumbs';
import { useCookieReading } from '../layout/use-cookie-reading';

/**
 * A product page's breadcrumbs (spec section 3): through the last-visited category when the
 * product is in it, else through its deepest. The server rendered the trail its request's cookie
 * chose (a kept page: none, the deepest, right for a first visit); the browser reads its own
 * `s7-last-category` cookie and shows that trail, so one kept page serves every shopper
 * (docs/decisions/0036). The trails differ only in their middle items, on one line.
 */
export function ProductBreadcrumbs({
  label,
  byCategory,
  none,
  deepest,
  via,
}: {
  label: string;
  byCategory: Record<string, Crumb[]>;
  none: Crumb[];
  deepest: string | null;
  via: string | null;
}) {
  const uids = Object.keys(byCategory);
  // The cookie is written by category pages, and a product page is opened after them.
  const chosen = useCookieReading((cookies) => expectedTrailCategory(uids, deepest, readCookie(cookies, COOKIE.lastCategory)), via);
  const items = (chosen !== null ? byCategory[chosen] : undefined) ?? none;
  return <Breadcrumbs label={label} items={items} />;
}
