/**
 * Input schemas of the My Account API (`/api/account/{method}`), one per row of
 * ACCOUNT_METHODS. Route handlers parse with these; the SDK imports only their types.
 */
import { z } from 'zod';
import { ACCOUNT_METHODS, type AccountMethod } from './account-methods';
import { ADDRESS_LIMITS, cartAddress } from './contract';

const locale = z.enum(['th', 'en']);
const currency = z.string().regex(/^[A-Z]{3}$/);
const withContext = <T extends z.ZodRawShape>(shape: T) =>
  z.object({ ...shape, locale: locale.optional(), currency: currency.optional() }).strict();

const id = z.string().trim().min(1).max(64);
const page = { page: z.number().int().min(1).max(1000).optional(), pageSize: z.number().int().min(1).max(50).optional() };
const wishlistEntry = z.object({ product_uid: id, variant_uid: id.optional() }).strict();
/** Newsletter link tokens: URL-safe, as the engine makes them. */
const token = z
  .string()
  .trim()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/);

/** Wishlist size a guest's browser may hand over on sign-on. */
export const WISHLIST_LIMIT = 100;

const addressInput = {
  address: cartAddress,
  default_shipping: z.boolean().optional(),
  default_billing: z.boolean().optional(),
};

export const accountInputs = {
  updateProfile: withContext({
    firstname: z.string().trim().min(1).max(ADDRESS_LIMITS.name),
    lastname: z.string().trim().min(1).max(ADDRESS_LIMITS.name),
    telephone: z.string().trim().max(ADDRESS_LIMITS.telephone).nullable().optional(),
  }),
  createAddress: withContext(addressInput),
  updateAddress: withContext({ id, ...addressInput }),
  deleteAddress: withContext({ id }),
  getOrders: withContext(page),
  getWishlist: withContext({}),
  getGuestWishlist: withContext({ items: z.array(wishlistEntry).max(WISHLIST_LIMIT) }),
  addToWishlist: withContext({ product_uid: id, variant_uid: id.optional() }),
  removeFromWishlist: withContext({ product_uid: id }),
  mergeWishlist: withContext({ items: z.array(wishlistEntry).max(WISHLIST_LIMIT) }),
  subscribeNewsletter: withContext({
    email: z.string().trim().max(ADDRESS_LIMITS.email),
    source: z.enum(['footer', 'account', 'modal', 'exit-capture']),
  }),
  confirmNewsletter: withContext({ token }),
  unsubscribeNewsletter: withContext({ token }),
  getNewsletter: withContext({}),
  unsubscribeMyNewsletter: withContext({}),
} as const satisfies Record<AccountMethod, z.ZodType>;

export type AccountInput<M extends AccountMethod> = z.input<(typeof accountInputs)[M]>;
export { ACCOUNT_METHODS, type AccountMethod };
