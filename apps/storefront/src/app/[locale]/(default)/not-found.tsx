import { getLocale, getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { DEFAULT_LOCALE, isLocale, localePath } from '../../../lib/locale/locales';

/** 404 inside the default layout (header and footer), in the shopper's language. */
export default async function NotFound() {
  const [locale, t] = await Promise.all([getLocale(), getTranslations('notFound')]);
  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('text')}</p>
      <p>
        <Link href={localePath(isLocale(locale) ? locale : DEFAULT_LOCALE)} className="button">
          {t('home')}
        </Link>
      </p>
    </>
  );
}
