/**
 * The storefront API's commerce methods (`/api/commerce/{method}`), one row per method. The SDK's
 * client, the route handler's method list and the cart guard are derived from this table; the
 * input schemas (contract.ts) and the answers (results.ts) are keyed by the same names, checked
 * when it compiles. Zod-free, so the SDK can use it in client bundles.
 *
 * - `post`: changes data: the SDK always POSTs it (never retried), the route refuses GET (405)
 *   and asks for the CSRF token.
 * - `cart`: how it uses the shopper's cart session (the cart guard):
 *   `none` (catalogue and reviews), `creates` (starts one: needs a fresh request signature from
 *   /api/sign-request), `reads` (uses the session when there is one, answers without it), `needs`
 *   (changes the cart: 409 NO_CART without a session).
 * - `exposed`: callable over HTTP; `false` is for the storefront's own server pages (404 to
 *   anyone else, and not in the SDK's client).
 */
export type CartSessionUse = 'none' | 'creates' | 'reads' | 'needs';

export interface CommerceMethodRow {
  post: boolean;
  cart: CartSessionUse;
  exposed: boolean;
}

const read = { post: false, cart: 'none', exposed: true } as const;
const cartChange = { post: true, cart: 'needs', exposed: true } as const;
const cartRead = { post: false, cart: 'reads', exposed: true } as const;

export const COMMERCE_METHODS = {
  getStoreConfig: read,
  getCurrencies: read,
  resolveRoute: read,
  getCategories: read,
  getCategory: read,
  getProductDetails: read,
  getProducts: read,
  searchProducts: read,
  getSearchSuggestions: read,
  getRelatedProducts: read,
  getProductReviews: read,
  createProductReview: { post: true, cart: 'none', exposed: true },
  createEmptyCart: { post: true, cart: 'creates', exposed: true },
  getCart: cartRead,
  addCartItems: cartChange,
  updateCartItem: cartChange,
  removeCartItem: cartChange,
  applyCoupon: cartChange,
  removeCoupon: cartChange,
  applyGiftCard: cartChange,
  removeGiftCard: cartChange,
  applyLoyalty: cartChange,
  removeLoyalty: cartChange,
  setGuestEmail: cartChange,
  setShippingAddress: cartChange,
  getShippingMethods: cartRead,
  setShippingMethod: cartChange,
  setBillingAddress: cartChange,
  getPaymentMethods: cartRead,
  placeOrder: cartChange,
  completeCardChallenge: cartChange,
  // The thank-you page reads the order on the server (its order-success guard), not scripts.
  getOrder: { post: false, cart: 'reads', exposed: false },
} as const satisfies Record<string, CommerceMethodRow>;

export type CommerceMethod = keyof typeof COMMERCE_METHODS;

type Where<K extends keyof CommerceMethodRow, V> = {
  [M in CommerceMethod]: (typeof COMMERCE_METHODS)[M][K] extends V ? M : never;
}[CommerceMethod];

export type CommercePostOnlyMethod = Where<'post', true>;
/** The methods the SDK's client offers (and the route answers). */
export type ExposedCommerceMethod = Where<'exposed', true>;

export function commerceMethodRow(method: string): CommerceMethodRow | undefined {
  return Object.hasOwn(COMMERCE_METHODS, method) ? COMMERCE_METHODS[method as CommerceMethod] : undefined;
}

export const COMMERCE_POST_ONLY_METHODS = (Object.keys(COMMERCE_METHODS) as CommerceMethod[]).filter(
  (m): m is CommercePostOnlyMethod => COMMERCE_METHODS[m].post,
);

export function isPostOnlyCommerceMethod(method: string): method is CommercePostOnlyMethod {
  return commerceMethodRow(method)?.post === true;
}
