'use client';

import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { Locale } from '../../lib/locale/locales';
import { useUi } from '../header/use-ui';
import type { CartSidebarWords } from './cart-words';
import { loadCartSidebar } from './cart-sidebar-code';
import { CART_SIDEBAR_ID } from './cart-sidebar-id';

const CartSidebarDialog = lazy(() => loadCartSidebar().then((m) => ({ default: m.CartSidebarDialog })));

/**
 * Mounts the cart sidebar once it is first opened, with its code loaded then (cart-sidebar-code.ts).
 * It follows focus from the start, so that closing the sidebar can return focus to the control
 * that opened it even when that control was disabled meanwhile (an add-to-cart button while it adds).
 */
export function CartSidebarLoader({
  locale,
  labels,
  loyaltyEnabled,
}: {
  locale: Locale;
  labels: CartSidebarWords;
  loyaltyEnabled: boolean;
}) {
  const open = useUi((s) => s.open.cartSidebar);
  const [mounted, setMounted] = useState(false);
  const lastFocused = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement && !event.target.closest(`#${CART_SIDEBAR_ID}`)) lastFocused.current = event.target;
    };
    document.addEventListener('focusin', onFocus);
    return () => document.removeEventListener('focusin', onFocus);
  }, []);

  // Once opened it stays mounted, so that closing it keeps its state and its exit focus handling.
  if (open && !mounted) setMounted(true);
  if (!mounted && !open) return null;
  return (
    <Suspense fallback={null}>
      <CartSidebarDialog locale={locale} labels={labels} loyaltyEnabled={loyaltyEnabled} lastFocused={lastFocused} />
    </Suspense>
  );
}
