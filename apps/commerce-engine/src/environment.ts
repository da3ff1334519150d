import path from 'node:path';
import { isProduction, parseTrustProxy, type TrustProxy } from '@talat/service-kit';
import { invalidGtmIdMessage, isGtmId } from '@talat/rules/tag-manager';
import { attemptLimitsFromEnv } from './plugins/attempt-limits/limits-from-env';
import type { AttemptLimits } from './plugins/attempt-limits/constants';
import type { AdyenPaymentsOptions } from './plugins/adyen-payments/constants';
import { currencyPriceSettingsFromEnv, type CurrencyPriceSettings } from './plugins/currency-prices/settings';
import { bnplTypesFromEnv } from './plugins/adyen-payments/method-types';
import { bnplFromEnv } from './plugins/store-config/bnpl-from-env';
import { defaultStoreConfigOptions } from './plugins/store-config/default-options';
import type { BnplSettings } from './plugins/store-config/types';
import { adyenAccountFromEnv } from '@talat/adyen/account-settings';
import { ADYEN_STAND_IN_DEFAULTS } from '@talat/adyen/stand-in-defaults';

/** The engine's settings, read once from the process environment with defaults for local use. */
export interface EngineEnv {
  port: number;
  /** Empty: every interface (IPv4 and IPv6), so localhost works either way. */
  host: string;
  dbType: 'better-sqlite3' | 'postgres';
  dbPath: string;
  databaseUrl: string | undefined;
  /**
   * REDIS_URL: the job queue (BullMQ), the engine's cache and its sessions live in Redis, so that
   * several engine processes and a separate worker share them. Required with PostgreSQL.
   */
  redisUrl: string | undefined;
  /** COMMERCE_WORKER=separate: this process serves only; `dist/worker.js` runs the jobs. */
  separateWorker: boolean;
  assetDir: string;
  superadminUsername: string;
  superadminPassword: string;
  storefrontUrl: string;
  /** STOREFRONT_REVALIDATE_URLS: the storefront origins told of catalogue changes (default: storefrontUrl). */
  revalidateUrls: string;
  publicUrl: string;
  /** Shared with the storefront's `/api/revalidate` (header `x-revalidate-secret`). */
  revalidateSecret: string;
  /** Cheque / money order payee shown at checkout (CHEQUE_PAYABLE_TO). */
  chequePayableTo: string;
  /** HMAC key of the test card provider's tokens and challenge references (TEST_CARD_SECRET). */
  testCardSecret: string;
  /** The sign-on provider's issuer identifier, no trailing slash: ID tokens must carry it as `iss` (SIGN_ON_URL). */
  signOnUrl: string;
  /** This shop's client id at the sign-on provider: the ID tokens' audience (SSO_CLIENT_ID). */
  ssoClientId: string;
  /** The provider's signing keys (SSO_JWKS_URL); undefined: `${signOnUrl}/jwks`. */
  ssoJwksUrl: string | undefined;
  /** NODE_ENV=production: every development default is refused (production-settings.ts). */
  production: boolean;
  /** Where email leaves (SMTP_URL): the development mail catcher by default. */
  smtpUrl: string;
  /** The sender of every email (MAIL_FROM). */
  mailFrom: string;
  /** The storefront's proof to the Shop API (SHOP_API_KEY, header `x-talat-shop-key`). */
  shopApiKey: string;
  /**
   * Whether the engine's test card provider is loaded: always in development, in production only
   * with PAYMENT_TEST_MODE=true.
   */
  testCardProvider: boolean;
  /**
   * PAYMENT_PROVIDER=adyen: the Adyen provider's settings (ADYEN_*), else undefined. In
   * development each unset key falls back to the Adyen stand-in's (apps/adyen-stand-in);
   * production refuses to start without every key (production-settings.ts).
   */
  adyen: AdyenPaymentsOptions | undefined;
  /** Whose X-Forwarded-For the engine believes (TRUST_PROXY, the kit's format). */
  trustProxy: TrustProxy;
  /** The attempt limits (ATTEMPT_LIMIT_<SCOPE>, plugins/attempt-limits). */
  attemptLimits: AttemptLimits;
  /** The shop's tag manager container (GTM_ID, `GTM-...`), served in the store config; null: none. */
  tagManagerId: string | null;
  /** The buy-now-pay-later message's provider, instalments and limits (BNPL_*; store-config/bnpl-from-env.ts). */
  bnpl: BnplSettings;
  /**
   * A variant without a price in the shopper's currency: converted at EXCHANGE_RATES, or not sold
   * (MISSING_CURRENCY_PRICE; plugins/currency-prices). A malformed value stops the start.
   */
  currencyPrices: CurrencyPriceSettings;
}

/** apps/commerce-engine, whether running from src/ (tests) or dist/ (built). */
export const APP_ROOT = path.resolve(__dirname, '..');

/** The development defaults of the settings production refuses to leave at them. */
export const DEVELOPMENT_DEFAULTS = {
  smtpUrl: 'smtp://127.0.0.1:1025',
  mailFrom: '"Talat FC Official Store" <noreply@talat.example>',
  shopApiKey: 'talat-dev-shop-api-key',
} as const;

