import type { StoreConfig } from '@talat/commerce/types';
import type { Messages } from '@/i18n/messages';
import { preorderLabel } from '../../lib/product/preorder-label';

/**
 * The cart's words as its client components read them: the `cart` subtree of the catalogues
 * (messages/{lang}/cart.json, typed from the English file), with the store's pre-order label in
 * place of the catalogue's (null: pre-orders are off) and the order summaries' wording of a gift
 * card sold without VAT and of the VAT line (one wording for each). Texts with `{placeholders}` are filled with
 * fillTemplate in the browser (docs/decisions/0040).
 */
export type CartWords = Omit<Messages['cart'], 'preorder' | 'totals'> & {
  preorder: string | null;
  totals: Messages['cart']['totals'] & Pick<Messages['checkout']['summary'], 'tax'>;
} & Pick<Messages['checkout']['summary'], 'vatFree'>;

/** The cart's words in a language, for the store's settings. */
export function cartWords(messages: Pick<Messages, 'cart' | 'checkout'>, config: StoreConfig | null): CartWords {
  return {
    ...messages.cart,
    preorder: preorderLabel(config, messages.cart.preorder),
    totals: { ...messages.cart.totals, tax: messages.checkout.summary.tax },
    vatFree: messages.checkout.summary.vatFree,
  };
}

/** What a cart line reads (on the cart page and in the sidebar). */
const LINE_WORDS = [
  'preorder',
  'unitPrice',
  'rowTotal',
  'beforeDiscount',
  'personalisationName',
  'personalisationNumber',
  'printPrice',
  'bundle',
  'vatFree',
  'quantity',
  'quantityShort',
  'decrease',
  'increase',
  'remove',
  'removeShort',
  'quantityRange',
  'quantityMin',
  'onlyLeft',
  'updated',
  'removed',
  'genericError',
] as const satisfies readonly (keyof CartWords)[];
export type CartLineWords = Pick<CartWords, (typeof LINE_WORDS)[number]>;

/** What the cart sidebar reads: it is on every page, so it gets these and not the cart page's (coupon, gift card, points). */
export const SIDEBAR_WORDS = [...LINE_WORDS, 'sidebar', 'empty', 'continue', 'loading', 'loadError', 'lines', 'totals'] as const;
export type CartSidebarWords = Pick<CartWords, (typeof SIDEBAR_WORDS)[number]>;
