import type { AdyenAccountSettings } from '@talat/adyen/account-settings';
import type { AdyenEnvironment } from '@talat/rules/adyen-environment';

/** Payment method handler code and the PaymentMethod code the plugin ensures exists. */
export const ADYEN_HANDLER_CODE = 'talat-adyen';
export const ADYEN_METHOD_CODE = 'talat-adyen';
export const ADYEN_PLUGIN_OPTIONS = Symbol('ADYEN_PLUGIN_OPTIONS');

/** Base path of the webhook endpoint (`POST /payments/adyen/webhook`). */
export const ADYEN_ROUTE = 'payments/adyen';

/** The Checkout API version this plugin speaks (the stand-in's and the reference specification's). */
export { CHECKOUT_API_VERSION } from '@talat/adyen/checkout-url';

/** ADYEN_ENVIRONMENT: `test`, or a live region (`live`, `live-us`, `live-au`, `live-apse`, `live-in`); @talat/rules. */
export type { AdyenEnvironment };

/** The account (ADYEN_API_KEY, ADYEN_MERCHANT_ACCOUNT, ADYEN_CLIENT_KEY, ADYEN_HMAC_KEY, ADYEN_ENVIRONMENT, ADYEN_LIVE_URL_PREFIX, ADYEN_CHECKOUT_URL: @talat/adyen/account-settings) and the engine's own settings. */
export interface AdyenPaymentsOptions extends AdyenAccountSettings {
  /** ADYEN_AUTO_CAPTURE (default true): Adyen merchant accounts capture at once unless set to manual capture. */
  autoCapture?: boolean;
  /** ADYEN_BNPL_TYPES: buy-now-pay-later types (e.g. `clearpay`), each a payment method of its own (method-types.ts). */
  bnplTypes?: readonly string[];
  /** STOREFRONT_URL: every returnUrl must start with it. */
  storefrontUrl: string;
  /** Timeout of each Checkout API call (default 30 s). */
  timeoutMs?: number;
  /**
   * REDIS_URL (the scaled profile): webhook deliveries for one payment are applied one at a time
   * across every engine process, not only within one.
   */
  redisUrl?: string;
}
