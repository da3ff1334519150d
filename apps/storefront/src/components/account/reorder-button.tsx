'use client';

import type { Messages } from '@/i18n/messages';
import type { CartItem } from '@talat/commerce/types';
import { useState } from 'react';
import { failureText } from '../../lib/account/account-api';
import { inBatches, REORDER_LIMITS, reorderItems } from '../../lib/account/reorder';
import { cartMutation } from '../../lib/cart/cart-api';
import { localePath, type Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { notifications } from '../../lib/ui/notifications';

/** "Buy again"'s words of the catalogue's `myAccount` subtree (`reorderFailed` with `{reason}`). */
export type ReorderWords = Pick<Messages['myAccount']['orders'], 'reorder' | 'reordering' | 'reorderFailed'> & {
  errors: Pick<Messages['myAccount']['errors'], 'generic'>;
};

/** "Buy again": the order's lines go back into the cart, then the cart page opens. */
export function ReorderButton({ locale, items, labels }: { locale: Locale; items: CartItem[]; labels: ReorderWords }) {
  const [busy, setBusy] = useState(false);

  async function reorder() {
    setBusy(true);
    try {
      for (const batch of inBatches(reorderItems(items), REORDER_LIMITS.itemsPerCall)) {
        const result = await cartMutation('addCartItems', { items: batch, locale }, locale);
        if (!result.ok) {
          notifications.add({ type: 'error', message: fillTemplate(labels.reorderFailed, { reason: result.error.message }) });
          setBusy(false);
          return;
        }
      }
      window.location.assign(localePath(locale, 'cart'));
    } catch (error) {
      notifications.add({ type: 'error', message: failureText(error, labels.errors.generic) });
      setBusy(false);
    }
  }

  return (
    <button type="button" className="button" onClick={reorder} disabled={busy} aria-busy={busy || undefined} data-testid="reorder">
      {busy ? labels.reordering : labels.reorder}
    </button>
  );
}
