'use client';

import '@adyen/adyen-web/styles/adyen.css';
import type { AdyenClient } from '@talat/commerce/types';
import { useEffect, useRef, useState } from 'react';
import { adyenCardDataOf, adyenCheckoutSettings, type AdyenCardData } from '../../lib/checkout/adyen-card';

/** Reads the card for placeOrder: its data when complete, else null (the component shows what is missing). */
export type AdyenCardReader = () => AdyenCardData | null;

interface MountedCard {
  isValid: boolean;
  data: unknown;
  showValidation(): unknown;
  unmount(): unknown;
}

/**
 * Adyen's card component (secured fields: Adyen's iframes take the number, so it never enters
 * this page's scripts or the shop's servers). Loaded with this module only when the shopper
 * picks a card through Adyen; mounted once per client. When Adyen's servers cannot be reached the
 * shopper is told, and PromptPay or another method still works.
 */
export default function AdyenCardFields({
  client,
  unavailable,
  onReader,
}: {
  client: AdyenClient;
  unavailable: string;
  onReader: (reader: AdyenCardReader | null) => void;
}) {
  const node = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let cancelled = false;
    let card: MountedCard | null = null;
    void (async () => {
      try {
        const { AdyenCheckout, Card } = await import('@adyen/adyen-web');
        const checkout = await AdyenCheckout(adyenCheckoutSettings(client));
        if (cancelled || !node.current) return;
        card = new Card(checkout, { hasHolderName: true, holderNameRequired: true }).mount(node.current) as unknown as MountedCard;
        const mounted = card;
        onReader(() => {
          if (!mounted.isValid) {
            mounted.showValidation();
            return null;
          }
          return adyenCardDataOf(mounted.data);
        });
      } catch {
        if (!cancelled) setFailed(true);
      }
    })();
    return () => {
      cancelled = true;
      onReader(null);
      card?.unmount();
    };
  }, [client, onReader]);

  return (
    <div className="adyen-card">
      {failed ? (
        <p className="notice notice--warning" role="alert">
          {unavailable}
        </p>
      ) : null}
      <div ref={node} data-testid="adyen-card" />
    </div>
  );
}
