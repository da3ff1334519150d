'use client';

import Link from '../link/shop-link';
import { useState, type RefObject } from 'react';
import { cartStore, isCartCurrent, loadCart } from '../../lib/cart/cart-store';
import { COOKIE, readCookie } from '../../lib/cookies/names';
import { localePath, type Locale } from '../../lib/locale/locales';
import { SideDialog, useSideDialog } from '../ui/side-dialog';
import type { CartSidebarWords } from './cart-words';
import { CartLines } from './cart-lines';
import { CartTotals } from './cart-totals';
import { shoppingCart } from './shopping-cart';
import { useCart } from './use-cart';
import { CART_SIDEBAR_ID } from './cart-sidebar-id';
import styles from './cart.module.css';

/**
 * The cart sidebar: a modal dialog opened by the `cartSidebar` UI toggle (add-to-cart opens it;
 * its exclusions close the menus and pickers), mounted when first opened (cart-sidebar-loader.tsx).
 * On opening it takes focus and loads the cart unless the browser's copy is current. Escape, the
 * close button or a click beside it close it and focus goes back where it was.
 */
export function CartSidebarDialog({
  locale,
  labels,
  loyaltyEnabled,
  lastFocused,
}: {
  locale: Locale;
  labels: CartSidebarWords;
  loyaltyEnabled: boolean;
  /**
   * The element that last had focus outside the sidebar (kept by cart-sidebar-loader.tsx): a
   * button that opens the sidebar may be disabled meanwhile (add-to-cart while it adds), which
   * drops focus to the page; focus then goes back there.
   */
  lastFocused: RefObject<HTMLElement | null>;
}) {
  const { cart: storeCart, loaded } = useCart();
  const [failed, setFailed] = useState(false);
  const dialog = useSideDialog('cartSidebar', {
    fallbackFocus: lastFocused,
    onOpen: () => {
      setFailed(false);
      // After an add the store holds the engine's answer already: load only a stale cart.
      if (isCartCurrent(cartStore.getState(), readCookie(document.cookie, COOKIE.currency))) return;
      loadCart(true).catch((error: unknown) => {
        console.error('The cart could not be loaded', error);
        setFailed(true);
      });
    },
  });

  const { close } = dialog;
  const cart = shoppingCart(storeCart);
  const items = cart?.items ?? [];
  let body;
  let actions;
  if (!loaded) {
    body = failed ? (
      <p role="alert">{labels.loadError}</p>
    ) : (
      <p role="status" className={styles.meta}>
        {labels.loading}
      </p>
    );
  } else if (!cart || items.length === 0) {
    body = (
      <div className={styles.empty} data-testid="cart-sidebar-empty">
        <p>{labels.empty}</p>
        <Link href={localePath(locale)} className="button" onClick={close}>
          {labels.continue}
        </Link>
      </div>
    );
  } else {
    body = (
      <>
        <CartLines items={items} locale={locale} labels={labels} label={labels.lines} compact onRemoved={dialog.focusClose} />
        <CartTotals cart={cart} locale={locale} labels={labels.totals} loyaltyEnabled={loyaltyEnabled} short />
      </>
    );
    actions = (
      <>
        <Link href={localePath(locale, 'cart')} className="button button--secondary" onClick={close}>
          {labels.sidebar.viewCart}
        </Link>
        <Link href={localePath(locale, 'checkout/secure')} className="button" onClick={close}>
          {labels.sidebar.checkout}
        </Link>
      </>
    );
  }

  return (
    <SideDialog dialog={dialog} id={CART_SIDEBAR_ID} title={labels.sidebar.title} closeLabel={labels.sidebar.close} actions={actions}>
      {body}
    </SideDialog>
  );
}
