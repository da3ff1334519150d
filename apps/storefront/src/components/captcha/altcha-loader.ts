import type { CaptchaWords } from './captcha-words';

/** The widget's strings the shop sets (ALTCHA v3's keys), from the shop's own words. */
function altchaStrings(words: CaptchaWords): Record<string, string> {
  return {
    label: words.label,
    loading: words.loading,
    verify: words.verify,
    verifying: words.verifying,
    verified: words.verified,
    verificationRequired: words.verificationRequired,
    waitAlert: words.waitAlert,
    error: words.error,
    expired: words.expired,
    reload: words.reload,
    cancel: words.cancel,
    // The attribution link is hidden (hideFooter): no link or request leaves the shop.
    footer: '',
    ariaLinkLabel: '',
  };
}

let loaded: Promise<void> | null = null;

/**
 * Loads the ALTCHA web component once, on the first flagged form the shopper turns to: its
 * CSP-friendly build (`altcha/external`: no inline workers), the SHA-256 worker from the shop's
 * origin, and the shop's strings in both languages.
 */
export function loadAltcha(words: CaptchaWords): Promise<void> {
  loaded ??= (async () => {
    await import('altcha/external');
    await import('altcha/altcha.css');
    globalThis.$altcha.algorithms.set('SHA-256', () => new Worker(new URL('./sha-worker.ts', import.meta.url), { type: 'module' }));
  })();
  return loaded.then(() => {
    globalThis.$altcha.i18n.set(words.language, altchaStrings(words));
  });
}
