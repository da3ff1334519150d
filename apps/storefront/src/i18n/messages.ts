import type { Locale } from '../lib/locale/locales';
import en from '../../messages/en.json';
import enListing from '../../messages/en/listing.json';
import enProduct from '../../messages/en/product.json';
import enCheckout from '../../messages/en/checkout.json';
import enAddress from '../../messages/en/address.json';
import enCart from '../../messages/en/cart.json';
import enAccount from '../../messages/en/account.json';
import enMyAccount from '../../messages/en/my-account.json';
import enNewsletter from '../../messages/en/newsletter.json';
import enWishlist from '../../messages/en/wishlist.json';
import enOrderStatus from '../../messages/en/order-status.json';

/**
 * Every shopper-facing string, per language: `messages/{lang}.json` (shell: header, footer,
 * errors, ...) plus one file per area under `messages/{lang}/` (listing: category, search,
 * filters; product: product page, reviews; checkout: form validation, security errors; address: address form labels, finder, countries; cart: cart page and sidebar; account: sign-on and the account menu; my-account: the My Account pages; newsletter: its forms and link pages; wishlist: its buttons; order-status: the order lookup and recently viewed).
 * Top-level namespaces never repeat across files.
 */
export const catalogues = {
  en: async () => ({
    ...en,
    ...enListing,
    ...enProduct,
    ...enCheckout,
    ...enAddress,
    ...enCart,
    ...enAccount,
    ...enMyAccount,
    ...enNewsletter,
    ...enWishlist,
    ...enOrderStatus,
  }),
  th: async () => {
    const [base, listing, product, checkout, address, cart, account, myAccount, newsletter, wishlist, orderStatus] = await Promise.all([
      import('../../messages/th.json'),
      import('../../messages/th/listing.json'),
      import('../../messages/th/product.json'),
      import('../../messages/th/checkout.json'),
      import('../../messages/th/address.json'),
      import('../../messages/th/cart.json'),
      import('../../messages/th/account.json'),
      import('../../messages/th/my-account.json'),
      import('../../messages/th/newsletter.json'),
      import('../../messages/th/wishlist.json'),
      import('../../messages/th/order-status.json'),
    ]);
    return {
      ...base.default,
      ...listing.default,
      ...product.default,
      ...checkout.default,
      ...address.default,
      ...cart.default,
      ...account.default,
      ...myAccount.default,
      ...newsletter.default,
      ...wishlist.default,
      ...orderStatus.default,
    };
  },
};

export type Messages = typeof en &
  typeof enListing &
  typeof enProduct &
  typeof enCheckout &
  typeof enAddress &
  typeof enCart &
  typeof enAccount &
  typeof enMyAccount &
  typeof enNewsletter &
  typeof enWishlist &
  typeof enOrderStatus;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return catalogues[locale]();
}
