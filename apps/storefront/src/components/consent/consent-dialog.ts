import * as CookieConsent from 'vanilla-cookieconsent';
import 'vanilla-cookieconsent/dist/cookieconsent.css';
import { CONSENT_NOTICE_VERSION, hasChosen, readConsent, saveConsent } from '@/lib/analytics/consent';
import { accountCall } from '@/lib/account/account-api';
import { signedInInBrowser } from '@/lib/api/browser-sdk';
import { acceptedCategories, consentConfig, LIBRARY_STORAGE_KEY } from './consent-config';
import type { ConsentDialogWords } from './consent-words';
import styles from './consent-dialog.module.css';

/**
 * The consent banner and the cookie settings (vanilla-cookieconsent), loaded by ConsentBanner
 * after the page has loaded, never in its first-load JavaScript (docs/decisions/0054). The
 * library draws and remembers nothing the shop relies on: each shopper's choice goes to the
 * `s7-consent` cookie (saveConsent, which the tag manager's gate reads) and, for a signed-in
 * customer, to the engine (`recordConsent`, with the notice's version).
 */
let started: Promise<Element> | null = null;
// While the library is set to the shopper's saved choice, its callbacks are not a new choice.
let syncing = false;

function recordChoice(): void {
  if (syncing) return;
  const choice = { analytics: CookieConsent.acceptedCategory('analytics'), marketing: CookieConsent.acceptedCategory('marketing') };
  saveConsent(choice);
  if (!signedInInBrowser()) return;
  accountCall('recordConsent', { notice_version: CONSENT_NOTICE_VERSION, ...choice }).catch((error: unknown) => {
    // The choice holds in the browser; the engine's record waits for the next one.
    console.warn('The cookie choice was not recorded for the customer', error);
  });
}

function start(words: ConsentDialogWords, language: string): Promise<Element> {
  started ??= (async () => {
    // The library starts from the shop's record, not from a copy of its own.
    localStorage.removeItem(LIBRARY_STORAGE_KEY);
    const root = document.createElement('div');
    root.className = styles.root!;
    document.body.append(root);
    await CookieConsent.run(consentConfig(words, language, root, recordChoice));
    const saved = readConsent();
    if (hasChosen(saved)) {
      syncing = true;
      try {
        CookieConsent.acceptCategory(acceptedCategories(saved));
      } finally {
        syncing = false;
      }
    }
    return root;
  })();
  return started;
}

/**
 * Keyboard users start in the dialog just shown. The library tries too, but on a timer that can
 * come before its opening transition makes the dialog visible (a hidden element takes no focus):
 * this waits, frame by frame for up to two seconds, until it is visible, and leaves focus alone
 * when it is already inside.
 */
function focusDialog(root: Element): void {
  const until = performance.now() + 2000;
  const attempt = () => {
    const dialog = root.querySelector<HTMLElement>('[role="dialog"][aria-hidden="false"]');
    if (!dialog || dialog.contains(document.activeElement)) return;
    if (getComputedStyle(dialog).visibility === 'visible') {
      dialog.tabIndex = -1;
      dialog.focus();
    } else if (performance.now() < until) requestAnimationFrame(attempt);
  };
  requestAnimationFrame(attempt);
}

/** Shows the banner (`settings` false: only to a shopper who has not chosen) or the cookie settings. */
export async function openConsent(words: ConsentDialogWords, language: string, settings: boolean): Promise<void> {
  const root = await start(words, language);
  if (settings) CookieConsent.showPreferences();
  else if (!hasChosen(readConsent())) CookieConsent.show(true);
  else return;
  focusDialog(root);
}
