import type { Messages } from '@/i18n/messages';

/**
 * The back-in-stock words as its client components read them: the `stockAlert` subtree of the
 * product catalogue (messages/{lang}/product.json). Outcomes with `{email}` and `{product}` are
 * filled in the browser.
 */
export type StockAlertWords = Messages['stockAlert'];

/** What the product page's form says. */
export const FORM_WORDS = [
  'title',
  'guestText',
  'customerText',
  'variantLabel',
  'emailLabel',
  'submit',
  'submitting',
  'invalidEmail',
  'required',
  'outcomes',
  'generic',
] as const;
export type StockAlertFormWords = Pick<StockAlertWords, (typeof FORM_WORDS)[number]>;
