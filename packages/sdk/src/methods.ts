import type { CommerceMethod } from './contract';

/**
 * Methods that change data: the SDK always POSTs them (never GET, never retried) and route
 * handlers should refuse them over GET. Zod-free, so the SDK can use it in client bundles.
 */
export const COMMERCE_POST_ONLY_METHODS = [
  'createProductReview',
  'createEmptyCart',
  'addCartItems',
  'updateCartItem',
  'removeCartItem',
  'applyCoupon',
  'removeCoupon',
  'applyGiftCard',
  'removeGiftCard',
  'applyLoyalty',
  'removeLoyalty',
  'setGuestEmail',
  'setShippingAddress',
  'setShippingMethod',
  'setBillingAddress',
  'placeOrder',
  'completeCardChallenge',
] as const satisfies readonly CommerceMethod[];

export type CommercePostOnlyMethod = (typeof COMMERCE_POST_ONLY_METHODS)[number];

export function isPostOnlyCommerceMethod(method: string): method is CommercePostOnlyMethod {
  return (COMMERCE_POST_ONLY_METHODS as readonly string[]).includes(method);
}
