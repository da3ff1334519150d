import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { IconSprite } from '../../components/icons/icon';
import { ErrorLabelsProvider } from '../../components/labels/error-labels';
import { NotificationRegion } from '../../components/notifications/notification-region';
import { getEnv } from '../../lib/config/env.server';
import { isLocale, LOCALE_ENTRIES, LOCALES, localePath } from '../../lib/locale/locales';
import '../../styles/globals.css';
import { thaiFont } from '../fonts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export const viewport: Viewport = { themeColor: '#0b5d3b', width: 'device-width', initialScale: 1 };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'meta' });
  return {
    metadataBase: new URL(getEnv().STOREFRONT_URL),
    title: { default: t('siteName'), template: t('titleTemplate') },
    description: t('homeDescription'),
    applicationName: 'Talat',
  };
}

/** The root layout of every page: <html lang>, fonts, icon sprite, notifications. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [tCommon, tError, tNotifications] = await Promise.all([
    getTranslations('common'),
    getTranslations('error'),
    getTranslations('notifications'),
  ]);
  const language = LOCALE_ENTRIES[locale].language;
  return (
    <html lang={language} className={thaiFont.variable}>
      <body>
        <a className="skip-link" href="#main">
          {tCommon('skipToContent')}
        </a>
        <IconSprite />
        <ErrorLabelsProvider
          labels={{ title: tError('title'), text: tError('text'), retry: tError('retry'), home: tError('home'), homeHref: localePath(locale), lang: language }}
        >
          {children}
        </ErrorLabelsProvider>
        <NotificationRegion label={tNotifications('region')} dismissLabel={tNotifications('dismiss')} />
      </body>
    </html>
  );
}
