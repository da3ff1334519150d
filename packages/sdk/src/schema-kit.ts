/**
 * The parts the input schemas of the storefront API are made of. The method table
 * (api-methods.ts) describes each method's input with these, given as the argument `k`, so the
 * table itself imports no zod and client bundles can read it; contract.ts builds the schemas.
 */
import { z } from 'zod';
import { ADDRESS_LIMITS, CART_LIMITS, REVIEW_LIMITS, REVIEW_RATING_NAMES, WISHLIST_LIMIT } from './limits';

const slugPart = /^[a-z0-9][a-z0-9-]*$/i;
const path = z
  .string()
  .max(512)
  .refine((p) => !p.split('/').some((s) => s === '..' || s === '.'), 'Invalid path');

const locale = z.enum(['th', 'en']);
const currency = z.string().regex(/^[A-Z]{3}$/);

/** Optional overrides; by default the context comes from the locale and currency cookies. */
const contextFields = { locale: locale.optional(), currency: currency.optional() };

/** An object of these fields plus the optional context fields, and no others. */
const withContext = <T extends z.ZodRawShape>(shape: T) => z.object({ ...shape, ...contextFields }).strict();

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
};

const id = z.string().trim().min(1).max(64);
/**
 * A variant's uid: a backend's id, or (Magento) the product's SKU with the uid of each chosen
 * option, which grows with the options (a bundle of three parts is about 100 characters).
 */
const variantUid = z.string().trim().min(1).max(512);
const sku = z.string().trim().min(1).max(64);
const quantity = z.number().int().min(CART_LIMITS.quantityMin).max(CART_LIMITS.quantityMax);
/** Coupon and gift card codes: trimmed, 1 to 64 characters. */
const cartCode = z.string().trim().min(1).max(CART_LIMITS.code);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const page = (maxSize: number) => ({
  page: z.number().int().min(1).max(1000).optional(),
  pageSize: z.number().int().min(1).max(maxSize).optional(),
});

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
    korea_dob: optionalText(ADDRESS_LIMITS.koreaDob),
  })
  .strict();

const cartItem = z
  .object({
    variantUid: variantUid.optional(),
    sku: sku.optional(),
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
    bundle_options: z.array(z.object({ sku, quantity }).strict()).max(CART_LIMITS.itemsPerCall).optional(),
  })
  .strict()
  .refine((item) => item.variantUid !== undefined || item.sku !== undefined, 'A variant uid or a SKU is required');

/** Field names of a drop-in's data: short identifiers. */
const dataKey = z.string().regex(/^[A-Za-z][\w]{0,63}$/);

/** A drop-in's payment method: its type and its own fields (encrypted card fields run to a few KB). */
const onlinePaymentMethod = z
  .record(dataKey, z.string().max(16_384))
  .refine((m) => typeof m.type === 'string' && /^[\w.-]{1,64}$/.test(m.type), 'a payment method type')
  .refine((m) => Object.keys(m).length <= 24, 'at most 24 fields');

const payment = z.discriminatedUnion('method', [
  z.object({ method: z.literal('card'), token: z.string().trim().min(1).max(4096) }).strict(),
  z
    .object({
      method: z.literal('online'),
      paymentMethod: onlinePaymentMethod,
      browserInfo: z
        .record(dataKey, z.union([z.string().max(1024), z.number().finite(), z.boolean()]))
        .refine((b) => Object.keys(b).length <= 16, 'at most 16 fields')
        .optional(),
      attempt: z.string().uuid(),
      methodCode: z
        .string()
        .regex(/^[A-Za-z0-9][\w-]{0,63}$/)
        .optional(),
    })
    .strict(),
  z.object({ method: z.literal('cheque') }).strict(),
  z.object({ method: z.literal('gift-card') }).strict(),
]);

/**
 * What a payment's action brought back, as its provider gave it (the test card's `ref`, a
 * redirect's `redirectResult`): a few short named strings, passed on untouched.
 */
const paymentDetails = z
  .record(z.string().regex(/^[A-Za-z][\w.-]{0,63}$/), z.string().max(8192))
  .refine((details) => Object.keys(details).length >= 1 && Object.keys(details).length <= 8, 'one to eight details');

const review = withContext({
  productUid: z.string().min(1).max(64),
  nickname: z.string().trim().min(1).max(REVIEW_LIMITS.nickname),
  summary: z.string().trim().min(1).max(REVIEW_LIMITS.summary),
  text: z.string().trim().min(REVIEW_LIMITS.textMin).max(REVIEW_LIMITS.text),
  ratings: z
    .array(z.object({ name: z.enum(REVIEW_RATING_NAMES), value: z.number().int().min(1).max(5) }).strict())
    .length(REVIEW_RATING_NAMES.length),
});

const wishlistEntry = z.object({ product_uid: id, variant_uid: id.optional() }).strict();
const wishlistItems = z.array(wishlistEntry).max(WISHLIST_LIMIT);
const customerAddress = {
  address: cartAddress,
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
};
/** Newsletter link tokens: URL-safe, as the engine makes them. */
const linkToken = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

const contentVersion = z.enum(['draft', 'published']);

export const schemaKit = {
  z,
  withContext,
  /** No input but the optional context fields. */
  context: withContext({}),
  byUidOrKey,
  path,
  listQuery,
  id,
  sku,
  quantity,
  cartCode,
  cartItem,
  cartAddress,
  payment,
  paymentDetails,
  optionalText,
  page,
  review,
  wishlistEntry,
  wishlistItems,
  customerAddress,
  linkToken,
  locale,
  contentVersion,
};

export type SchemaKit = typeof schemaKit;
