'use client';

import type { CartLoyalty, Money } from '@talat/commerce/types';
import { useState } from 'react';
import { changeCart } from '../../lib/cart/cart-store';
import { formatPrice } from '../../lib/format/price';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { useCartChange } from './use-cart-change';
import styles from './cart.module.css';

/**
 * A signed-in customer's points (store config `loyalty_balance_enabled`): the balance and what it
 * is worth, and a switch to pay with it. Points pay after gift cards; the engine spends them
 * when the order is paid, never twice.
 */
export function LoyaltyPoints({
  loyalty,
  applied,
  locale,
  labels,
}: {
  loyalty: CartLoyalty;
  applied: Money;
  locale: Locale;
  labels: Pick<CartWords, 'loyaltyPoints' | 'genericError'>;
}) {
  const { busy, error, run } = useCartChange(labels.genericError);
  const [status, setStatus] = useState<string | null>(null);
  const worth = { value: Math.round(loyalty.balance * loyalty.point_value.value * 100) / 100, currency: loyalty.point_value.currency };
  const toggle = async () => {
    setStatus(null);
    await run(() => changeCart(loyalty.applied ? 'removeLoyalty' : 'applyLoyalty', { locale }, locale));
  };
  return (
    <section className={styles.panel} aria-labelledby="loyalty-points-title" data-testid="loyalty-points">
      <h2 id="loyalty-points-title" className={styles.sectionTitle}>
        {labels.loyaltyPoints.title}
      </h2>
      <p>
        {fillTemplate(labels.loyaltyPoints.balance, {
          points: loyalty.balance.toLocaleString(locale === 'th' ? 'th-TH' : 'en-GB'),
          value: formatPrice(worth, locale),
        })}
      </p>
      {loyalty.applied && loyalty.points_applied > 0 ? (
        <p data-testid="loyalty-applied">
          {fillTemplate(labels.loyaltyPoints.applied, { points: loyalty.points_applied, amount: formatPrice(applied, locale) })}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={toggle} disabled={busy} aria-busy={busy || undefined}>
        {loyalty.applied ? labels.loyaltyPoints.remove : labels.loyaltyPoints.use}
      </button>
      {error ? <p role="alert">{error}</p> : null}
      <p role="status">{status}</p>
    </section>
  );
}
