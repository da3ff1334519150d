// The storefront's own message catalogues: tests look controls up by the words a shopper reads.
import en from '@talat/storefront/messages/en.json' with { type: 'json' };
import enListing from '@talat/storefront/messages/en/listing.json' with { type: 'json' };
import enProduct from '@talat/storefront/messages/en/product.json' with { type: 'json' };
import enCart from '@talat/storefront/messages/en/cart.json' with { type: 'json' };
import enCheckout from '@talat/storefront/messages/en/checkout.json' with { type: 'json' };
import enAddress from '@talat/storefront/messages/en/address.json' with { type: 'json' };
import enAccount from '@talat/storefront/messages/en/account.json' with { type: 'json' };
import enMyAccount from '@talat/storefront/messages/en/my-account.json' with { type: 'json' };
import enNewsletter from '@talat/storefront/messages/en/newsletter.json' with { type: 'json' };
import enWishlist from '@talat/storefront/messages/en/wishlist.json' with { type: 'json' };
import enOrderStatus from '@talat/storefront/messages/en/order-status.json' with { type: 'json' };
import th from '@talat/storefront/messages/th.json' with { type: 'json' };
import thMyAccount from '@talat/storefront/messages/th/my-account.json' with { type: 'json' };
import thNewsletter from '@talat/storefront/messages/th/newsletter.json' with { type: 'json' };
import thWishlist from '@talat/storefront/messages/th/wishlist.json' with { type: 'json' };
import thOrderStatus from '@talat/storefront/messages/th/order-status.json' with { type: 'json' };
import thAccount from '@talat/storefront/messages/th/account.json' with { type: 'json' };
import thCart from '@talat/storefront/messages/th/cart.json' with { type: 'json' };
import thCheckout from '@talat/storefront/messages/th/checkout.json' with { type: 'json' };
import thAddress from '@talat/storefront/messages/th/address.json' with { type: 'json' };
import thListing from '@talat/storefront/messages/th/listing.json' with { type: 'json' };
import thProduct from '@talat/storefront/messages/th/product.json' with { type: 'json' };
import type { Lang } from './services';

export const messages = {
  en: {
    ...en,
    ...enListing,
    ...enProduct,
    ...enCart,
    ...enCheckout,
    ...enAddress,
    ...enAccount,
    ...enMyAccount,
    ...enNewsletter,
    ...enWishlist,
    ...enOrderStatus,
  },
  th: {
    ...th,
    ...thListing,
    ...thProduct,
    ...thCart,
    ...thCheckout,
    ...thAddress,
    ...thAccount,
    ...thMyAccount,
    ...thNewsletter,
    ...thWishlist,
    ...thOrderStatus,
  },
} as const;
export const t = (lang: Lang) => messages[lang];

/**
 * Formats the subset of ICU messages the catalogues use: `{name}` and
 * `{name, plural, =0 {...} one {...} other {...}}` with `#` for the number.
 */
export function fmt(message: string, values: Record<string, string | number>): string {
  const plural = /\{(\w+), plural, ((?:[=\w]+ \{[^}]*\}\s*)+)\}/g;
  const withPlurals = message.replace(plural, (_all, name: string, cases: string) => {
    const n = Number(values[name]);
    const options = Object.fromEntries([...cases.matchAll(/([=\w]+) \{([^}]*)\}/g)].map((c) => [c[1]!, c[2]!]));
    const chosen = options[`=${n}`] ?? (n === 1 ? options.one : undefined) ?? options.other ?? '';
    return chosen.replace(/#/g, String(n));
  });
  return withPlurals.replace(/\{(\w+)\}/g, (all, name: string) => (name in values ? String(values[name]) : all));
}
