import { adyenEnvironmentOf, type AdyenEnvironment } from '@talat/rules/adyen-environment';
import { ADYEN_STAND_IN_DEFAULTS } from './stand-in-defaults';

/** The shop's Adyen account as the engine and the Magento connector read it (ADYEN_*); server-only, never logged. */
export interface AdyenAccountSettings {
  /** ADYEN_API_KEY: the web service user's API key. */
  apiKey: string;
  /** ADYEN_MERCHANT_ACCOUNT. */
  merchantAccount: string;
  /** ADYEN_CLIENT_KEY: public, handed to the shopper's drop-in. */
  clientKey: string;
  /** ADYEN_HMAC_KEY: the webhook HMAC key, hex, as the Customer Area shows it. */
  hmacKey: string;
  /** ADYEN_ENVIRONMENT: `test` (unset), or a live region; a value that is none throws, by name. */
  environment: AdyenEnvironment;
  /** ADYEN_LIVE_URL_PREFIX: required for every live region. */
  liveUrlPrefix?: string;
  /** ADYEN_CHECKOUT_URL: the Checkout API base, version included (the stand-in's in development). */
  checkoutUrl?: string;
}

/**
 * The ADYEN_* variables, trimmed. With `standIn`, an unset key takes the Adyen stand-in's
 * development value, and without ADYEN_API_KEY the Checkout API is the stand-in's; without it an
 * unset key is empty. Whether the values may be used is the caller's start's to check (a
 * production start refuses empty keys and the stand-in's).
 */
export function adyenAccountFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  { standIn }: { standIn: boolean },
): AdyenAccountSettings {
  const read = (name: string, fallback: string): string => env[name]?.trim() || (standIn ? fallback : '');
  return {
    apiKey: read('ADYEN_API_KEY', ADYEN_STAND_IN_DEFAULTS.apiKey),
    merchantAccount: read('ADYEN_MERCHANT_ACCOUNT', ADYEN_STAND_IN_DEFAULTS.merchantAccount),
    clientKey: read('ADYEN_CLIENT_KEY', ADYEN_STAND_IN_DEFAULTS.clientKey),
    hmacKey: read('ADYEN_HMAC_KEY', ADYEN_STAND_IN_DEFAULTS.hmacKey),
    environment: adyenEnvironmentOf(env.ADYEN_ENVIRONMENT),
    liveUrlPrefix: env.ADYEN_LIVE_URL_PREFIX?.trim() || undefined,
    checkoutUrl:
      env.ADYEN_CHECKOUT_URL?.trim() || (standIn && !env.ADYEN_API_KEY?.trim() ? ADYEN_STAND_IN_DEFAULTS.checkoutUrl : undefined),
  };
}
