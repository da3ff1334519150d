'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { COOKIE } from '../../lib/cookies/names';
import { PAGE_KIND_ATTRIBUTE } from './remember-category';

/** Category pages carry a `data-page-kind` marker; product pages are known by their Product JSON-LD. */
export function isProductOrCategoryPage(doc: Pick<Document, 'querySelector' | 'querySelectorAll'>): boolean {
  if (doc.querySelector(`[${PAGE_KIND_ATTRIBUTE}]`)) return true;
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).some((s) =>
    /"@type"\s*:\s*"Product"/.test(s.textContent ?? ''),
  );
}

/**
 * In the default layout: clears the `s7-last-category` cookie when the shopper lands on a page
 * that is neither a product nor a category page (spec section 3).
 */
export function LastCategoryReset() {
  const pathname = usePathname();
  useEffect(() => {
    if (isProductOrCategoryPage(document)) return;
    if (!document.cookie.split(';').some((c) => c.trim().startsWith(`${COOKIE.lastCategory}=`))) return;
    document.cookie = `${COOKIE.lastCategory}=; path=/; Max-Age=0; SameSite=Lax`;
  }, [pathname]);
  return null;
}
