import { getLocale } from 'next-intl/server';
import { NotFoundContent } from '@/components/not-found/not-found-view';
import { DEFAULT_LOCALE, isLocale } from '@/lib/locale/locales';

/** 404 inside the default layout (header and footer), in the shopper's language. */
export default async function NotFound() {
  const locale = await getLocale();
  return <NotFoundContent locale={isLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
