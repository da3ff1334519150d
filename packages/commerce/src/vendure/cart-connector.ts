import type { CartMethods } from '../connector';
import { vendureCartCheckout } from './cart-checkout';
import { vendureCartDiscounts } from './cart-discounts';
import { vendureCartLines } from './cart-lines';
import { vendureCartPayment } from './cart-payment';
import { createCartKit } from './cart-session';
import type { GraphqlSessionRequest } from './graphql-client';

/** What the Vendure connector adds for the cart and checkout (documented on CommerceConnector). */
export type VendureCartMethods = CartMethods;

/**
 * Cart methods on Vendure's active order, by concern: lines (cart-lines.ts), coupons, gift cards
 * and points (cart-discounts.ts), the checkout's steps (cart-checkout.ts) and payment
 * (cart-payment.ts), over one shared session kit (cart-session.ts); every request goes through `send`.
 */
export function createVendureCartMethods(send: GraphqlSessionRequest): VendureCartMethods {
  const kit = createCartKit(send);
  return { ...vendureCartLines(kit), ...vendureCartDiscounts(kit), ...vendureCartCheckout(kit), ...vendureCartPayment(kit) };
}
