import type { AdyenClient } from '@talat/commerce/types';

/**
 * Adyen's card component as the payment step mounts it (pure: its settings and what it hands
 * over). The engine's client gives the public settings; the card fields themselves are Adyen's
 * secured fields, iframes from Adyen's servers, so the card number never enters the shop's page
 * or servers: the component hands over encrypted fields only.
 */
export interface AdyenCheckoutSettings {
  clientKey: string;
  /** Which Adyen region the secured fields load from (the CSP admits that region's origins only). */
  environment: AdyenClient['environment'];
  locale: string;
  countryCode: string;
  amount: { currency: string; value: number };
  paymentMethodsResponse: { paymentMethods: { type: string; name: string; brands?: string[] }[] };
  /** The shop's own button places the order. */
  showPayButton: false;
  /** No Adyen analytics: nothing about the shopper goes anywhere before they pay. */
  analytics: { enabled: false };
}

export function adyenCheckoutSettings(client: AdyenClient): AdyenCheckoutSettings {
  return {
    clientKey: client.clientKey,
    environment: client.environment,
    locale: client.locale,
    countryCode: client.countryCode,
    amount: client.amount,
    // Only the cards: PromptPay is drawn by the shop itself.
    paymentMethodsResponse: { paymentMethods: client.paymentMethodsResponse.paymentMethods.filter((m) => m.type === 'scheme') },
    showPayButton: false,
    analytics: { enabled: false },
  };
}

/** What placeOrder takes from the card component: its payment method (encrypted fields) and the browser's details. */
export interface AdyenCardData {
  paymentMethod: { type: string } & Record<string, string>;
  browserInfo?: Record<string, string | number | boolean>;
}

/** The component's `data`, checked: only string fields of a scheme payment method, and plain browser details. */
export function adyenCardDataOf(data: unknown): AdyenCardData | null {
  const { paymentMethod, browserInfo } = (data ?? {}) as { paymentMethod?: unknown; browserInfo?: unknown };
  if (!paymentMethod || typeof paymentMethod !== 'object') return null;
  const fields = Object.entries(paymentMethod as Record<string, unknown>).filter((e): e is [string, string] => typeof e[1] === 'string');
  const method = Object.fromEntries(fields);
  if (method.type !== 'scheme' || !method.encryptedCardNumber) return null;
  const info =
    browserInfo && typeof browserInfo === 'object'
      ? Object.fromEntries(
          Object.entries(browserInfo as Record<string, unknown>).filter((e): e is [string, string | number | boolean] =>
            ['string', 'number', 'boolean'].includes(typeof e[1]),
          ),
        )
      : undefined;
  return { paymentMethod: method as AdyenCardData['paymentMethod'], ...(info ? { browserInfo: info } : {}) };
}
