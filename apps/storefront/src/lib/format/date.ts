import type { Locale } from '../locale/locales';

const formats = new Map<string, Intl.DateTimeFormat>();

/**
 * A date as a shopper of the locale reads it: Thai in the Buddhist era (th-TH's own calendar,
 * e.g. 27 พ.ย. 2569), English as en-GB (27 Nov 2026). In the shop's time zone, so a page
 * rendered on any server says the same day.
 */
export function formatDate(iso: string, locale: Locale, timeZone = 'Asia/Bangkok'): string {
  const key = `${locale}|${timeZone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale === 'th' ? 'th-TH' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone });
    formats.set(key, format);
  }
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}
