import type { Cart } from '@talat/commerce/types';

/** A cart that is no longer shopping (placed or cancelled) shows as empty. */
export function shoppingCart(cart: Cart | null): Cart | null {
  return cart && cart.state !== 'placed' && cart.state !== 'cancelled' ? cart : null;
}
