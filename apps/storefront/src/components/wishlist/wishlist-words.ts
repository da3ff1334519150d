import type { Messages } from '@/i18n/messages';

/**
 * The wishlist's words as its client components read them: keys of the `wishlist` subtree of
 * the catalogues (messages/{lang}/wishlist.json, typed from the English file). Texts with
 * `{name}` are filled with fillTemplate in the browser (docs/decisions/0040).
 */
export type WishlistWords = Messages['wishlist'];

/** The heart's words (the product page's and every tile's). */
export const HEART_WORDS = ['add', 'remove', 'added', 'removed', 'full', 'failed', 'short'] as const;
export type HeartWords = Pick<WishlistWords, (typeof HEART_WORDS)[number]>;

/**
 * A line's actions (the sidebar, My Account's wishlist page): move to the cart, choose options,
 * remove; and the product page's words for an add the cart could not take.
 */
export const LINE_WORDS = ['moveToCart', 'moved', 'choose', 'removeShort', 'removed', 'failed'] as const;
export type WishlistLineWords = Pick<WishlistWords, (typeof LINE_WORDS)[number]> & Pick<Messages['product'], 'addFailed'>;

/** The sidebar's words, on every page while the wishlist is on: these and not the rest of the subtree. */
export const SIDEBAR_WORDS = [
  ...LINE_WORDS,
  'title',
  'close',
  'loading',
  'loadError',
  'empty',
  'list',
  'viewAll',
  'guestNote',
  'signIn',
] as const;
export type WishlistSidebarWords = Pick<WishlistWords, (typeof SIDEBAR_WORDS)[number]> & Pick<Messages['product'], 'addFailed'>;
