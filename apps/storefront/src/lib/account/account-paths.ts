import type { StoreConfig } from '@talat/commerce/types';

/** The My Account pages (spec section 2), below `/{lang}/`. */
export const ACCOUNT_PATHS = {
  overview: 'customer',
  profile: 'customer/my-profile',
  addresses: 'customer/addresses-details',
  addressCreate: 'customer/addresses-details/create',
  orders: 'customer/order-history',
  reviews: 'customer/my-reviews',
  newsletter: 'customer/my-newsletter',
  wishlist: 'customer/my-wishlist',
} as const;

export type AccountSection = 'overview' | 'profile' | 'addresses' | 'orders' | 'reviews' | 'newsletter' | 'wishlist';

/** The sections in the order the navigation lists them. */
export const ACCOUNT_SECTIONS: readonly AccountSection[] = [
  'overview',
  'profile',
  'addresses',
  'orders',
  'reviews',
  'newsletter',
  'wishlist',
];

/** Sections the store config switches off. */
export function hiddenSections(config: Pick<StoreConfig, 'wishlist_enabled' | 'newsletter_enabled'>): AccountSection[] {
  return [...(config.wishlist_enabled ? [] : ['wishlist' as const]), ...(config.newsletter_enabled ? [] : ['newsletter' as const])];
}

export const addressEditPath = (id: string) => `customer/addresses-details/edit/${encodeURIComponent(id)}`;
export const orderPath = (number: string) => `customer/order-history/${encodeURIComponent(number)}`;

/** Starts sign-on (no script needed) and comes back to `returnPath` (a `/{lang}/...` path). */
export function accountSignInPath(returnPath: string): string {
  return `/sso/cookie?start=login&return=${encodeURIComponent(returnPath)}`;
}

/** Order numbers as the engine makes them; anything else is not an order (404 without asking). */
export function isOrderNumber(value: string): boolean {
  return /^[A-Z0-9-]{4,32}$/.test(value);
}

/** Address ids as the engine makes them. */
export function isAddressId(value: string): boolean {
  return /^[A-Za-z0-9_-]{1,64}$/.test(value);
}
