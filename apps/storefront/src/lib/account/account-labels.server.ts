import 'server-only';
import type { StoreConfig } from '@talat/commerce/types';
import { loadMessages } from '../../i18n/messages';
import type { Locale } from '../locale/locales';
import type { AccountSection } from './account-paths';

/** The My Account words of a language (messages/{lang}/my-account.json). */
export async function accountLabels(locale: Locale) {
  return (await loadMessages(locale)).myAccount;
}

export type AccountLabels = Awaited<ReturnType<typeof accountLabels>>;

/** Sections the store config switches off. */
export function hiddenSections(config: Pick<StoreConfig, 'wishlist_enabled' | 'newsletter_enabled'>): AccountSection[] {
  return [...(config.wishlist_enabled ? [] : ['wishlist' as const]), ...(config.newsletter_enabled ? [] : ['newsletter' as const])];
}
