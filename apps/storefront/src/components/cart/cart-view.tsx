'use client';

import type { Cart } from '@talat/commerce/types';
import Link from '../link/shop-link';
import { useEffect, useRef } from 'react';
import { loadCart } from '../../lib/cart/cart-store';
import { localePath, type Locale } from '../../lib/locale/locales';
import type { CartWords } from './cart-words';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { CouponCode } from './coupon-code';
import { GiftCardCode } from './gift-card-code';
import { LoyaltyPoints } from './loyalty-points';
import { GiftWrap } from './gift-wrap';
import { hydrateCart } from './hydrate-cart';
import { shoppingCart } from './shopping-cart';
import { useCart } from './use-cart';
import styles from './cart.module.css';

export interface CartViewOptions {
  giftCardEnabled: boolean;
  loyaltyEnabled: boolean;
  /** The gift wrap product and its price, formatted by the server; null: none offered. */
  giftWrap: { sku: string; price: string } | null;
  /** The store's captcha flags for the code fields (store config `captcha`). */
  captcha?: { coupon_code: boolean; giftcard: boolean };
}

/**
 * The cart page's interactive part. It starts from the cart the server rendered (no flash) and
 * hands it to the cart store; every server render (a visit, the refresh after a currency switch)
 * brings the cart as it is now, so the browser loads it itself only when the server could not.
 * Lines, gift wrap, coupon, gift card, totals and the checkout link.
 */
export function CartView({
  initialCart,
  serverError,
  locale,
  labels,
  options,
}: {
  initialCart: Cart | null;
  serverError: boolean;
  locale: Locale;
  labels: CartWords;
  options: CartViewOptions;
}) {
  const state = useCart();
  const focusRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!serverError) hydrateCart(initialCart);
    else loadCart(true).catch((error: unknown) => console.error('The cart could not be loaded', error));
  }, [initialCart, serverError]);

  const cart = shoppingCart(state.loaded ? state.cart : initialCart);
  const items = cart?.items ?? [];

  if (!cart || items.length === 0) {
    return (
      <div ref={focusRef} tabIndex={-1} className={styles.empty} data-testid="cart-empty">
        {serverError && !state.loaded ? <p role="alert">{labels.loadError}</p> : <p>{labels.empty}</p>}
        <p>
          <Link href={localePath(locale)} className="button">
            {labels.continue}
          </Link>
        </p>
      </div>
    );
  }

  return (
    <div className={styles.page}>
      <div ref={focusRef} tabIndex={-1} className={styles.main}>
        <CartLines items={items} locale={locale} labels={labels} label={labels.lines} onRemoved={() => focusRef.current?.focus()} />
        {options.giftWrap ? (
          <GiftWrap sku={options.giftWrap.sku} price={options.giftWrap.price} items={items} locale={locale} labels={labels} />
        ) : null}
      </div>
      <div className={styles.summary}>
        <CouponCode coupons={cart.applied_coupons} locale={locale} labels={labels} captcha={options.captcha?.coupon_code} />
        {options.giftCardEnabled ? (
          <GiftCardCode cards={cart.applied_gift_cards} locale={locale} labels={labels} captcha={options.captcha?.giftcard} />
        ) : null}
        {options.loyaltyEnabled && cart.loyalty && cart.loyalty.balance > 0 ? (
          <LoyaltyPoints
            loyalty={cart.loyalty}
            applied={cart.prices.applied_loyalty_balance.applied_balance}
            locale={locale}
            labels={labels}
          />
        ) : null}
        <CartTotals cart={cart} locale={locale} labels={labels.totals} loyaltyEnabled={options.loyaltyEnabled} />
        <Link href={localePath(locale, 'checkout/secure')} className={`button ${styles.checkout}`}>
          {labels.checkout}
        </Link>
      </div>
    </div>
  );
}
