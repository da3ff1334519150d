'use client';

import { useEffect } from 'react';
import { CONSENT_OPEN_EVENT, hasChosen, readConsent } from '@/lib/analytics/consent';
import type { ConsentDialogWords } from './consent-words';

/** Runs `work` once the page has loaded and the browser is idle (or after a second at most). */
function afterLoad(work: () => void): () => void {
  let idle = 0;
  const later = () => {
    idle = window.requestIdleCallback ? window.requestIdleCallback(work, { timeout: 1000 }) : window.setTimeout(work, 200);
  };
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
  return () => {
    window.removeEventListener('load', later);
    if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
    else window.clearTimeout(idle);
  };
}

/**
 * The consent banner's trigger on every page (PDPA, docs/decisions/0054): a shopper who has not
 * chosen under the current notice gets the banner once the page has loaded; the footer's "Cookie
 * settings" (CONSENT_OPEN_EVENT) opens the settings. The library and its styles load only then
 * (consent-dialog.ts), so they are not in any page's first-load JavaScript. Renders nothing.
 */
export function ConsentBanner({ words, language }: { words: ConsentDialogWords; language: string }) {
  useEffect(() => {
    const open = (settings: boolean) => {
      import('./consent-dialog')
        .then((dialog) => dialog.openConsent(words, language, settings))
        .catch((error: unknown) => console.warn('The cookie settings could not be opened', error));
    };
    const openSettings = () => open(true);
    window.addEventListener(CONSENT_OPEN_EVENT, openSettings);
    const cancel = hasChosen(readConsent()) ? () => undefined : afterLoad(() => open(false));
    return () => {
      cancel();
      window.removeEventListener(CONSENT_OPEN_EVENT, openSettings);
    };
  }, [words, language]);
  return null;
}
