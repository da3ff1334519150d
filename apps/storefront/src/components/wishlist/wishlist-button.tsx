'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { fillTemplate } from '../../lib/product/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { loadWishlist, toggleWishlist, wishlistStore } from '../../lib/wishlist/wishlist-store';

export interface WishlistButtonLabels {
  /** Templates with `{name}`. */
  add: string;
  remove: string;
  added: string;
  removed: string;
  full: string;
  failed: string;
  short: string;
}

const notLoaded = { loaded: false, products: new Set<string>() };

/**
 * The heart (spec section 2, add-to-wishlist): a toggle button whose pressed state says whether
 * the product is on the shopper's wishlist, named for the product. The page is the same for
 * every shopper; the state comes from the browser (guest) or the account (customer).
 */
export function WishlistButton({ productUid, name, labels, className }: { productUid: string; name: string; labels: WishlistButtonLabels; className?: string }) {
  const state = useSyncExternalStore(wishlistStore.subscribe, wishlistStore.getState, () => notLoaded);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    loadWishlist().catch(() => undefined);
  }, []);
  const on = state.products.has(productUid);

  async function toggle() {
    setBusy(true);
    try {
      const outcome = await toggleWishlist({ product_uid: productUid });
      const text = outcome === 'added' ? labels.added : outcome === 'removed' ? labels.removed : outcome === 'full' ? labels.full : labels.failed;
      notifications.add({ type: outcome === 'added' || outcome === 'removed' ? 'success' : 'error', message: fillTemplate(text, { name }) });
    } catch {
      notifications.add({ type: 'error', message: labels.failed });
    } finally {
      setBusy(false);
    }
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
      <svg aria-hidden="true" focusable="false" width="20" height="20" viewBox="0 0 24 24">
        <path
          d="M12 21s-7.5-4.6-9.6-9.3C1 8.4 3 5 6.4 5c2 0 3.4 1.1 4.1 2.3h3C14.2 6.1 15.6 5 17.6 5 21 5 23 8.4 21.6 11.7 19.5 16.4 12 21 12 21z"
          fill={on ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <span className="wishlist-button__text">{labels.short}</span>
    </button>
  );
}
