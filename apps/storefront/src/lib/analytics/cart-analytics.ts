import type { Cart, CartItemInput } from '@talat/commerce/types';
import { cartCountOfCookie } from '../cart/cookie-count';
import { COOKIE, readCookie } from '../cookies/names';
import { cartChangeEvents, emptyCartLike } from './cart-events';
import { pushEcommerce } from './data-layer';

/** The cart changes that add to or take from the lines. */
const LINE_CHANGES = new Set(['addCartItems', 'updateCartItem', 'removeCartItem']);

/** What the browser knows of the cart before a change: its lines, none, or it cannot tell. */
export type CartBaseline = Cart | 'empty' | null;

/**
 * Taken before the change is sent (the answer's cookie counts the new cart): the store's cart
 * when loaded, else empty when the cart cookie counts no items, else unknown.
 */
export function cartBaseline(store: { cart: Cart | null; loaded: boolean }): CartBaseline {
  if (store.loaded) return store.cart ?? 'empty';
  if (typeof document === 'undefined') return null;
  return cartCountOfCookie(readCookie(document.cookie, COOKIE.cart)) === 0 ? 'empty' : null;
}

/** Pushes `add_to_cart` / `remove_from_cart` for a change the engine took; never in the way of the cart. */
export function reportCartChange(method: string, input: unknown, baseline: CartBaseline, after: Cart): void {
  if (!LINE_CHANGES.has(method) || typeof window === 'undefined') return;
  try {
    const before = baseline === 'empty' ? emptyCartLike(after) : baseline;
    const adds = method === 'addCartItems' ? ((input as { items?: CartItemInput[] }).items ?? []) : [];
    for (const event of cartChangeEvents(before, after, adds)) pushEcommerce(event);
  } catch (error) {
    console.error('A cart event could not be pushed to the data layer', error);
  }
}
