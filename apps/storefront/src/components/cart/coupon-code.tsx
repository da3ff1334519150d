'use client';

import type { AppliedCoupon } from '@talat/commerce/types';
import { useState } from 'react';
import { changeCart } from '../../lib/cart/cart-store';
import type { Locale } from '../../lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import type { CartWords } from './cart-words';
import { CodeForm } from './code-form';
import { useCartChange } from './use-cart-change';
import styles from './cart.module.css';

/**
 * Coupon code: apply one (demo WELCOME10; EXPIRED5 is expired) and remove applied ones. The
 * engine says why a code was refused (invalid, expired, not for this cart) in the shopper's
 * language.
 */
export function CouponCode({
  coupons,
  locale,
  labels,
  captcha = false,
}: {
  coupons: AppliedCoupon[];
  locale: Locale;
  labels: Pick<CartWords, 'coupon' | 'genericError'>;
  /** The store's `coupon_code` captcha flag. */
  captcha?: boolean;
}) {
  const { busy, error, run } = useCartChange(labels.genericError);
  const [status, setStatus] = useState<string | null>(null);

  const apply = async (code: string, headers: Record<string, string>) => {
    setStatus(null);
    const ok = await run(() => changeCart('applyCoupon', { code, locale }, locale, { headers }));
    if (ok) setStatus(fillTemplate(labels.coupon.applied, { code: code.toUpperCase() }));
    return ok;
  };
  const remove = async (code: string) => {
    setStatus(null);
    if (await run(() => changeCart('removeCoupon', { code, locale }, locale))) setStatus(fillTemplate(labels.coupon.removed, { code }));
  };

  return (
    <div className={styles.panel} data-testid="coupon-code">
      <CodeForm
        id="coupon-code"
        label={labels.coupon.label}
        apply={labels.coupon.apply}
        required={labels.coupon.required}
        busy={busy}
        error={error}
        status={status}
        onApply={apply}
        captcha={{ flag: 'coupon_code', on: captcha }}
      />
      {coupons.length > 0 ? (
        <ul className={styles.applied} aria-label={labels.coupon.appliedList}>
          {coupons.map((c) => (
            <li key={c.code}>
              <strong>{c.code}</strong>
              <button
                type="button"
                className={styles.remove}
                aria-label={fillTemplate(labels.coupon.remove, { code: c.code })}
                disabled={busy}
                onClick={() => remove(c.code)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
