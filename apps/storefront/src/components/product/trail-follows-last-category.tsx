'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { COOKIE, readCookie } from '../../lib/cookies/names';
import { expectedTrailCategory } from '../../lib/product/breadcrumb-category';

/**
 * A product page's breadcrumbs go through the last-visited category (spec section 3), which the
 * server reads from a cookie. A page the browser got before that cookie changed (prefetched
 * from a cached first-visit page, docs/decisions/0015) went through another one: then the page
 * asks the server again, once.
 */
export function TrailFollowsLastCategory({ via, deepest, categoryUids }: { via: string | null; deepest: string | null; categoryUids: string[] }) {
  const router = useRouter();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    if (expectedTrailCategory(categoryUids, deepest, readCookie(document.cookie, COOKIE.lastCategory)) === via) return;
    asked.current = true;
    router.refresh();
  }, [via, deepest, categoryUids, router]);
  return null;
}
