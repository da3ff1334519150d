/**
 * The storefront API (`/api/{area}/{method}`; spec section 7), one row per method: its input
 * and how it is called. The SDK's client, the route handlers, their guards, the offline cart
 * queue and the answers' types are all derived from this table; a method's name is the
 * connector's (CommerceConnector), and what it answers is the connector's result
 * (api-results.ts). Adding a method: the connector interface, its implementations, one row.
 *
 * Zod-free at run time (the input is described with the parts it is handed, schema-kit.ts), so
 * client bundles read the table without the schemas.
 *
 * - `area`: the route: `commerce` (catalogue, reviews, cart and checkout), `account` (My Account,
 *   wishlist, newsletter, stock alerts) or `cms` (content pages; the content service, not the connector).
 * - `post`: changes data: the SDK always POSTs it (never retried), the route refuses GET (405)
 *   and asks for the CSRF token.
 * - `cart`: how it uses the shopper's cart session: `none`, `creates` (starts one: needs a fresh
 *   request signature from /api/sign-request), `reads` (uses the session when there is one,
 *   answers without it), `needs` (changes the cart: 409 NO_CART without a session).
 * - `owner`: whose call it is: `anyone` (no identity is passed), `shopper` (a signed-in
 *   customer's session when there is one: a review or a subscription is linked to them),
 *   `customer` (a signed-in customer, else 401 NOT_SIGNED_IN).
 * - `rateLimit`: the per-client budget it spends (the route sets each budget's size).
 * - `offline`: a cart edit the browser queues while offline and sends when the network returns.
 * - `exposed`: callable over HTTP; `false` is for the storefront's own server pages (404 to
 *   anyone else, and not in the SDK's client).
 * - `answer`: the field of the connector's result the route answers with (else all of it,
 *   without the cart session token).
 */
import type { z } from 'zod';
import { ADDRESS_LIMITS, CART_LIMITS } from './limits';
import type { SchemaKit } from './schema-kit';

export type ApiArea = 'commerce' | 'account' | 'cms';
export type CartSessionUse = 'none' | 'creates' | 'reads' | 'needs';
export type MethodOwner = 'anyone' | 'shopper' | 'customer';
export type RateLimitBudget = 'reviews' | 'codes' | 'newsletter' | 'lookups';

export interface ApiMethodRow {
  area: ApiArea;
  input: (k: SchemaKit) => z.ZodType;
  post: boolean;
  cart: CartSessionUse;
  owner: MethodOwner;
  rateLimit: RateLimitBudget | null;
  offline: boolean;
  exposed: boolean;
  answer: 'cart' | 'methods' | null;
}

const DEFAULTS = { post: false, cart: 'none', owner: 'anyone', rateLimit: null, offline: false, exposed: true, answer: null } as const;
type Given = Pick<ApiMethodRow, 'area' | 'input'> & Partial<ApiMethodRow>;

function row<const R extends Given>(given: R): Omit<typeof DEFAULTS, keyof R> & R {
  return { ...DEFAULTS, ...given } as Omit<typeof DEFAULTS, keyof R> & R;
}

type Input = Given['input'];
/** A catalogue read: anyone, GET, no session. */
const read = <I extends Input>(input: I) => row({ area: 'commerce', input });
/** A change to the shopper's cart: POST, needs the cart session. */
const cartChange = <I extends Input, const E extends Partial<ApiMethodRow> = Record<never, never>>(input: I, extra?: E) =>
  row({ area: 'commerce', input, post: true, cart: 'needs', ...(extra as E) });
/** A signed-in customer's change: POST, 401 without the customer. */
const customerChange = <I extends Input>(input: I) => row({ area: 'account', input, post: true, owner: 'customer' });

