/** The shop's locales (spec section 1 and 3, "Locale entry"). Pure: safe in proxy, client and tests. */

import { LOCALES, type Locale } from '@server/shared-names';

export { LOCALES, type Locale };

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleEntry {
  code: Locale;
  /** BCP 47 tag used for `<html lang>`, Intl formatting and hreflang. */
  language: string;
  /** Tag Intl.NumberFormat and Intl.DateTimeFormat get. */
  intlLocale: string;
  defaultCurrency: Currency;
  defaultCountry: string;
}

export const CURRENCIES = ['THB', 'GBP'] as const;
export type Currency = (typeof CURRENCIES)[number];

export const LOCALE_ENTRIES: Record<Locale, LocaleEntry> = {
  th: { code: 'th', language: 'th', intlLocale: 'th-TH', defaultCurrency: 'THB', defaultCountry: 'TH' },
  en: { code: 'en', language: 'en-GB', intlLocale: 'en-GB', defaultCurrency: 'GBP', defaultCountry: 'GB' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isCurrency(value: unknown): value is Currency {
  return typeof value === 'string' && (CURRENCIES as readonly string[]).includes(value);
}

/** The currency a shopper shops in: their currency cookie's when it is one the shop knows, else the locale's own. */
export function shopperCurrency(locale: Locale, cookieValue: string | undefined): Currency {
  return isCurrency(cookieValue) ? cookieValue : LOCALE_ENTRIES[locale].defaultCurrency;
}

/** `/{locale}` plus a path below it (with or without a leading slash); '' is the locale home. */
export function localePath(locale: Locale, path = ''): string {
  const rest = path.replace(/^\/+/, '');
  return rest ? `/${locale}/${rest}` : `/${locale}`;
}
