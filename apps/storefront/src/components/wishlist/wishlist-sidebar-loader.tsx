'use client';

import { lazy, Suspense, useState } from 'react';
import type { Locale } from '../../lib/locale/locales';
import { useUi } from '../header/use-ui';
import type { WishlistSidebarWords } from './wishlist-words';
import { loadWishlistSidebar } from './wishlist-sidebar-code';

const WishlistSidebarDialog = lazy(() => loadWishlistSidebar().then((m) => ({ default: m.WishlistSidebarDialog })));

/** Mounts the wishlist sidebar once it is first opened (the `wishlistSidebar` UI toggle), with its code loaded then. */
export function WishlistSidebarLoader({
  locale,
  labels,
  accountHref,
}: {
  locale: Locale;
  labels: WishlistSidebarWords;
  accountHref: string;
}) {
  const open = useUi((s) => s.open.wishlistSidebar);
  const [mounted, setMounted] = useState(false);
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <WishlistSidebarDialog locale={locale} labels={labels} accountHref={accountHref} />
    </Suspense>
  );
}