export const API_METHODS = {
  // Catalogue and reviews.
  getStoreConfig: read((k) => k.context),
  getCurrencies: read((k) => k.context),
  resolveRoute: read((k) => k.withContext({ path: k.path })),
  getCategories: read((k) => k.context),
  getCategory: read((k) => k.byUidOrKey),
  getProductDetails: read((k) => k.byUidOrKey),
  getProductBySku: read((k) => k.withContext({ sku: k.sku })),
  getProducts: read((k) => k.withContext({ ...k.listQuery, search: k.z.string().max(200).optional() })),
  searchProducts: read((k) => k.withContext({ ...k.listQuery, search: k.z.string().trim().min(1).max(200) })),
  getSearchSuggestions: read((k) =>
    k.withContext({ query: k.z.string().trim().min(1).max(100), limit: k.z.number().int().min(1).max(20).optional() }),
  ),
  getRelatedProducts: read((k) => k.withContext({ uid: k.z.string().min(1).max(64), limit: k.z.number().int().min(1).max(24).optional() })),
  getProductReviews: read((k) => k.withContext({ uid: k.z.string().min(1).max(64), ...k.page(50) })),
  createProductReview: row({ area: 'commerce', input: (k) => k.review, post: true, owner: 'shopper', rateLimit: 'reviews' }),

  // Cart and checkout: the route's cart hooks check CSRF, signature and session first.
  createEmptyCart: row({ area: 'commerce', input: (k) => k.context, post: true, cart: 'creates' }),
  getCart: row({ area: 'commerce', input: (k) => k.context, cart: 'reads', answer: 'cart' }),
  addCartItems: cartChange((k) => k.withContext({ items: k.z.array(k.cartItem).min(1).max(CART_LIMITS.itemsPerCall) }), { offline: true }),
  updateCartItem: cartChange((k) => k.withContext({ uid: k.id, quantity: k.quantity }), { offline: true }),
  removeCartItem: cartChange((k) => k.withContext({ uid: k.id }), { offline: true }),
  applyCoupon: cartChange((k) => k.withContext({ code: k.cartCode }), { rateLimit: 'codes' }),
  removeCoupon: cartChange((k) => k.withContext({ code: k.cartCode })),
  applyGiftCard: cartChange((k) => k.withContext({ code: k.cartCode }), { rateLimit: 'codes' }),
  removeGiftCard: cartChange((k) => k.withContext({ code: k.cartCode })),
  applyLoyalty: cartChange((k) => k.context),
  removeLoyalty: cartChange((k) => k.context),
  setGuestEmail: cartChange((k) =>
    k.withContext({
      email: k.z.string().trim().max(ADDRESS_LIMITS.email).pipe(k.z.email()),
      firstname: k.optionalText(ADDRESS_LIMITS.name),
      lastname: k.optionalText(ADDRESS_LIMITS.name),
    }),
  ),
  setShippingAddress: cartChange((k) => k.withContext({ address: k.cartAddress })),
  getShippingMethods: row({ area: 'commerce', input: (k) => k.context, cart: 'reads', answer: 'methods' }),
  setShippingMethod: cartChange((k) => k.withContext({ uid: k.id })),
  setBillingAddress: cartChange((k) =>
    k.z.union([k.withContext({ address: k.cartAddress }), k.withContext({ same_as_shipping: k.z.literal(true) })]),
  ),
  getPaymentMethods: row({ area: 'commerce', input: (k) => k.context, cart: 'reads', answer: 'methods' }),
  placeOrder: cartChange((k) => k.withContext({ payment: k.payment, cartId: k.id.optional() })),
  submitPaymentDetails: cartChange((k) => k.withContext({ paymentId: k.id, details: k.paymentDetails, cartId: k.id.optional() })),
  // Asked every few seconds while a QR code is being paid; a POST, as it may place the order.
  getPaymentStatus: cartChange((k) => k.withContext({ paymentId: k.id, cartId: k.id.optional() })),
  // The thank-you page reads the order on the server (its order-success guard), not scripts.
  getOrder: row({ area: 'commerce', input: (k) => k.withContext({ code: k.id }), cart: 'reads', exposed: false }),

  // "Where is my order?": the customer's order page reads its parcels on the server; a guest asks
  // with the order number and email (a POST: the email stays out of URLs; the same null whichever is wrong).
  getOrderTracking: row({ area: 'commerce', input: (k) => k.withContext({ code: k.id }), owner: 'customer', exposed: false }),
  lookupOrder: row({
    area: 'commerce',
    input: (k) =>
      k.withContext({
        number: k.z
          .string()
          .trim()
          .regex(/^[A-Za-z0-9]{6,32}$/),
        email: k.z.string().trim().max(ADDRESS_LIMITS.email).pipe(k.z.email()),
      }),
    post: true,
    rateLimit: 'lookups',
  }),

  // My Account, wishlist and newsletter.
  updateProfile: customerChange((k) =>
    k.withContext({
      firstname: k.z.string().trim().min(1).max(ADDRESS_LIMITS.name),
      lastname: k.z.string().trim().min(1).max(ADDRESS_LIMITS.name),
      telephone: k.z.string().trim().max(ADDRESS_LIMITS.telephone).nullable().optional(),
    }),
  ),
  createAddress: customerChange((k) => k.withContext(k.customerAddress)),
  updateAddress: customerChange((k) => k.withContext({ id: k.id, ...k.customerAddress })),
  deleteAddress: customerChange((k) => k.withContext({ id: k.id })),
  getOrders: row({ area: 'account', input: (k) => k.withContext(k.page(50)), owner: 'customer' }),
  getWishlist: row({ area: 'account', input: (k) => k.context, owner: 'customer' }),
  getGuestWishlist: row({ area: 'account', input: (k) => k.withContext({ items: k.wishlistItems }), post: true, owner: 'shopper' }),
  addToWishlist: customerChange((k) => k.withContext({ product_uid: k.id, variant_uid: k.id.optional() })),
  removeFromWishlist: customerChange((k) => k.withContext({ product_uid: k.id })),
  mergeWishlist: customerChange((k) => k.withContext({ items: k.wishlistItems })),
  subscribeNewsletter: row({
    area: 'account',
    input: (k) =>
      k.withContext({
        email: k.z.string().trim().max(ADDRESS_LIMITS.email),
        source: k.z.enum(['footer', 'account', 'modal', 'exit-capture']),
      }),
    post: true,
    owner: 'shopper',
    rateLimit: 'newsletter',
  }),
  confirmNewsletter: row({
    area: 'account',
    input: (k) => k.withContext({ token: k.linkToken }),
    post: true,
    owner: 'shopper',
    rateLimit: 'newsletter',
  }),
  unsubscribeNewsletter: row({
    area: 'account',
    input: (k) => k.withContext({ token: k.linkToken }),
    post: true,
    owner: 'shopper',
    rateLimit: 'newsletter',
  }),
  getCustomerNewsletter: row({ area: 'account', input: (k) => k.context, owner: 'customer' }),
  // Back in stock: a guest gives an email (double opt-in), a signed-in customer need not (one click).
  // The newsletter's budget and captcha flag: each sends email to an address the caller names.
  requestStockAlert: row({
    area: 'account',
    input: (k) => k.withContext({ variant_uid: k.id, email: k.z.string().trim().max(ADDRESS_LIMITS.email).pipe(k.z.email()).optional() }),
    post: true,
    owner: 'shopper',
    rateLimit: 'newsletter',
  }),
  confirmStockAlert: row({
    area: 'account',
    input: (k) => k.withContext({ token: k.linkToken }),
    post: true,
    rateLimit: 'newsletter',
  }),
  cancelStockAlert: row({
    area: 'account',
    input: (k) => k.withContext({ token: k.linkToken }),
    post: true,
    rateLimit: 'newsletter',
  }),
  unsubscribeCustomerNewsletter: customerChange((k) => k.context),
  // The consent banner's choice, kept for a signed-in customer (a guest's stays in their browser).
  recordConsent: customerChange((k) =>
    k.withContext({ notice_version: k.z.number().int().min(1).max(1000), analytics: k.z.boolean(), marketing: k.z.boolean() }),
  ),

  // Content pages (the content service's Storyblok shapes, cms-types.ts).
  getPage: row({
    area: 'cms',
    input: (k) =>
      k.z
        .object({
          slug: k.path.min(1).regex(/^[a-z0-9/_-]+$/i, 'Invalid slug'),
          locale: k.locale.optional(),
          version: k.contentVersion.optional(),
        })
        .strict(),
  }),
  getEntries: row({
    area: 'cms',
    input: (k) =>
      k.z
        .object({
          starts_with: k.z
            .string()
            .max(200)
            .regex(/^[a-z0-9/_-]*$/i)
            .optional(),
          by_slugs: k.z
            .string()
            .max(1000)
            .regex(/^[a-z0-9/_*,-]*$/i)
            .optional(),
          per_page: k.z.number().int().min(1).max(100).optional(),
          page: k.z.number().int().min(1).max(1000).optional(),
          locale: k.locale.optional(),
          version: k.contentVersion.optional(),
        })
        .strict(),
  }),
};

