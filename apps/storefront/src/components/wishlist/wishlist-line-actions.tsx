'use client';

import type { CartItemInput, WishlistLine } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { useState } from 'react';
import { errorMessage } from '../../lib/cart/cart-api';
import { addToCart } from '../../lib/cart/cart-store';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { lineToCart } from '../../lib/wishlist/line-to-cart';
import { removeFromWishlist } from '../../lib/wishlist/wishlist-store';
import { addAndOpenCart } from '../product/add-and-open-cart';
import { ui } from '../header/use-ui';
import type { WishlistLineWords } from './wishlist-words';

const notify = (message: string, tone: 'success' | 'error') => notifications.add({ type: tone, message });

/**
 * One wishlist line's actions: move it to the cart (one unit; it leaves the wishlist once the
 * cart took it), or choose its options on the product page when it needs them; and remove it.
 * In the sidebar the list follows the browser's wishlist store and a move opens the cart; on
 * My Account's page (`reload`) the page loads again and says what was done.
 */
export function WishlistLineActions({
  line,
  locale,
  labels,
  reload = false,
  announce = notify,
}: {
  line: WishlistLine;
  locale: Locale;
  labels: WishlistLineWords;
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

  /** Into the cart: null, or the shopper's words for why not (the engine's, in their language). */
  async function addLine(item: CartItemInput): Promise<string | null> {
    if (!reload) {
      // The cart sidebar takes over from the wishlist's.
      ui.close('wishlistSidebar');
      return addAndOpenCart([item], locale, { added: fillTemplate(labels.moved, { name }), failed: labels.addFailed });
    }
    try {
      const result = await addToCart([item], locale);
      return result.ok ? null : result.error.message || labels.addFailed;
    } catch (error) {
      return errorMessage(error, labels.addFailed);
    }
  }

  /** Off the list: whether it left. */
  const takeOff = () =>
    removeFromWishlist(product.uid).then(
      (outcome) => outcome === 'removed',
      () => false,
    );

  async function move() {
    if (!input) return;
    setBusy(true);
    const problem = await addLine(input);
    if (problem) announce(problem, 'error');
    // In the cart but still on the list: say so, and leave the page as it is.
    else if (!(await takeOff())) announce(labels.failed, 'error');
    else if (reload) return reloadWith('moved');
    setBusy(false);
  }

  async function remove() {
    setBusy(true);
    if (!(await takeOff())) announce(labels.failed, 'error');
    else if (reload) return reloadWith('removed');
    else announce(fillTemplate(labels.removed, { name }), 'success');
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
        {labels.removeShort}
        <span className="sr-only">: {name}</span>
      </button>
    </p>
  );
}
