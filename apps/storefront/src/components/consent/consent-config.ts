import type { CookieConsentConfig } from 'vanilla-cookieconsent';
import { CONSENT_MAX_AGE_SECONDS, type ConsentChoice } from '@/lib/analytics/consent';
import type { ConsentDialogWords } from './consent-words';

/**
 * The consent library's settings (vanilla-cookieconsent, docs/decisions/0054). Its own record is a
 * page's scratch in localStorage under this key: the shop's one record is the `s7-consent` cookie
 * (lib/analytics/consent.ts), which the dialog writes from the library's callbacks and from which
 * it sets the library's state each time it loads.
 */
export const LIBRARY_STORAGE_KEY = 'talat-consent-dialog';

/** The categories beyond the necessary ones, as the library names them. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing'] as const satisfies readonly (keyof ConsentChoice)[];

/** The library's categories a choice accepts (the necessary one always). */
export function acceptedCategories(choice: ConsentChoice): string[] {
  return ['necessary', ...OPTIONAL_CATEGORIES.filter((category) => choice[category])];
}

/**
 * The library's configuration: necessary (always on), analytics and marketing (off until the
 * shopper says yes); "Accept all" and "Reject all" side by side with the same weight, then
 * "Choose"; the shop's words in the page's language. Withdrawing analytics clears Google
 * Analytics' cookies. It shows nothing by itself (`autoShow: false`): the dialog decides.
 */
export function consentConfig(words: ConsentDialogWords, language: string, root: Element, onChoice: () => void): CookieConsentConfig {
  return {
    root,
    autoShow: false,
    // Browser tests drive a real Chromium (navigator.webdriver): the banner shows to them too.
    hideFromBots: false,
    disablePageInteraction: false,
    manageScriptTags: false,
    autoClearCookies: true,
    cookie: { name: LIBRARY_STORAGE_KEY, useLocalStorage: true, expiresAfterDays: CONSENT_MAX_AGE_SECONDS / 86_400 },
    guiOptions: {
      consentModal: { layout: 'bar inline', position: 'bottom', equalWeightButtons: true, flipButtons: false },
      preferencesModal: { layout: 'box', equalWeightButtons: true, flipButtons: false },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { autoClear: { cookies: [{ name: /^_ga/ }, { name: '_gid' }] } },
      marketing: {},
    },
    onFirstConsent: onChoice,
    onChange: onChoice,
    language: {
      default: language,
      translations: {
        [language]: {
          consentModal: {
            title: words.title,
            description: words.description,
            acceptAllBtn: words.acceptAll,
            acceptNecessaryBtn: words.rejectAll,
            showPreferencesBtn: words.choose,
          },
          preferencesModal: {
            title: words.preferencesTitle,
            acceptAllBtn: words.acceptAll,
            acceptNecessaryBtn: words.rejectAll,
            savePreferencesBtn: words.save,
            closeIconLabel: words.close,
            sections: [
              { description: words.preferencesText },
              { title: words.necessaryTitle, description: words.necessaryText, linkedCategory: 'necessary' },
              { title: words.analyticsTitle, description: words.analyticsText, linkedCategory: 'analytics' },
              { title: words.marketingTitle, description: words.marketingText, linkedCategory: 'marketing' },
            ],
          },
        },
      },
    },
  };
}
