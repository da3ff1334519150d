'use client';

import { useEffect } from 'react';
import { COOKIE } from '../../lib/cookies/names';

/** Marks a category page: the last-category cookie is kept there (product pages are known by their JSON-LD). */
export const PAGE_KIND_ATTRIBUTE = 'data-page-kind';

/**
 * On a category page: remembers its uid in the `s7-last-category` cookie (spec section 3), so
 * the product pages opened from it show breadcrumbs through it.
 */
export function RememberCategory({ uid, secure }: { uid: string; secure: boolean }) {
  useEffect(() => {
    document.cookie = `${COOKIE.lastCategory}=${encodeURIComponent(uid)}; path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  }, [uid, secure]);
  return <span hidden {...{ [PAGE_KIND_ATTRIBUTE]: 'category' }} />;
}
