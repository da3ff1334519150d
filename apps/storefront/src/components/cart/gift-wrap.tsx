'use client';

import type { CartItem } from '@talat/commerce/types';
import { useState } from 'react';
import { addToCart, changeCart } from '../../lib/cart/cart-store';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { useCartChange } from './use-cart-change';
import styles from './cart.module.css';

/** The cart line of the gift wrap product, if the cart has one. */
export function giftWrapLine(items: CartItem[], sku: string): CartItem | undefined {
  return items.find((item) => item.product.sku === sku || item.configured_variant?.sku === sku);
}

/**
 * "Gift wrap this order (+price)" (store config `giftwrap_enabled`): checking it adds the
 * `giftwrap_sku` product to the cart, unchecking removes that line. `price` is formatted by the
 * server, in the shopper's currency.
 */
export function GiftWrap({
  sku,
  price,
  items,
  locale,
  labels,
}: {
  sku: string;
  price: string;
  items: CartItem[];
  locale: Locale;
  labels: Pick<CartWords, 'giftWrap' | 'genericError'>;
}) {
  const { busy, error, run } = useCartChange(labels.genericError);
  const [status, setStatus] = useState<string | null>(null);
  // The box shows the shopper's choice at once; the cart the engine answers decides after.
  const [intent, setIntent] = useState<boolean | null>(null);
  const line = giftWrapLine(items, sku);

  const onChange = async (checked: boolean) => {
    setStatus(null);
    setIntent(checked);
    const ok = checked
      ? await run(() => addToCart([{ sku, quantity: 1 }], locale))
      : line
        ? await run(() => changeCart('removeCartItem', { uid: line.uid, locale }, locale))
        : true;
    setIntent(null);
    if (ok) setStatus(checked ? labels.giftWrap.added : labels.giftWrap.removed);
  };

  return (
    <div className={styles.giftWrap} data-testid="gift-wrap">
      <label>
        <input
          type="checkbox"
          checked={intent ?? line !== undefined}
          disabled={busy}
          aria-describedby="gift-wrap-error"
          onChange={(event) => onChange(event.target.checked)}
        />
        {fillTemplate(labels.giftWrap.label, { price })}
      </label>
      <p id="gift-wrap-error" className={styles.error} role="alert">
        {error}
      </p>
      <p className={styles.success} role="status">
        {status}
      </p>
    </div>
  );
}
