import { ADYEN_STAND_IN_DEFAULTS } from '@talat/adyen/stand-in-defaults';
import type { Env, SettingRule } from '@talat/service-kit';

/**
 * A Magento shop paying through Adyen (COMMERCE_BACKEND=magento, PAYMENT_PROVIDER=adyen;
 * docs/decisions/0063): the storefront's server calls Adyen itself and takes its webhooks, so it
 * needs the merchant's own keys. Production refuses the Adyen stand-in's values and unset keys.
 */
const paysThroughAdyen = (env: Env) =>
  (env.COMMERCE_BACKEND?.trim() || 'vendure') === 'magento' && env.PAYMENT_PROVIDER?.trim() === 'adyen';

const KEYS = {
  ADYEN_API_KEY: ADYEN_STAND_IN_DEFAULTS.apiKey,
  ADYEN_MERCHANT_ACCOUNT: ADYEN_STAND_IN_DEFAULTS.merchantAccount,
  ADYEN_CLIENT_KEY: ADYEN_STAND_IN_DEFAULTS.clientKey,
  ADYEN_HMAC_KEY: ADYEN_STAND_IN_DEFAULTS.hmacKey,
} as const;

export const MAGENTO_ADYEN_PRODUCTION_RULES: readonly SettingRule[] = (Object.keys(KEYS) as (keyof typeof KEYS)[]).map((name) => ({
  name,
  kind: 'check' as const,
  check: (value: string | undefined, env: Env) => {
    if (!paysThroughAdyen(env)) return null;
    const v = value?.trim();
    if (!v) return `${name} is not set: a Magento shop paying through Adyen needs the one from Adyen's Customer Area`;
    if (v === KEYS[name]) return `${name} is still the Adyen stand-in's development value: set the one from Adyen's Customer Area`;
    return null;
  },
}));
