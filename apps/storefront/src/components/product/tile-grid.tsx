'use client';

import type { MouseEvent, ReactNode } from 'react';
import { notifications } from '../../lib/ui/notifications';
import { addAndOpenCart } from './add-and-open-cart';
import { ADD_TO_CART_ATTRIBUTE } from './tile-add-attribute';

/**
 * A grid of product tiles with one client component for all their add-to-cart buttons: the
 * tiles are rendered on the server, and a click on a tile's button (`data-add-to-cart` = SKU)
 * bubbles to this list, which adds one unit and opens the cart sidebar. The button is disabled
 * and busy while it adds. One island per grid instead of one per tile: less script to hydrate on
 * the pages with the most tiles. A click before hydration is replayed by React once it hydrates.
 */
export function TileGrid({ locale, added, failed, children }: {
  locale: string;
  /** What the notification says once the product is in the cart, and when it could not be added. */
  added: string;
  failed: string;
  children: ReactNode;
}) {
  async function onClick(event: MouseEvent<HTMLUListElement>) {
    const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${ADD_TO_CART_ATTRIBUTE}]`) : null;
    const sku = button?.getAttribute(ADD_TO_CART_ATTRIBUTE);
    if (!button || !sku || button.disabled || !event.currentTarget.contains(button)) return;
    button.disabled = true;
    button.setAttribute('aria-busy', 'true');
    try {
      const problem = await addAndOpenCart([{ sku, quantity: 1 }], locale, { added, failed });
      if (problem) notifications.add({ type: 'error', message: problem });
    } finally {
      button.disabled = false;
      button.removeAttribute('aria-busy');
    }
  }

  return (
    // The list only passes on clicks of the tiles' own buttons, which are keyboard-operable.
    <ul className="product-grid" onClick={onClick}>
      {children}
    </ul>
  );
}