/** PAYMENT_TEST_MODE=true: the test card provider in production (never implied). */
export function testCardProviderOn(env: Readonly<Record<string, string | undefined>>): boolean {
  return !isProduction(env) || env.PAYMENT_TEST_MODE?.trim() === 'true';
}

/**
 * GTM_ID: the tag manager container the storefront loads for shoppers who consent to analytics;
 * unset or empty, none. An id that is not `GTM-` and uppercase letters or digits stops the start
 * (spec section 5: '{id} is not a valid GTM-ID'), rather than a shop that silently tags nothing.
 */
export function tagManagerIdFromEnv(env: Readonly<Record<string, string | undefined>>): string | null {
  const id = env.GTM_ID?.trim();
  if (!id) return null;
  if (!isGtmId(id)) throw new Error(`GTM_ID: ${invalidGtmIdMessage(id)}`);
  return id;
}

/** PAYMENT_PROVIDER=adyen: the engine takes payments through Adyen (plugins/adyen-payments). */
export function adyenProviderOn(env: Readonly<Record<string, string | undefined>>): boolean {
  return env.PAYMENT_PROVIDER?.trim() === 'adyen';
}

/** The Adyen stand-in's development settings: not Adyen's, refused in production (@talat/adyen). */
export { ADYEN_STAND_IN_DEFAULTS };

function adyenFromEnv(env: NodeJS.ProcessEnv, storefrontUrl: string): AdyenPaymentsOptions | undefined {
  if (!adyenProviderOn(env)) return undefined;
  return {
    // Development takes the stand-in's values; production leaves them empty for its settings check to refuse.
    ...adyenAccountFromEnv(env, { standIn: !isProduction(env) }),
    autoCapture: env.ADYEN_AUTO_CAPTURE?.trim() !== 'false',
    bnplTypes: bnplTypesFromEnv(env.ADYEN_BNPL_TYPES),
    storefrontUrl,
  };
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): EngineEnv {
  const port = Number(env.COMMERCE_PORT ?? 3001);
  const dbPath = path.resolve(env.COMMERCE_DB_PATH ?? path.join(APP_ROOT, 'data', 'talat.sqlite'));
  return {
    port,
    host: env.COMMERCE_HOST ?? '',
    dbType: env.DB_TYPE === 'postgres' ? 'postgres' : 'better-sqlite3',
    dbPath,
    databaseUrl: env.DATABASE_URL,
    redisUrl: env.REDIS_URL?.trim() || undefined,
    separateWorker: env.COMMERCE_WORKER === 'separate',
    assetDir: path.resolve(env.COMMERCE_ASSET_DIR ?? path.join(path.dirname(dbPath), 'assets')),
    superadminUsername: env.SUPERADMIN_USERNAME ?? 'superadmin',
    superadminPassword: env.SUPERADMIN_PASSWORD ?? 'superadmin',
    storefrontUrl: stripSlash(env.STOREFRONT_URL ?? 'http://localhost:3000'),
    revalidateUrls: env.STOREFRONT_REVALIDATE_URLS?.trim() || stripSlash(env.STOREFRONT_URL ?? 'http://localhost:3000'),
    publicUrl: stripSlash(env.COMMERCE_PUBLIC_URL ?? `http://localhost:${port}`),
    revalidateSecret: env.REVALIDATE_SECRET || 'talat-dev-revalidate-secret',
    chequePayableTo: env.CHEQUE_PAYABLE_TO?.trim() || 'Talat FC Official Store Co., Ltd.',
    testCardSecret: env.TEST_CARD_SECRET || 'talat-dev-test-card-secret',
    // Compared exactly with the tokens' `iss`: without a trailing slash, as the sign-on app reads it.
    signOnUrl: stripSlash(env.SIGN_ON_URL?.trim() || 'http://localhost:3003'),
    ssoClientId: env.SSO_CLIENT_ID?.trim() || 'talat-storefront',
    ssoJwksUrl: env.SSO_JWKS_URL?.trim() || undefined,
    production: isProduction(env),
    smtpUrl: env.SMTP_URL?.trim() || DEVELOPMENT_DEFAULTS.smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEVELOPMENT_DEFAULTS.mailFrom,
    shopApiKey: env.SHOP_API_KEY?.trim() || DEVELOPMENT_DEFAULTS.shopApiKey,
    testCardProvider: testCardProviderOn(env),
    adyen: adyenFromEnv(env, stripSlash(env.STOREFRONT_URL ?? 'http://localhost:3000')),
    trustProxy: parseTrustProxy(env.TRUST_PROXY, 'TRUST_PROXY'),
    attemptLimits: attemptLimitsFromEnv(env),
    tagManagerId: tagManagerIdFromEnv(env),
    bnpl: bnplFromEnv(env, defaultStoreConfigOptions.bnpl),
    currencyPrices: currencyPriceSettingsFromEnv(env, isProduction(env)),
  };
}

function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}
