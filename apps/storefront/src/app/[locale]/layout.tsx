import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { AppShell, type AppShellLabels } from '../../components/app/app-shell';
import { IconSprite } from '../../components/icons/icon';
import { ErrorLabelsProvider, type ErrorLabels } from '../../components/labels/error-labels';
import { NotificationRegion } from '../../components/notifications/notification-region';
import { getEnv } from '../../lib/config/env.server';
import { isLocale, LOCALE_ENTRIES, LOCALES, localePath, type Locale } from '../../lib/locale/locales';
import '../../styles/globals.css';
import { thaiFont } from '../fonts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The app shell's words in the page's language (components/app). */
async function appShellLabels(locale: Locale): Promise<AppShellLabels> {
  const t = await getTranslations({ locale, namespace: 'app' });
  return {
    install: { title: t('install.title'), text: t('install.text'), accept: t('install.accept'), dismiss: t('install.dismiss') },
    offline: {
      banner: t('offline.banner'),
      needsNetwork: t('offline.needsNetwork'),
      queued: t('offline.queued'),
      // Filled in the browser with fillTemplate, so the placeholders stay.
      replayed: t.raw('offline.replayed') as string,
      replayFailed: t.raw('offline.replayFailed') as string,
    },
  };
}

/** The error page's words: the shopper's language, then the other (spec section 2: bilingual). */
async function errorLabels(locale: Locale): Promise<ErrorLabels> {
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const words = await Promise.all(
    order.map(async (l) => {
      const t = await getTranslations({ locale: l, namespace: 'error' });
      return {
        title: t('title'),
        text: t('text'),
        retry: t('retry'),
        home: t('home'),
        homeHref: localePath(l),
        lang: LOCALE_ENTRIES[l].language,
      };
    }),
  );
  return words as unknown as ErrorLabels;
}

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
    manifest: `/${locale}/manifest.webmanifest`,
    // Named here, the icons replace the file convention's link for app/icon.svg: without it the
    // browser asks for /favicon.ico, which the shop does not have (a 404 in every first visit's
    // console).
    icons: { icon: { url: '/icon.svg', type: 'image/svg+xml' }, apple: '/icons/apple-touch-icon.png' },
    appleWebApp: { capable: true, title: 'Talat FC', statusBarStyle: 'default' },
  };
}

/** The root layout of every page: <html lang>, fonts, icon sprite, notifications. */
export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [tCommon, tNotifications] = await Promise.all([getTranslations('common'), getTranslations('notifications')]);
  const language = LOCALE_ENTRIES[locale].language;
  return (
    <html lang={language} className={thaiFont.variable}>
      <body>
        <a className="skip-link" href="#main">
          {tCommon('skipToContent')}
        </a>
        <IconSprite />
        <ErrorLabelsProvider labels={await errorLabels(locale)}>{children}</ErrorLabelsProvider>
        <NotificationRegion label={tNotifications('region')} dismissLabel={tNotifications('dismiss')} />
        <AppShell labels={await appShellLabels(locale)} />
      </body>
    </html>
  );
}
