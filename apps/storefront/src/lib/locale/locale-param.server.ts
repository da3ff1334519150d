import 'server-only';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { isLocale, type Locale } from './locales';

/**
 * The `[locale]` segment of a layout or page, validated (anything else is a 404: `/api/nope`
 * reaches the app as locale "api"), and registered with next-intl for static rendering.
 */
export async function localeParam(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  return locale;
}
