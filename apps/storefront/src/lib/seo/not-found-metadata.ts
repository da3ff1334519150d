import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '../locale/locales';

/** The not-found page's title; never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}
