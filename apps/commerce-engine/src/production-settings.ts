import { productionRefusals, type Env, type SettingRule } from '@talat/service-kit';
import { invalidAdyenEnvironmentMessage, isAdyenEnvironment, isLiveAdyenEnvironment } from '@talat/rules/adyen-environment';
import { smtpTransportOptions } from './email/smtp-transport';
import { ADYEN_STAND_IN_DEFAULTS, adyenProviderOn, testCardProviderOn } from './environment';
import { parseExchangeRates, parseMissingPriceMode } from './plugins/currency-prices/settings';

/**
 * What the engine and its worker refuse to start with under NODE_ENV=production (the kit's
 * `assertProductionSettings('engine', process.env, ENGINE_SETTING_RULES)`). Each setting has a
 * development default (environment.ts) so that `npm start` works from a fresh clone; in
 * production each refusal names the variable to set.
 */

/** A secret the kit's `secret` rule would refuse, as a `check` (for a secret only needed sometimes). */
function secretRefusal(name: string, env: Env): string | null {
  return productionRefusals({ ...env, NODE_ENV: 'production' }, [{ name, kind: 'secret' }])[0] ?? null;
}

/**
 * Each Adyen key, required while PAYMENT_PROVIDER=adyen, and never the stand-in's development
 * value that environment.ts falls back to (its HMAC key is in this repository: anyone could sign
 * webhooks with it).
 */
const ADYEN_KEYS = {
  ADYEN_API_KEY: ADYEN_STAND_IN_DEFAULTS.apiKey,
  ADYEN_MERCHANT_ACCOUNT: ADYEN_STAND_IN_DEFAULTS.merchantAccount,
  ADYEN_CLIENT_KEY: ADYEN_STAND_IN_DEFAULTS.clientKey,
  ADYEN_HMAC_KEY: ADYEN_STAND_IN_DEFAULTS.hmacKey,
} as const;

function adyenKeyRefusal(name: keyof typeof ADYEN_KEYS, value: string | undefined): string | null {
  const v = value?.trim();
  if (!v) return `${name} is not set: PAYMENT_PROVIDER=adyen needs it`;
  if (v === ADYEN_KEYS[name]) return `${name} is still the Adyen stand-in's development value: set the one from Adyen's Customer Area`;
  if (name === 'ADYEN_HMAC_KEY' && !/^([0-9a-fA-F]{2})+$/.test(v)) return 'ADYEN_HMAC_KEY must be the hex key the Customer Area shows';
  return null;
}

const ADYEN_RULES: SettingRule[] = [
  ...(Object.keys(ADYEN_KEYS) as Array<keyof typeof ADYEN_KEYS>).map((name): SettingRule => ({
    name,
    kind: 'check',
    check: (value, env) => (adyenProviderOn(env) ? adyenKeyRefusal(name, value) : null),
  })),
  {
    name: 'ADYEN_ENVIRONMENT',
    kind: 'check',
    // Required in production (no test default), and one of Adyen's environments.
    check: (value, env) =>
      adyenProviderOn(env) && !isAdyenEnvironment(value?.trim())
        ? `${invalidAdyenEnvironmentMessage(value?.trim() ?? '')} (PAYMENT_PROVIDER=adyen)`
        : null,
  },
  {
    name: 'ADYEN_LIVE_URL_PREFIX',
    kind: 'check',
    check: (value, env) => {
      const environment = env.ADYEN_ENVIRONMENT?.trim();
      return adyenProviderOn(env) && isAdyenEnvironment(environment) && isLiveAdyenEnvironment(environment) && !value?.trim()
        ? `ADYEN_LIVE_URL_PREFIX is not set: ADYEN_ENVIRONMENT=${environment} needs the merchant's live URL prefix for that region (Customer Area, Developers > API URLs)`
        : null;
    },
  },
];

/** A parse error's message, or null. */
function parseRefusal(parse: () => unknown): string | null {
  try {
    parse();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

/**
 * Converting prices (MISSING_CURRENCY_PRICE=convert, the default) needs the shop's own rates:
 * development falls back to the demo's (settings.ts), which would price real orders.
 */
const CURRENCY_PRICE_RULES: SettingRule[] = [
  { name: 'MISSING_CURRENCY_PRICE', kind: 'check', check: (value) => parseRefusal(() => parseMissingPriceMode(value)) },
  {
    name: 'EXCHANGE_RATES',
    kind: 'check',
    check: (value, env) => {
      const refusal = parseRefusal(() => parseExchangeRates(value));
      if (refusal) return refusal;
      // a malformed mode is MISSING_CURRENCY_PRICE's own refusal
      const convert =
        env.MISSING_CURRENCY_PRICE === undefined ||
        env.MISSING_CURRENCY_PRICE.trim() === '' ||
        env.MISSING_CURRENCY_PRICE.trim() === 'convert';
      return convert && !value?.trim()
        ? 'EXCHANGE_RATES is not set: MISSING_CURRENCY_PRICE=convert (the default) prices variants without a price in a currency at these rates (e.g. GBP:0.022), or set MISSING_CURRENCY_PRICE=not-sold'
        : null;
    },
  },
];

export const ENGINE_SETTING_RULES: readonly SettingRule[] = [
  // Shared with the storefront: the catalogue-change notifications carry it.
  { name: 'REVALIDATE_SECRET', kind: 'secret' },
  // The storefront's proof to the Shop API (x-talat-shop-key).
  { name: 'SHOP_API_KEY', kind: 'secret' },
  // The seed's admin login: a person types it, so 12 characters, and never the demo's.
  { name: 'SUPERADMIN_PASSWORD', kind: 'secret', minLength: 12, demoValues: ['superadmin'] },
  {
    name: 'PAYMENT_TEST_MODE',
    kind: 'check',
    check: (value) =>
      value === undefined || value === 'true' || value === 'false'
        ? null
        : `PAYMENT_TEST_MODE must be true (the test card provider takes payments: a test deployment only) or false, not "${value}"`,
  },
  // Signs the test card tokens: needed only while the test card provider is on.
  {
    name: 'TEST_CARD_SECRET',
    kind: 'check',
    check: (_value, env) => (testCardProviderOn(env) ? secretRefusal('TEST_CARD_SECRET', env) : null),
  },
  {
    name: 'SMTP_URL',
    kind: 'check',
    check: (value) => {
      if (!value)
        return 'SMTP_URL is not set: email would go to the development mail catcher (smtp://user:password@host:587 or smtps://...:465)';
      try {
        smtpTransportOptions(value);
        return null;
      } catch (e) {
        return (e as Error).message;
      }
    },
  },
  { name: 'MAIL_FROM', kind: 'required' },
  // Their localhost defaults only work on one machine.
  { name: 'STOREFRONT_URL', kind: 'required' },
  { name: 'COMMERCE_PUBLIC_URL', kind: 'required' },
  { name: 'SIGN_ON_URL', kind: 'required' },
  ...ADYEN_RULES,
  ...CURRENCY_PRICE_RULES,
];
