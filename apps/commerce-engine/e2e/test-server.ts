import fs from 'node:fs';
import path from 'node:path';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import { DefaultSearchPlugin, mergeConfig, VendureConfig, VendureLogger } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { EmailPlugin, EmailTransportOptions } from '@vendure/email-plugin';
import { parseTrustProxy } from '@talat/service-kit';
import { emailPluginOptions } from '../src/email';
import { readEnv } from '../src/environment';
import { AttemptLimits, AttemptLimitsPlugin, DEFAULT_ATTEMPT_LIMITS } from '../src/plugins/attempt-limits';
import { OperationsPlugin } from '../src/plugins/operations';
import { PaymentMethodsPlugin, PaymentMethodsService } from '../src/plugins/payment-methods';
import { requestClient, ShopApiAccessPlugin } from '../src/plugins/shop-api-access';
import { seedStore, settleCatalogue } from '../src/seed/seed';
import { ASSETS_PATH, buildConfig } from '../src/vendure-config';
import { EMPTY_INITIAL_DATA } from './initial-data';
import { AddressFieldsPlugin } from '../src/plugins/address-fields';
import { GiftCardsPlugin } from '../src/plugins/gift-cards';
import { OrderAccessPlugin } from '../src/plugins/order-access';
import { OrderTrackingPlugin } from '../src/plugins/order-tracking';
import { ConsentPlugin } from '../src/plugins/consent';
import { PersonalisationPlugin } from '../src/plugins/personalisation';
import { ProductFieldsPlugin } from '../src/plugins/product-fields';
import { ProductInsightsPlugin } from '../src/plugins/product-insights';
import { ReviewsPlugin } from '../src/plugins/reviews';
import { SignOnPlugin, SignOnPluginOptions } from '../src/plugins/sign-on';
import { StoreConfigPlugin } from '../src/plugins/store-config';
import { StorefrontRevalidationPlugin } from '../src/plugins/storefront-revalidation';
import { TestCardPaymentsPlugin, TestCardService } from '../src/plugins/test-card-payments';
import { UrlRedirectsPlugin } from '../src/plugins/url-redirects';
import { LoyaltyPlugin, LoyaltyService } from '../src/plugins/loyalty';
import { NewsletterPlugin } from '../src/plugins/newsletter';
import { StockAlertsPlugin } from '../src/plugins/stock-alerts';
import { WishlistPlugin } from '../src/plugins/wishlist';
import { CurrencyPricesPlugin, type CurrencyPriceSettings } from '../src/plugins/currency-prices';
import { CatalogueDef } from '@talat/demo-catalogue';
import { testCatalogue } from './fixtures/catalogue';
import { sendShopKey, TEST_SHOP_KEY } from './fixtures/shop-key';

// The initializer caches a populated database per spec file; schema changes would make it stale.
// One folder per worker process: spec files run two at a time (vitest.e2e.config.mts).
const dataDir = path.join(__dirname, '__data__', String(process.pid));
fs.rmSync(dataDir, { recursive: true, force: true });
// The initializer makes only the last folder (a clean checkout has no __data__ yet).
fs.mkdirSync(path.dirname(dataDir), { recursive: true });
registerInitializer('sqljs', new SqljsInitializer(dataDir));

export interface EngineTestOptions {
  /** Where the revalidation plugin POSTs (`${url}/api/revalidate`); default '' = off. */
  storefrontUrl?: string;
  revalidateSecret?: string;
  /** Quiet time before the plugin sends a batch (default 250 ms). */
  revalidateDebounceMs?: number;
  /** Adds Vendure's default search (the Shop API `search` the connector finds SKUs with), indexed after the seed. */
  searchIndex?: boolean;
  /** Adds the EmailPlugin with this transport (a fixtures/mailbox.ts mailbox's, or SMTP to a test server). */
  emailTransport?: EmailTransportOptions;
  /** The attempt limits (default: far above what any spec does, except attempt-limits'). */
  attemptLimits?: AttemptLimits;
  /** Loads the test card provider (default true; production without PAYMENT_TEST_MODE: false). */
  testCardProvider?: boolean;
  /** GraphQL introspection (default on, as in development). */
  introspection?: boolean;
  /** What /ready checks as the SMTP server (default: a port nothing listens on). */
  smtpUrl?: string;
  /** Adds the asset server (`/assets/`) serving this folder. */
  assetDir?: string;
  /** The sign-on provider the `sso` strategy trusts (default: one that is never reached). */
  signOn?: SignOnPluginOptions;
  /** Seeded instead of the fixture catalogue (e.g. with demo customers). */
  catalogue?: CatalogueDef;
  /** Receives the engine's log (default: none, or the console with LOG=1). */
  logger?: VendureLogger;
  /** Prices missing in a currency (default: the development settings, convert at the demo rate). */
  currencyPrices?: CurrencyPriceSettings;
  /** More plugins (a payment provider's, e.g. AdyenPaymentsPlugin), after the payment methods plugin. */
  plugins?: NonNullable<VendureConfig['plugins']>;
}

/** The sender of the test servers' emails. */
export const TEST_MAIL_FROM = '"Talat FC Test Store" <shop@talat.test>';

