'use client';

import Script from 'next/script';
import { useSyncExternalStore } from 'react';
import { onConsentChange, readConsent, type ConsentChoice } from '@/lib/analytics/consent';

const subscribe = (changed: () => void) => onConsentChange(changed);

/** Whether the shopper allows a category now (false on the server and during hydration); follows their choice in this page. */
export function useConsented(category: keyof ConsentChoice): boolean {
  return useSyncExternalStore(
    subscribe,
    () => readConsent()[category],
    () => false,
  );
}

/**
 * A provider's script that sets its own cookies (a reviews or pay-later widget): loaded only once
 * the shopper allows its category, never before (PDPA, docs/decisions/0054). Until then the
 * provider's element keeps the shop's own text.
 */
export function ConsentedScript({ src, category }: { src: string; category: keyof ConsentChoice }) {
  return useConsented(category) ? <Script src={src} strategy="lazyOnload" /> : null;
}
