import { LOCALE_ENTRIES, type Locale } from '../locale/locales';

/** Money as the commerce model holds it: major units (65.5 is 65.50). */
export interface MoneyLike {
  value: number;
  currency: string;
}

const formatters = new Map<string, Intl.NumberFormat>();

/** The one price formatter: Intl in the locale's language (th-TH or en-GB). */
export function formatPrice(money: MoneyLike, locale: Locale): string {
  const key = `${locale}:${money.currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(LOCALE_ENTRIES[locale].intlLocale, { style: 'currency', currency: money.currency });
    formatters.set(key, formatter);
  }
  return formatter.format(money.value);
}
