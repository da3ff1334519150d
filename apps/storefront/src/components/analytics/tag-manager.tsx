'use client';

import { useEffect } from 'react';
import { onConsentChange, readConsent, type ConsentState } from '../../lib/analytics/consent';
import { dataLayer, updateConsent } from '../../lib/analytics/data-layer';
import { loadTagManager } from '../../lib/analytics/tag-manager';

/**
 * The tag manager behind the consent gate. The page is the same for every shopper (kept pages,
 * decisions 0015 and 0036), so this decides in the browser: the data layer starts with Consent
 * Mode's defaults (all denied); a shopper whose `s7-consent` cookie grants analytics, now or when
 * the consent banner saves it (`saveConsent`), gets the consent update and the container's
 * script. Without consent no request goes to Google. Renders nothing.
 */
export function TagManager({ id }: { id: string }) {
  useEffect(() => {
    dataLayer();
    const apply = (state: ConsentState, changed: boolean) => {
      if (changed || state.analytics || state.marketing) updateConsent(state);
      if (state.analytics) loadTagManager(id);
    };
    apply(readConsent(), false);
    return onConsentChange((state) => apply(state, true));
  }, [id]);
  return null;
}
