/**
 * The storefront API contract: method names and their validated inputs for
 * `/api/commerce/{method}` and `/api/cms/{method}`. Route handlers parse with these schemas;
 * the SDK only imports their types, so zod never reaches a client bundle through the SDK.
 */
import { z } from 'zod';
import type { CommerceMethod } from './methods';

const slugPart = /^[a-z0-9][a-z0-9-]*$/i;
const path = z
  .string()
  .max(512)
  .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), 'Invalid path');

const locale = z.enum(['th', 'en']);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Optional overrides; by default the context comes from the locale and currency cookies. */
const contextFields = { locale: locale.optional(), currency: currency.optional() };

const byUidOrKey = z.union([
  z.object({ uid: z.string().min(1).max(64), ...contextFields }).strict(),
  z.object({ url_key: z.string().regex(slugPart).max(200), ...contextFields }).strict(),
]);

const code = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/)
  .max(64);
const filters = z
  .object({
    facets: z.record(code, z.array(code).max(50)).optional(),
    price: z
      .object({ min: z.number().min(0).max(1e9).optional(), max: z.number().min(0).max(1e9).optional() })
      .strict()
      .optional(),
  })
  .strict();
const sort = z.enum(['position', 'name', 'price_asc', 'price_desc', 'newest', 'relevance']);
const listQuery = {
  categoryUid: z.string().min(1).max(64).optional(),
  filters: filters.optional(),
  page: z.number().int().min(1).max(1000).optional(),
  pageSize: z.number().int().min(1).max(100).optional(),
  sort: sort.optional(),
  ...contextFields,
};

/** Review limits, shared by the form (client-side messages) and the route handler. */
export const REVIEW_LIMITS = { nickname: 60, summary: 120, text: 2000, textMin: 10 } as const;
export const REVIEW_RATING_NAMES = ['quality', 'fit', 'value'] as const;

/** Cart limits shared by the cart UI (client-side messages) and the route handler. */
export const CART_LIMITS = { quantityMin: 1, quantityMax: 999, code: 64, itemsPerCall: 20 } as const;

/** Address field limits of spec section 5 (the form shows the exact messages). */
export const ADDRESS_LIMITS = {
  name: 100,
  company: 120,
  street: 120,
  streetLines: 3,
  city: 80,
  region: 80,
  postcode: 10,
  telephone: 32,
  pccc: 40,
  email: 254,
} as const;

const id = z.string().trim().min(1).max(64);
const quantity = z.number().int().min(CART_LIMITS.quantityMin).max(CART_LIMITS.quantityMax);
/** Coupon and gift card codes: trimmed, 1 to 64 characters. */
const cartCode = z.string().trim().min(1).max(CART_LIMITS.code);
const optionalText = (max: number) => z.string().trim().max(max).optional();

export const cartAddress = z
  .object({
    firstname: z.string().trim().min(1).max(ADDRESS_LIMITS.name),
    lastname: z.string().trim().min(1).max(ADDRESS_LIMITS.name),
    company: optionalText(ADDRESS_LIMITS.company),
    street: z
      .array(z.string().trim().max(ADDRESS_LIMITS.street))
      .min(1)
      .max(ADDRESS_LIMITS.streetLines)
      .refine((lines) => lines[0] !== undefined && lines[0].length > 0, 'The first street line is required'),
    city: z.string().trim().min(1).max(ADDRESS_LIMITS.city),
    region: optionalText(ADDRESS_LIMITS.region),
    postcode: z.string().trim().min(3).max(ADDRESS_LIMITS.postcode),
    country_code: z.string().regex(/^[A-Z]{2}$/),
    telephone: z.string().trim().min(7).max(ADDRESS_LIMITS.telephone),
    pccc: optionalText(ADDRESS_LIMITS.pccc),
  })
  .strict();

const cartItem = z
  .object({
    variantUid: id.optional(),
    sku: z.string().trim().min(1).max(64).optional(),
    quantity,
    personalisation: z
      .object({
        name: optionalText(40),
        number: z
          .string()
          .regex(/^[1-9][0-9]?$/)
          .optional(),
      })
      .strict()
      .optional(),
    bundle_options: z
      .array(z.object({ sku: z.string().trim().min(1).max(64), quantity }).strict())
      .max(CART_LIMITS.itemsPerCall)
      .optional(),
  })
  .strict()
  .refine((item) => item.variantUid !== undefined || item.sku !== undefined, 'A variant uid or a SKU is required');

const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: z.string().trim().min(1).max(4096) }).strict(),
  z.object({ method: z.literal('cheque') }).strict(),
  z.object({ method: z.literal('gift-card') }).strict(),
]);

const withContext = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, ...contextFields }).strict();

