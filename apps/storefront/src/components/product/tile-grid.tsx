'use client';

import { useEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';
import { loadWishlist, wishlistStore } from '../../lib/wishlist/wishlist-store';
import { toggleWithNotice } from '../wishlist/toggle-with-notice';
import type { HeartWords } from '../wishlist/wishlist-words';
import { addAndOpenCart } from './add-and-open-cart';
import { ADD_TO_CART_ATTRIBUTE, WISHLIST_ATTRIBUTE } from './tile-add-attribute';

function buttonOf(event: MouseEvent<HTMLUListElement>, attribute: string): HTMLButtonElement | null {
  const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${attribute}]`) : null;
  return button && !button.disabled && event.currentTarget.contains(button) ? button : null;
}

async function busyWhile(button: HTMLButtonElement, work: () => Promise<void>) {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    await work();
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}

/**
 * A grid of product tiles with one client component for all their buttons: the tiles are
 * rendered on the server, and a click on a tile's add-to-cart button (`data-add-to-cart` = SKU)
 * or heart (`data-wishlist` = product uid) bubbles to this list. Add-to-cart adds one unit and
 * opens the cart sidebar; the heart adds to or removes from the wishlist, and every heart of the
 * grid follows the wishlist store (pressed state and name). One island per grid instead of one
 * per tile: less script to hydrate on the pages with the most tiles. A click before hydration is
 * replayed by React once it hydrates.
 */
export function TileGrid({
  locale,
  addToCart,
  wishlist,
  children,
}: {
  locale: string;
  /** What add-to-cart's notification says once the product is in the cart, and when it could not be added. */
  addToCart?: { added: string; failed: string };
  wishlist?: HeartWords;
  children: ReactNode;
}) {
  const list = useRef<HTMLUListElement>(null);
  const paintHearts = useRef<(() => void) | null>(null);
  const addTemplate = wishlist?.add;
  const removeTemplate = wishlist?.remove;

  // After every render: tiles the server sent since (a filter, the next page) get their state too.
  useEffect(() => paintHearts.current?.());

  useEffect(() => {
    if (addTemplate === undefined || removeTemplate === undefined) return;
    const paint = () => {
      const { loaded, products } = wishlistStore.getState();
      for (const heart of list.current?.querySelectorAll<HTMLButtonElement>(`button[${WISHLIST_ATTRIBUTE}]`) ?? []) {
        const on = products.has(heart.getAttribute(WISHLIST_ATTRIBUTE) ?? '');
        heart.setAttribute('aria-pressed', String(on));
        heart.setAttribute('aria-label', fillTemplate(on ? removeTemplate : addTemplate, { name: heart.dataset.name ?? '' }));
        // Usable once the list is known; a heart busy with its own change stays disabled until it is done.
        if (loaded && !heart.hasAttribute('aria-busy')) heart.disabled = false;
      }
    };
    paintHearts.current = paint;
    const stop = wishlistStore.subscribe(paint);
    paint();
    loadWishlist().catch(() => undefined);
    return () => {
      paintHearts.current = null;
      stop();
    };
  }, [addTemplate, removeTemplate]);

  async function onClick(event: MouseEvent<HTMLUListElement>) {
    const add = addToCart ? buttonOf(event, ADD_TO_CART_ATTRIBUTE) : null;
    const sku = add?.getAttribute(ADD_TO_CART_ATTRIBUTE);
    if (add && sku && addToCart) {
      await busyWhile(add, async () => {
        const problem = await addAndOpenCart([{ sku, quantity: 1 }], locale, addToCart);
        if (problem) notifications.add({ type: 'error', message: problem });
      });
      return;
    }
    const heart = wishlist ? buttonOf(event, WISHLIST_ATTRIBUTE) : null;
    const uid = heart?.getAttribute(WISHLIST_ATTRIBUTE);
    if (!heart || !uid || !wishlist) return;
    await busyWhile(heart, () => toggleWithNotice(uid, heart.dataset.name ?? '', wishlist));
  }

  return (
    // The list only passes on clicks of the tiles' own buttons, which are keyboard-operable.
    <ul ref={list} className="product-grid" onClick={onClick}>
      {children}
    </ul>
  );
}