/** A sign-on provider that is never reached: the `sso` strategy refuses every token. */
const NO_SIGN_ON: SignOnPluginOptions = { issuer: 'http://sign-on.invalid', clientId: 'talat-storefront' };

/** Every spec's attempts fit in these many times over; attempt-limits.e2e-spec.ts sets its own. */
const LOOSE_LIMITS: AttemptLimits = Object.fromEntries(
  Object.entries(DEFAULT_ATTEMPT_LIMITS).map(([scope, l]) => [scope, { ...l, perClient: 10_000, perAccount: 10_000 }]),
) as AttemptLimits;

/**
 * A test server with the engine's strategies, plugins, query limits, shop key and headers (not
 * the asset server or admin UI; email only when asked), seeded with the small fixture catalogue
 * through the same code as the real seed. Its shop client sends the shop key.
 */
export function createEngineTestEnvironment(port: number, options: EngineTestOptions = {}) {
  const engine = buildConfig({ ...readEnv({}), port });
  const testCardProvider = options.testCardProvider ?? true;
  const config = mergeConfig(testConfig, {
    apiOptions: {
      port,
      introspection: options.introspection ?? true,
      shopApiValidationRules: engine.apiOptions.shopApiValidationRules,
      adminApiValidationRules: engine.apiOptions.adminApiValidationRules,
      middleware: engine.apiOptions.middleware,
      apolloServerPlugins: engine.apiOptions.apolloServerPlugins,
    },
    authOptions: { tokenMethod: 'bearer' },
    ...(options.logger ? { logger: options.logger } : {}),
    paymentOptions: engine.paymentOptions,
    shippingOptions: engine.shippingOptions,
    taxOptions: engine.taxOptions,
    catalogOptions: engine.catalogOptions,
    plugins: [
      ProductFieldsPlugin.init(),
      CurrencyPricesPlugin.init(options.currencyPrices ?? readEnv({}).currencyPrices),
      UrlRedirectsPlugin.init(),
      PersonalisationPlugin.init(),
      AddressFieldsPlugin.init(),
      GiftCardsPlugin.init(),
      OrderAccessPlugin.init(),
      OrderTrackingPlugin.init(),
      SignOnPlugin.init(options.signOn ?? NO_SIGN_ON),
      StoreConfigPlugin.init({ publicUrl: 'http://engine.test', storefrontUrl: 'http://shop.test' }),
      ShopApiAccessPlugin.init({ shopApiKey: TEST_SHOP_KEY }),
      AttemptLimitsPlugin.init({
        limits: options.attemptLimits ?? LOOSE_LIMITS,
        clientOf: (req) => requestClient(req, TEST_SHOP_KEY, parseTrustProxy(undefined)),
      }),
      OperationsPlugin.init({ smtpUrl: options.smtpUrl ?? 'smtp://127.0.0.1:9' }),
      PaymentMethodsPlugin.init({ chequePayableTo: 'Talat FC Test Payee Co., Ltd.', testCardProvider }),
      ...(testCardProvider
        ? [
            TestCardPaymentsPlugin.init({
              secret: 'test-card-secret',
              publicUrl: `http://localhost:${port}`,
              storefrontUrl: 'http://shop.test',
            }),
          ]
        : []),
      ...(options.plugins ?? []),
      ReviewsPlugin.init(),
      ProductInsightsPlugin.init(),
      WishlistPlugin.init(),
      LoyaltyPlugin.init(),
      NewsletterPlugin.init({ storefrontUrl: 'http://shop.test' }),
      StockAlertsPlugin.init({ storefrontUrl: 'http://shop.test' }),
      ConsentPlugin.init(),
      StorefrontRevalidationPlugin.init({
        storefrontUrl: options.storefrontUrl ?? '',
        secret: options.revalidateSecret ?? 'test-revalidate-secret',
        debounceMs: options.revalidateDebounceMs ?? 250,
        maxWaitMs: Math.max(2000, (options.revalidateDebounceMs ?? 250) * 4),
      }),
      ...(options.searchIndex ? [DefaultSearchPlugin.init({ indexStockStatus: true })] : []),
      ...(options.assetDir
        ? [
            AssetServerPlugin.init({
              route: ASSETS_PATH,
              assetUploadDir: options.assetDir,
              assetUrlPrefix: `http://localhost:${port}/${ASSETS_PATH}/`,
            }),
          ]
        : []),
      ...(options.emailTransport
        ? [
            EmailPlugin.init(
              emailPluginOptions({ storefrontUrl: 'http://shop.test', mailFrom: TEST_MAIL_FROM, transport: options.emailTransport }),
            ),
          ]
        : []),
    ],
  });
  const env = createTestEnvironment(config);
  sendShopKey(env.shopClient);
  const init = async () => {
    await env.server.init({
      initialData: EMPTY_INITIAL_DATA,
      customerCount: 0,
    });
    await seedStore(env.server.app, options.catalogue ?? testCatalogue, { images: false });
    // The payment methods are seeded after bootstrap: the card method and the payable-to text now.
    await env.server.app.get(PaymentMethodsService).ensureChequeDescriptions();
    if (testCardProvider) await env.server.app.get(TestCardService).ensurePaymentMethods();
    await env.server.app.get(LoyaltyService).ensurePaymentMethod();
    if (options.searchIndex) await settleCatalogue(env.server.app);
  };
  return { ...env, init };
}
