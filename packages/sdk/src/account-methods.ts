import type { AccountResult, Customer, CustomerNewsletter, NewsletterResult, OrderList, Wishlist } from '@talat/commerce/types';

/**
 * The My Account API (`/api/account/{method}`), one row per method: POST-only (changes data,
 * needs the CSRF token) and who may call it (`customer`: a signed-in customer, else 401;
 * `public`: anyone). Zod-free, so the SDK can use it in client bundles; the input schemas are
 * in account-contract.ts, keyed by the same names.
 */
export const ACCOUNT_METHODS = {
  updateProfile: { post: true, access: 'customer' },
  createAddress: { post: true, access: 'customer' },
  updateAddress: { post: true, access: 'customer' },
  deleteAddress: { post: true, access: 'customer' },
  getOrders: { post: false, access: 'customer' },
  getWishlist: { post: false, access: 'customer' },
  getGuestWishlist: { post: true, access: 'public' },
  addToWishlist: { post: true, access: 'customer' },
  removeFromWishlist: { post: true, access: 'customer' },
  mergeWishlist: { post: true, access: 'customer' },
  subscribeNewsletter: { post: true, access: 'public' },
  confirmNewsletter: { post: true, access: 'public' },
  unsubscribeNewsletter: { post: true, access: 'public' },
  getNewsletter: { post: false, access: 'customer' },
  unsubscribeMyNewsletter: { post: true, access: 'customer' },
} as const satisfies Record<string, { post: boolean; access: 'customer' | 'public' }>;

export type AccountMethod = keyof typeof ACCOUNT_METHODS;

/** What each account method answers inside `{ data }`. */
export interface AccountResults {
  updateProfile: AccountResult<Customer>;
  createAddress: AccountResult<Customer>;
  updateAddress: AccountResult<Customer>;
  deleteAddress: AccountResult<Customer>;
  getOrders: OrderList | null;
  getWishlist: Wishlist | null;
  getGuestWishlist: Wishlist;
  addToWishlist: AccountResult<Wishlist>;
  removeFromWishlist: AccountResult<Wishlist>;
  mergeWishlist: AccountResult<Wishlist>;
  subscribeNewsletter: NewsletterResult;
  confirmNewsletter: NewsletterResult;
  unsubscribeNewsletter: NewsletterResult;
  getNewsletter: CustomerNewsletter | null;
  unsubscribeMyNewsletter: AccountResult<NewsletterResult>;
}

type SameKeys<A, K> = [Exclude<keyof A, K>, Exclude<K, keyof A>] extends [never, never] ? true : false;
const accountResultsMatchMethods: SameKeys<AccountResults, AccountMethod> = true;
void accountResultsMatchMethods;
