import 'server-only';
import type { StoreConfig, StoreLogo } from '@talat/commerce/types';
import { getTranslations } from 'next-intl/server';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { LOCALE_ENTRIES, type Locale } from '../../lib/locale/locales';

type HeaderWords = Awaited<ReturnType<typeof getTranslations<'header'>>>;

/**
 * The logo of the store config and the link's name ("Talat FC Official Store home"); when the
 * engine cannot be asked, the crest and the shop's name from the messages, so the header stays.
 */
export function storeLogoOf(config: Pick<StoreConfig, 'logo'> | null, t: HeaderWords): { logo: StoreLogo; label: string } {
  const logo = config?.logo ?? { src: null, alt: t('logoFallbackName'), width: 32, height: 32, wordmark: t('logoWordmark') };
  return { logo, label: t('logoLabel', { name: logo.alt }) };
}

/** The same, for a layout that has not read the store config itself (the checkout's). */
export async function getStoreLogo(locale: Locale): Promise<{ logo: StoreLogo; label: string }> {
  const [t, config] = await Promise.all([getTranslations('header'), storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency)]);
  return storeLogoOf(config, t);
}
