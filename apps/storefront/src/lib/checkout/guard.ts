import type { Cart } from '@talat/commerce/types';
import type { CookieCartState } from '../cart/cart-cookie';

/**
 * The checkout guard (spec section 2 and 4: shipping, then payment, then thank-you). Pure: a
 * page gathers the cart state and redirects to what this answers.
 *
 * - no cart session, or nothing in the cart (or it is already an order): the cart page;
 * - a cart that needs no delivery (every item virtual, or gift cards only) skips shipping;
 * - payment needs the shipping address and method of a cart that ships.
 */
export type CheckoutStep = 'secure' | 'shipping' | 'payment';
export type CheckoutTarget = 'cart' | 'shipping' | 'payment';

export interface CheckoutGuardState {
  hasSession: boolean;
  total_quantity: number;
  is_virtual: boolean;
  is_giftcard_only: boolean;
  hasShippingAddress: boolean;
  hasShippingMethod: boolean;
  /** The cart is an order already (placed or cancelled). */
  closed: boolean;
}

export const CHECKOUT_PATHS: Record<CheckoutTarget | 'thankYou' | 'secure', string> = {
  cart: 'cart',
  secure: 'checkout/secure',
  shipping: 'checkout/shipping',
  payment: 'checkout/payment',
  thankYou: 'checkout/thank-you',
};

export function needsShipping(state: Pick<CheckoutGuardState, 'is_virtual' | 'is_giftcard_only'>): boolean {
  return !state.is_virtual && !state.is_giftcard_only;
}

/** Where the shopper must go instead of `step`, or null to show it. */
export function checkoutRedirect(step: CheckoutStep, state: CheckoutGuardState): CheckoutTarget | null {
  if (!state.hasSession || state.total_quantity <= 0 || state.closed) return 'cart';
  const ships = needsShipping(state);
  switch (step) {
    case 'secure':
      return ships ? 'shipping' : 'payment';
    case 'shipping':
      return ships ? null : 'payment';
    case 'payment':
      return ships && !(state.hasShippingAddress && state.hasShippingMethod) ? 'shipping' : null;
  }
}

/** The guard state of the readable cart cookie (enough for /checkout/secure). */
export function guardStateOfCookie(hasSession: boolean, cookie: CookieCartState): CheckoutGuardState {
  return {
    hasSession,
    total_quantity: cookie.total_quantity,
    is_virtual: cookie.is_virtual,
    is_giftcard_only: cookie.is_giftcard_only,
    hasShippingAddress: false,
    hasShippingMethod: false,
    closed: false,
  };
}

/** The guard state of the cart the engine answered (null: the session has no cart). */
export function guardStateOfCart(hasSession: boolean, cart: Cart | null): CheckoutGuardState {
  if (!cart) return { ...guardStateOfCookie(hasSession, { id: null, total_quantity: 0, is_virtual: false, is_giftcard_only: false }) };
  return {
    hasSession,
    total_quantity: cart.total_quantity,
    is_virtual: cart.is_virtual,
    is_giftcard_only: cart.is_giftcard_only,
    hasShippingAddress: cart.shipping_address !== null,
    hasShippingMethod: cart.selected_shipping_method !== null,
    closed: cart.state === 'placed' || cart.state === 'cancelled',
  };
}
