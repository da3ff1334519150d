'use client';

import { useState } from 'react';
import { errorMessage } from '../../lib/cart/cart-api';
import { addToCart } from '../../lib/cart/cart-store';
import { notifications } from '../../lib/ui/notifications';
import { ui } from '../header/use-ui';

export interface TileAddToCartLabels {
  /** "Add to cart" */
  add: string;
  added: string;
  failed: string;
}

/** One-click add of a simple product from its tile (one unit), then the cart sidebar opens. */
export function TileAddToCart({ sku, name, locale, labels }: { sku: string; name: string; locale: string; labels: TileAddToCartLabels }) {
  const [busy, setBusy] = useState(false);

  async function add() {
    if (busy) return;
    setBusy(true);
    try {
      const result = await addToCart([{ sku, quantity: 1 }], locale);
      if (result.ok) {
        notifications.add({ type: 'success', message: labels.added });
        ui.open('cartSidebar');
      } else {
        notifications.add({ type: 'error', message: result.error.message || labels.failed });
      }
    } catch (error) {
      notifications.add({ type: 'error', message: errorMessage(error, labels.failed) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button product-tile__add" onClick={add} disabled={busy} aria-busy={busy}>
      {labels.add}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
