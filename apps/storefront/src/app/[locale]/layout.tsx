import type { Metadata, Viewport } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { TagManager } from '../../components/analytics/tag-manager';
import { AppShell } from '../../components/app/app-shell';
import { CaptchaWordsProvider } from '../../components/captcha/captcha-words';
import { ConsentBanner } from '../../components/consent/consent-banner';
import { DIALOG_WORDS } from '../../components/consent/consent-words';
import { OFFLINE_WORDS } from '../../components/app/app-words';
import { IconSprite } from '../../components/icons/icon';
import { ErrorWordsProvider, type ErrorPageWords } from '../../components/errors/error-words';
import { NotificationRegion } from '../../components/notifications/notification-region';
import { TAG_MANAGER_META } from '../../lib/analytics/tag-manager';
import { tagManagerIdOf } from '../../lib/analytics/tag-manager-id.server';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { getEnv } from '../../lib/config/env.server';
import { isLocale, LOCALE_ENTRIES, LOCALES, localePath, type Locale } from '../../lib/locale/locales';
import { loadMessages } from '../../i18n/messages';
import { pickWords } from '../../i18n/pick-words';
import { getOptionalStory } from '../../lib/content/content.server';
import { THEME_COLOURS, themeOf } from '../../lib/content/global-story';
import '../../styles/globals.css';
import { thaiFont } from '../fonts';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** The error page's words: the shopper's language, then the other (spec section 2: bilingual). */
async function errorWords(locale: Locale): Promise<ErrorPageWords> {
  const order = [locale, ...LOCALES.filter((l) => l !== locale)];
  const words = await Promise.all(
    order.map(async (l) => ({ ...(await loadMessages(l)).error, homeHref: localePath(l), lang: LOCALE_ENTRIES[l].language })),
  );
  return words as unknown as ErrorPageWords;
}

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** The browser's own bars take the theme's colour (the global story's theme). */
export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { locale } = await params;
  const theme = isLocale(locale) ? themeOf((await getOptionalStory('global', locale))?.content) : 'default';
  return { themeColor: THEME_COLOURS[theme], width: 'device-width', initialScale: 1 };
}

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
  const [tCommon, tNotifications, messages, global, storeConfig] = await Promise.all([
    getTranslations('common'),
    getTranslations('notifications'),
    loadMessages(locale),
    getOptionalStory('global', locale),
    storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency),
  ]);
  // The shop's, the same for every shopper and language: whether a shopper gets it is decided in
  // their browser (consent), so kept pages stay shared.
  const tagManagerId = tagManagerIdOf(storeConfig);
  const language = LOCALE_ENTRIES[locale].language;
  return (
    <html lang={language} className={thaiFont.variable}>
      {/* The global story's theme (spec: default 'default'): the palette in globals.css. */}
      <body data-theme={themeOf(global?.content)}>
        {tagManagerId ? (
          <>
            {/* React puts it in the head, where the server reads it to admit the tag manager's origins in this page's policy. */}
            <meta name={TAG_MANAGER_META} content={tagManagerId} />
            <TagManager id={tagManagerId} />
          </>
        ) : null}
        {/* PDPA: the banner asks a shopper who has not chosen; the footer's "Cookie settings" opens it again. */}
        <ConsentBanner words={pickWords(messages.consent, DIALOG_WORDS)} language={locale} />
        <a className="skip-link" href="#main">
          {tCommon('skipToContent')}
        </a>
        <IconSprite />
        <ErrorWordsProvider words={await errorWords(locale)}>
          {/* The flagged forms' captcha speaks the page's language (components/captcha). */}
          <CaptchaWordsProvider words={{ ...messages.captcha, language: locale }}>{children}</CaptchaWordsProvider>
        </ErrorWordsProvider>
        <NotificationRegion label={tNotifications('region')} dismissLabel={tNotifications('dismiss')} />
        {/* On every page: the install offer's words and the offline ones the browser uses. */}
        <AppShell labels={{ install: messages.app.install, offline: pickWords(messages.app.offline, OFFLINE_WORDS) }} />
      </body>
    </html>
  );
}