/** Cart and checkout methods. */
const cartInputs = {
  createEmptyCart: withContext({}),
  getCart: withContext({}),
  addCartItems: withContext({ items: z.array(cartItem).min(1).max(CART_LIMITS.itemsPerCall) }),
  updateCartItem: withContext({ uid: id, quantity }),
  removeCartItem: withContext({ uid: id }),
  applyCoupon: withContext({ code: cartCode }),
  removeCoupon: withContext({ code: cartCode }),
  applyGiftCard: withContext({ code: cartCode }),
  removeGiftCard: withContext({ code: cartCode }),
  applyLoyalty: withContext({}),
  removeLoyalty: withContext({}),
  setGuestEmail: withContext({
    email: z.string().trim().max(ADDRESS_LIMITS.email).pipe(z.email()),
    firstname: optionalText(ADDRESS_LIMITS.name),
    lastname: optionalText(ADDRESS_LIMITS.name),
  }),
  setShippingAddress: withContext({ address: cartAddress }),
  getShippingMethods: withContext({}),
  setShippingMethod: withContext({ uid: id }),
  setBillingAddress: z.union([withContext({ address: cartAddress }), withContext({ same_as_shipping: z.literal(true) })]),
  getPaymentMethods: withContext({}),
  placeOrder: withContext({ payment, cartId: z.string().trim().min(1).max(64).optional() }),
  completeCardChallenge: withContext({
    paymentId: id,
    ref: z.string().trim().min(1).max(4096),
    cartId: z.string().trim().min(1).max(64).optional(),
  }),
  getOrder: withContext({ code: z.string().trim().min(1).max(64) }),
} as const;

export const commerceInputs = {
  getStoreConfig: z.object(contextFields).strict(),
  getCurrencies: z.object(contextFields).strict(),
  resolveRoute: z.object({ path, ...contextFields }).strict(),
  getCategories: z.object(contextFields).strict(),
  getCategory: byUidOrKey,
  getProductDetails: byUidOrKey,
  getProducts: z.object({ ...listQuery, search: z.string().max(200).optional() }).strict(),
  searchProducts: z.object({ ...listQuery, search: z.string().trim().min(1).max(200) }).strict(),
  getSearchSuggestions: z
    .object({ query: z.string().trim().min(1).max(100), limit: z.number().int().min(1).max(20).optional(), ...contextFields })
    .strict(),
  getRelatedProducts: z
    .object({ uid: z.string().min(1).max(64), limit: z.number().int().min(1).max(24).optional(), ...contextFields })
    .strict(),
  getProductReviews: z
    .object({
      uid: z.string().min(1).max(64),
      page: z.number().int().min(1).max(1000).optional(),
      pageSize: z.number().int().min(1).max(50).optional(),
      ...contextFields,
    })
    .strict(),
  createProductReview: z
    .object({
      productUid: z.string().min(1).max(64),
      nickname: z.string().trim().min(1).max(REVIEW_LIMITS.nickname),
      summary: z.string().trim().min(1).max(REVIEW_LIMITS.summary),
      text: z.string().trim().min(REVIEW_LIMITS.textMin).max(REVIEW_LIMITS.text),
      ratings: z
        .array(z.object({ name: z.enum(REVIEW_RATING_NAMES), value: z.number().int().min(1).max(5) }).strict())
        .length(REVIEW_RATING_NAMES.length),
      ...contextFields,
    })
    .strict(),
  ...cartInputs,
} as const satisfies Record<CommerceMethod, z.ZodType>;

export const cmsInputs = {
  getPage: z
    .object({
      slug: path.min(1).regex(/^[a-z0-9/_-]+$/i, 'Invalid slug'),
      locale: locale.optional(),
      version: z.enum(['draft', 'published']).optional(),
    })
    .strict(),
  getEntries: z
    .object({
      starts_with: z
        .string()
        .max(200)
        .regex(/^[a-z0-9/_-]*$/i)
        .optional(),
      by_slugs: z
        .string()
        .max(1000)
        .regex(/^[a-z0-9/_*,-]*$/i)
        .optional(),
      per_page: z.number().int().min(1).max(100).optional(),
      page: z.number().int().min(1).max(1000).optional(),
      locale: locale.optional(),
      version: z.enum(['draft', 'published']).optional(),
    })
    .strict(),
} as const;

export {
  COMMERCE_METHODS,
  COMMERCE_POST_ONLY_METHODS,
  commerceMethodRow,
  isPostOnlyCommerceMethod,
  type CartSessionUse,
  type CommerceMethod,
  type CommerceMethodRow,
  type CommercePostOnlyMethod,
  type ExposedCommerceMethod,
} from './methods';

/** One schema per row of COMMERCE_METHODS, and no other. */
type SameKeys<A, K> = [Exclude<keyof A, K>, Exclude<K, keyof A>] extends [never, never] ? true : false;
const inputsMatchMethods: SameKeys<typeof commerceInputs, CommerceMethod> = true;
void inputsMatchMethods;

export type CmsMethod = keyof typeof cmsInputs;
export type CommerceInput<M extends CommerceMethod> = z.input<(typeof commerceInputs)[M]>;
export type CmsInput<M extends CmsMethod> = z.input<(typeof cmsInputs)[M]>;

/** The JSON error body every storefront API route answers with on a 4xx or 5xx. */
export interface ApiErrorBody {
  error: { code: string; message: string };
}
