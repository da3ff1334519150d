import type { Locale } from '../lib/locale/locales';
import en from '../../messages/en.json';
import enListing from '../../messages/en/listing.json';
import enProduct from '../../messages/en/product.json';

/**
 * Every shopper-facing string, per language: `messages/{lang}.json` (shell: header, footer,
 * errors, ...) plus one file per area under `messages/{lang}/` (listing: category, search,
 * filters; product: product page, reviews). Top-level namespaces never repeat across files.
 */
export const catalogues = {
  en: async () => ({ ...en, ...enListing, ...enProduct }),
  th: async () => {
    const [base, listing, product] = await Promise.all([
      import('../../messages/th.json'),
      import('../../messages/th/listing.json'),
      import('../../messages/th/product.json'),
    ]);
    return { ...base.default, ...listing.default, ...product.default };
  },
};

export type Messages = typeof en & typeof enListing & typeof enProduct;

export async function loadMessages(locale: Locale): Promise<Messages> {
  return catalogues[locale]();
}
