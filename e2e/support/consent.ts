// The shopper's cookie choice as the consent banner keeps it (apps/storefront/src/lib/analytics/
// consent.ts): the `s7-consent` cookie, URL-encoded JSON, for 12 months.

export const CONSENT_COOKIE = 's7-consent';

export interface ConsentChoice {
  analytics: boolean;
  marketing: boolean;
}

/** The cookie's value (URL-encoded) for a choice made now under the first notice. */
export function consentCookieValue(choice: ConsentChoice, at: Date = new Date()): string {
  return encodeURIComponent(JSON.stringify({ v: 1, analytics: choice.analytics, marketing: choice.marketing, at: at.toISOString(), n: 1 }));
}

/**
 * What every browser test starts with (playwright.config.ts `use.storageState`): a shopper who has
 * refused every cookie beyond the necessary ones, so that the consent banner does not cover the
 * controls of tests about something else. e2e/consent.spec.ts and the first-load gate start with
 * no choice instead (`test.use({ storageState: NO_CHOICE })`).
 */
export function refusedConsentState(baseURL: string) {
  return {
    cookies: [
      {
        name: CONSENT_COOKIE,
        value: consentCookieValue({ analytics: false, marketing: false }),
        domain: new URL(baseURL).hostname,
        path: '/',
        expires: Math.floor(Date.now() / 1000) + 365 * 24 * 60 * 60,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax' as const,
      },
    ],
    origins: [],
  };
}

/** A browser that has never been asked: no cookie, no storage. */
export const NO_CHOICE = { cookies: [], origins: [] };