// Each row is a whole ApiMethodRow (checked here: a `satisfies` on the table would steer the rows' inference).
const rowsAreWhole: Record<string, ApiMethodRow> = API_METHODS;
void rowsAreWhole;

export type ApiMethodName = keyof typeof API_METHODS;
type Rows = typeof API_METHODS;

/** The methods of one area, or those whose row has `key` equal to `value`. */
export type MethodsWhere<K extends keyof ApiMethodRow, V> = { [M in ApiMethodName]: Rows[M][K] extends V ? M : never }[ApiMethodName];
export type AreaMethod<A extends ApiArea> = MethodsWhere<'area', A>;
/** The input each method takes (before its schema trims and defaults it). */
export type ApiInput<M extends ApiMethodName> = z.input<ReturnType<Rows[M]['input']>>;

export function apiMethodRow(method: string): ApiMethodRow | undefined {
  return Object.hasOwn(API_METHODS, method) ? API_METHODS[method as ApiMethodName] : undefined;
}

/** The names of one area's methods, in the table's order. */
export function methodsOf<A extends ApiArea>(area: A): AreaMethod<A>[] {
  return (Object.keys(API_METHODS) as ApiMethodName[]).filter((m): m is AreaMethod<A> => API_METHODS[m].area === area);
}

/** The cart edits the browser keeps while offline (rows with `offline`). */
export const OFFLINE_METHODS = (Object.keys(API_METHODS) as ApiMethodName[]).filter(
  (m): m is MethodsWhere<'offline', true> => API_METHODS[m].offline,
);
