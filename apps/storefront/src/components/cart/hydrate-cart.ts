import type { Cart } from '@talat/commerce/types';
import { cartStore } from '../../lib/cart/cart-store';

/**
 * Puts a cart the server rendered into the browser's cart store (the cart page hands over
 * what it rendered, so the store starts from it instead of an empty state).
 */
export function hydrateCart(cart: Cart | null): void {
  cartStore.setState(() => ({ cart, count: cart?.total_quantity ?? 0, loaded: true }));
}
