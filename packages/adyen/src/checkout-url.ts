import { isLiveAdyenEnvironment, type AdyenEnvironment } from '@talat/rules/adyen-environment';

/** The Checkout API version Talat speaks (the stand-in's and the reference specification's). */
export const CHECKOUT_API_VERSION = 'v71';

/** Where the Checkout API is: ADYEN_CHECKOUT_URL, ADYEN_ENVIRONMENT and ADYEN_LIVE_URL_PREFIX. */
export interface CheckoutLocation {
  checkoutUrl?: string;
  environment: AdyenEnvironment;
  liveUrlPrefix?: string;
}

/**
 * The Checkout API's base URL, version included. Adyen's library builds its own URLs for the
 * API version it was generated for (v72 in 32.1.0) and only for https; this plugin speaks v71,
 * the version the stand-in and the reference specification describe, so every call is sent to
 * this base instead: ADYEN_CHECKOUT_URL when set (the stand-in), else Adyen's test endpoint, or
 * the live endpoint with the merchant's prefix (Adyen's "live URL prefix" of the Customer Area).
 * Every live region (`live`, `live-us`, `live-au`, `live-apse`, `live-in`) has its own prefix,
 * which names the region: the URL's shape is the same.
 */
export function checkoutBaseUrl(options: CheckoutLocation): string {
  if (options.checkoutUrl) return options.checkoutUrl.replace(/\/+$/, '');
  if (isLiveAdyenEnvironment(options.environment)) {
    if (!options.liveUrlPrefix) throw new Error(`ADYEN_LIVE_URL_PREFIX is required with ADYEN_ENVIRONMENT=${options.environment}`);
    return `https://${options.liveUrlPrefix}-checkout-live.adyenpayments.com/checkout/${CHECKOUT_API_VERSION}`;
  }
  return `https://checkout-test.adyen.com/${CHECKOUT_API_VERSION}`;
}

/**
 * The library's endpoint (`https://checkout-test.adyen.com/v72/payments/ABC/captures`) moved onto
 * the configured base: the path after the version segment is kept, query included.
 */
export function checkoutEndpoint(libraryEndpoint: string, base: string): string {
  const match = /^https?:\/\/[^/]+(?:\/checkout)?\/v\d+(\/.*)?$/.exec(libraryEndpoint);
  if (!match) throw new Error('unexpected Checkout API endpoint from the Adyen library');
  return `${base}${match[1] ?? ''}`;
}
