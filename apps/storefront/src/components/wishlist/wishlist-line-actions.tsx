'use client';

import type { WishlistLine } from '@talat/commerce/types';
import Link from 'next/link';
import { useState } from 'react';
import { errorMessage } from '../../lib/cart/cart-api';
import { addToCart } from '../../lib/cart/cart-store';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '../../lib/product/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { lineToCart } from '../../lib/wishlist/line-to-cart';
import { removeFromWishlist } from '../../lib/wishlist/wishlist-store';
import { addAndOpenCart } from '../product/add-and-open-cart';
import { ui } from '../header/use-ui';
import type { WishlistLineLabels } from './wishlist-labels';

const notify = (message: string, tone: 'success' | 'error') => notifications.add({ type: tone, message });

/**
 * One wishlist line's actions: move it to the cart (one unit; it leaves the wishlist once the
 * cart took it), or choose its options on the product page when it needs them; and remove it.
 * In the sidebar the list follows the browser's wishlist store and a move opens the cart; on
 * My Account's page (`reload`) the page loads again and says what was done.
 */
export function WishlistLineActions({ line, locale, labels, reload = false, announce = notify }: {
  line: WishlistLine;
  locale: Locale;
  labels: WishlistLineLabels;
  reload?: boolean;
  /** Says what happened; in the sidebar, inside the dialog (the page's notifications are behind it). */
  announce?: (message: string, tone: 'success' | 'error') => void;
}) {
  const [busy, setBusy] = useState(false);
  const { product } = line;
  const name = product.name;
  const input = lineToCart(line);

  function reloadWith(done: 'moved' | 'removed') {
    // The page's other parameters (its view) stay.
    const url = new URL(window.location.href);
    url.searchParams.set('done', done);
    window.location.assign(url.href);
  }

  async function move() {
    if (!input) return;
    setBusy(true);
    try {
      if (reload) {
        const result = await addToCart([input], locale);
        if (!result.ok) throw new Error(result.error.message || labels.cartFailed);
      } else {
        // The cart sidebar takes over from the wishlist's.
        ui.close('wishlistSidebar');
        const problem = await addAndOpenCart([input], locale, { added: fillTemplate(labels.moved, { name }), failed: labels.cartFailed });
        if (problem) throw new Error(problem);
      }
      const outcome = await removeFromWishlist(product.uid);
      // In the cart but still on the list: say so, and leave the page as it is.
      if (outcome !== 'removed') announce(labels.failed, 'error');
      else if (reload) return reloadWith('moved');
    } catch (error) {
      announce(error instanceof Error && error.message ? error.message : errorMessage(error, labels.cartFailed), 'error');
    }
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    try {
      const outcome = await removeFromWishlist(product.uid);
      if (outcome !== 'removed') throw new Error(labels.failed);
      if (reload) return reloadWith('removed');
      announce(fillTemplate(labels.removed, { name }), 'success');
    } catch {
      announce(labels.failed, 'error');
    }
    setBusy(false);
  }

  return (
    <p className="wishlist-line__actions">
      {input ? (
        <button type="button" className="button" disabled={busy} aria-busy={busy || undefined} onClick={move}>
          {labels.moveToCart}
          <span className="sr-only">: {name}</span>
        </button>
      ) : (
        <Link className="button button--secondary" href={localePath(locale, product.url_key)}>
          {labels.choose}
          <span className="sr-only">: {name}</span>
        </Link>
      )}
      <button type="button" className="link-button" disabled={busy} onClick={remove}>
        {labels.remove}
        <span className="sr-only">: {name}</span>
      </button>
    </p>
  );
}
