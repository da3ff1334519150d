import { getRequestConfig } from 'next-intl/server';
import { DEFAULT_LOCALE, isLocale } from '../lib/locale/locales';
import { loadMessages } from './messages';

// next-intl's per-request configuration: the locale comes from the `[locale]` segment
// (setRequestLocale in every layout and page); anything else falls back to the default.
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  return { locale, messages: await loadMessages(locale), timeZone: 'Asia/Bangkok' };
});
