export const loggerCtx = 'WishlistPlugin';

/** The most products one customer's wishlist keeps; adding beyond it answers WISHLIST_FULL. */
export const WISHLIST_MAX_ITEMS = 100;

/** Error codes of `WishlistError` (the storefront words them in the shopper's language). */
export type WishlistErrorCode = 'PRODUCT_NOT_FOUND' | 'WISHLIST_FULL';
