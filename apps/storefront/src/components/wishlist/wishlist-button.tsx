'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { HeartPath } from './heart-path';
import { loadWishlist, wishlistStore } from '../../lib/wishlist/wishlist-store';
import { toggleWithNotice } from './toggle-with-notice';
import type { HeartWords } from './wishlist-words';

const notLoaded = { loaded: false, products: new Set<string>(), lines: null };

/**
 * The heart (spec section 2, add-to-wishlist): a toggle button whose pressed state says whether
 * the product is on the shopper's wishlist, named for the product. The page is the same for
 * every shopper; the state comes from the browser (guest) or the account (customer).
 */
export function WishlistButton({
  productUid,
  name,
  labels,
  className,
}: {
  productUid: string;
  name: string;
  labels: HeartWords;
  className?: string;
}) {
  const state = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getState, () => notLoaded);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadWishlist().catch(() => undefined);
  }, []);
  const on = state.products.has(productUid);

  async function toggle() {
    setBusy(true);
    await toggleWithNotice(productUid, name, labels);
    setBusy(false);
  }

  return (
    <button
      type="button"
      className={className ?? 'wishlist-button'}
      aria-pressed={on}
      aria-label={fillTemplate(on ? labels.remove : labels.add, { name })}
      disabled={busy || !state.loaded}
      onClick={toggle}
      data-testid="wishlist-button"
    >
      <HeartPath />
      <span className="wishlist-button__text">{labels.short}</span>
    </button>
  );
}
