'use client';

import { useState } from 'react';
import { notifications } from '../../lib/ui/notifications';
import { addAndOpenCart } from './add-and-open-cart';

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
    const problem = await addAndOpenCart([{ sku, quantity: 1 }], locale, labels);
    if (problem) notifications.add({ type: 'error', message: problem });
    setBusy(false);
  }

  return (
    <button type="button" className="button product-tile__add" onClick={add} disabled={busy} aria-busy={busy}>
      {labels.add}
      <span className="sr-only">: {name}</span>
    </button>
  );
}
