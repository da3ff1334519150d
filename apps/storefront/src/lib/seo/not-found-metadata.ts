import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '../locale/locales';

/** The not-found page's title; never indexed. */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'notFound' });
  return { title: t('title'), robots: { index: false } };
}

/** A page that could not be made just now (503): its title; never indexed. */
export async function pageAwayMetadata(locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'pageAway' });
  return { title: t('title'), robots: { index: false } };
}
