'use client';

import { useState } from 'react';
import { accountCall, failureText } from '../../lib/account/account-api';
import { fillTemplate } from '../../lib/product/fill-template';
import { notifications } from '../../lib/ui/notifications';

/** Takes one product off the customer's wishlist; the page reloads without it. */
export function WishlistRemove({ productUid, name, labels }: { productUid: string; name: string; labels: { remove: string; removeLabel: string; generic: string } }) {
  const [busy, setBusy] = useState(false);
  async function remove() {
    setBusy(true);
    try {
      const result = await accountCall('removeFromWishlist', { product_uid: productUid });
      if (result.ok) {
        window.location.assign(new URL(`?removed=${encodeURIComponent(productUid)}`, window.location.href).href);
        return;
      }
      notifications.add({ type: 'error', message: labels.generic });
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.generic) });
    }
    setBusy(false);
  }
  return (
    <button type="button" className="link-button" onClick={remove} disabled={busy} aria-label={fillTemplate(labels.removeLabel, { name })}>
      {labels.remove}
    </button>
  );
}
