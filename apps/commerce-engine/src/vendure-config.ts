import { AdminUiPlugin } from '@vendure/admin-ui-plugin';
import { AssetServerPlugin } from '@vendure/asset-server-plugin';
import {
  DefaultJobQueuePlugin,
  DefaultSchedulerPlugin,
  DefaultSearchPlugin,
  defaultShippingCalculator,
  defaultShippingEligibilityChecker,
  LanguageCode,
  RedisCachePlugin,
  VendureConfig,
} from '@vendure/core';
import { BullMQJobQueuePlugin } from '@vendure/job-queue-plugin/package/bullmq';
import { EmailPlugin } from '@vendure/email-plugin';
import { createLogger, isHttpsUrl, type Metrics } from '@talat/service-kit';
import { noSuggestionsPlugin } from './api/no-suggestions';
import { ADMIN_QUERY_LIMITS, queryLimitRules, SHOP_QUERY_LIMITS } from './api/query-limits';
import { manualPaymentHandler } from './config/manual-payment-handler';
import { MarketTaxZoneStrategy } from './config/market-tax-zone-strategy';
import { NumericStockDisplayStrategy } from './config/numeric-stock-display-strategy';
import { countryShippingEligibilityChecker, currencyRateShippingCalculator } from './config/shipping';
import { TaxInclusivePriceCalculationStrategy } from './config/tax-inclusive-price-strategy';
import { emailPluginOptions, smtpTransportOptions } from './email';
import { EngineEnv, readEnv } from './environment';
import { engineSecurityHeaders } from './http/security-headers';
import { EngineLogger } from './operations/engine-logger';
import { AdyenPaymentsPlugin } from './plugins/adyen-payments';
import { AttemptLimitsPlugin } from './plugins/attempt-limits';
import { OperationsPlugin } from './plugins/operations';
import { PaymentMethodsPlugin } from './plugins/payment-methods';
import { requestClient, ShopApiAccessPlugin } from './plugins/shop-api-access';
import { migrations } from './migrations';
import { redisOptions } from './redis-options';
import { AddressFieldsPlugin } from './plugins/address-fields';
import { CatalogueSearchPlugin } from './plugins/catalogue-search';
import { ConsentPlugin } from './plugins/consent';
import { CurrencyPricesPlugin } from './plugins/currency-prices';
import { GiftCardsPlugin } from './plugins/gift-cards';
import { OrderAccessPlugin } from './plugins/order-access';
import { OrderSerialisationPlugin } from './plugins/order-serialisation';
import { OrderTrackingPlugin } from './plugins/order-tracking';
import { ProductFieldsPlugin } from './plugins/product-fields';
import { PersonalisationPlugin } from './plugins/personalisation';
import { ProductInsightsPlugin } from './plugins/product-insights';
import { ReviewsPlugin } from './plugins/reviews';
import { SignOnPlugin } from './plugins/sign-on';
import { StoreConfigPlugin } from './plugins/store-config';
import { StorefrontRevalidationPlugin } from './plugins/storefront-revalidation';
import { TestCardPaymentsPlugin } from './plugins/test-card-payments';
import { UrlRedirectsPlugin } from './plugins/url-redirects';
import { LoyaltyPlugin } from './plugins/loyalty';
import { NewsletterPlugin } from './plugins/newsletter';
import { StockAlertsPlugin } from './plugins/stock-alerts';
import { WishlistPlugin } from './plugins/wishlist';

/** A plain pitch-green picture for the admin's login screen (an SVG in a data URL). */
const ADMIN_LOGIN_IMAGE = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16"><rect width="16" height="16" fill="#0b5d3b"/></svg>')}`;

export interface ConfigOptions {
  /** Seeding: search index updates are buffered (and dropped); the seed reindexes once at the end. */
  forSeed?: boolean;
  /** The server process's metrics (METRICS_PORT): GraphQL operations and the job queue depth go in. */
  metrics?: Metrics;
  /** The process's name in its log lines (default `engine`; the worker's `engine-worker`). */
  service?: string;
}

/** Where the admin UI and the asset server answer. */
export const ADMIN_PATH = 'admin';
export const ASSETS_PATH = 'assets';

function dbConnectionOptions(env: EngineEnv, forSeed: boolean): VendureConfig['dbConnectionOptions'] {
  if (env.dbType === 'postgres') {
    // The schema comes from the committed migrations (src/migrations), run once before the
    // servers and workers start (postgres.ts), never from `synchronize`.
    return { type: 'postgres', url: env.databaseUrl, synchronize: false, migrations, logging: false };
  }
  return {
    type: 'better-sqlite3',
    database: env.dbPath,
    synchronize: true,
    logging: false,
    // WAL keeps readers and the in-process worker from blocking each other; seeding skips fsync.
    prepareDatabase: (db: { pragma(s: string): unknown }) => {
      db.pragma('journal_mode = WAL');
      db.pragma(forSeed ? 'synchronous = OFF' : 'synchronous = NORMAL');
    },
  };
}

/**
 * The embedded profile: jobs in the database, polled by the engine's own process, and each
 * process's cache in its memory. With REDIS_URL (the scaled profile): BullMQ jobs that any
 * worker takes, and one cache, sessions included, for every engine process.
 */
function queueAndCachePlugins(env: EngineEnv, options: ConfigOptions): NonNullable<VendureConfig['plugins']> {
  if (!env.redisUrl) {
    if (env.dbType === 'postgres') throw new Error('DB_TYPE=postgres needs REDIS_URL (the job queue and cache of the scaled profile)');
    return [DefaultJobQueuePlugin.init({ pollInterval: options.forSeed ? 50 : 1000 })];
  }
  // BullMQ's blocking connections (its workers, and the queue events every process listens to)
  // need `maxRetriesPerRequest: null`: jobs wait for Redis. Jobs are added from event handlers,
  // after the request that caused them has been answered. The prefix keeps the shop's keys apart.
  const connection = { ...redisOptions(env.redisUrl), maxRetriesPerRequest: null };
  // The cache fails at once while Redis is away (no queue of commands waiting for it): Vendure
  // then reads from the database, so pages and carts stay as fast as the database.
  const cache = { ...redisOptions(env.redisUrl), enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 };
  return [
    BullMQJobQueuePlugin.init({ connection, queueOptions: { prefix: 'talat' }, workerOptions: { prefix: 'talat' } }),
    RedisCachePlugin.init({ redisOptions: cache, namespace: 'talat-engine' }),
  ];
}

/** The engine's Vendure configuration, from the environment (see README for the variables). */
export function buildConfig(env: EngineEnv = readEnv(), options: ConfigOptions = {}): VendureConfig {
  const forSeed = options.forSeed ?? false;
  return {
    apiOptions: {
      port: env.port,
      hostname: env.host,
      adminApiPath: 'admin-api',
      shopApiPath: 'shop-api',
      cors: { origin: [env.storefrontUrl, env.publicUrl], credentials: true },
      // No schema for strangers in production, no playground or debug details anywhere.
      introspection: !env.production,
      shopApiPlayground: false,
      adminApiPlayground: false,
      shopApiDebug: false,
      adminApiDebug: false,
      shopApiValidationRules: queryLimitRules(SHOP_QUERY_LIMITS),
      adminApiValidationRules: queryLimitRules(ADMIN_QUERY_LIMITS),
      // Errors name no field of the schema a caller did not ask for (api/no-suggestions.ts).
      apolloServerPlugins: [noSuggestionsPlugin],
      // Before Nest's own routes, so that every answer (assets, admin, health, errors) carries them.
      middleware: [
        { route: '/', beforeListen: true, handler: engineSecurityHeaders({ https: isHttpsUrl(env.publicUrl), assetsPath: ASSETS_PATH }) },
      ],
    },
    authOptions: {
      // Bearer only: the storefront and the admin UI send `vendure-auth-token`; no session
      // cookie means no login CSRF, so GET queries need no preflight header.
      tokenMethod: 'bearer',
      authTokenHeaderKey: 'vendure-auth-token',
      superadminCredentials: { identifier: env.superadminUsername, password: env.superadminPassword },
      requireVerification: false,
    },
    logger: new EngineLogger(createLogger({ service: options.service ?? 'engine', json: env.production })),
    dbConnectionOptions: dbConnectionOptions(env, forSeed),
    defaultLanguageCode: LanguageCode.en,
    paymentOptions: { paymentMethodHandlers: [manualPaymentHandler] },
    shippingOptions: {
      shippingCalculators: [currencyRateShippingCalculator, defaultShippingCalculator],
      shippingEligibilityCheckers: [countryShippingEligibilityChecker, defaultShippingEligibilityChecker],
    },
    taxOptions: { taxZoneStrategy: new MarketTaxZoneStrategy() },
    catalogOptions: {
      productVariantPriceCalculationStrategy: new TaxInclusivePriceCalculationStrategy(),
      stockDisplayStrategy: new NumericStockDisplayStrategy(5),
    },
    plugins: [
      AssetServerPlugin.init({
        route: ASSETS_PATH,
        assetUploadDir: env.assetDir,
        assetUrlPrefix: `${env.publicUrl}/${ASSETS_PATH}/`,
      }),
      ...queueAndCachePlugins(env, options),
      DefaultSchedulerPlugin.init(),
      DefaultSearchPlugin.init({ bufferUpdates: forSeed, indexStockStatus: true }),
      // Seeding sends no email (the demo customers' past orders would each get a confirmation).
      ...(forSeed
        ? []
        : [
            EmailPlugin.init(
              emailPluginOptions({
                storefrontUrl: env.storefrontUrl,
                mailFrom: env.mailFrom,
                transport: smtpTransportOptions(env.smtpUrl),
              }),
            ),
          ]),
      // The login screen's picture from here, not from Vendure's image server: the admin calls
      // no one else (its page policy allows its own origin only).
      AdminUiPlugin.init({ route: ADMIN_PATH, port: env.port, adminUiConfig: { loginImageUrl: ADMIN_LOGIN_IMAGE } }),
      ShopApiAccessPlugin.init({ shopApiKey: env.shopApiKey }),
      AttemptLimitsPlugin.init({
        limits: env.attemptLimits,
        redisUrl: env.redisUrl,
        clientOf: (req) => requestClient(req, env.shopApiKey, env.trustProxy),
      }),
      OperationsPlugin.init({ smtpUrl: env.smtpUrl, redisUrl: env.redisUrl, metrics: options.metrics }),
      ProductFieldsPlugin.init(),
      // Sets the price selection strategy: a variant without a price in the shopper's currency is
      // converted from the default currency, or not sold (MISSING_CURRENCY_PRICE, EXCHANGE_RATES).
      CurrencyPricesPlugin.init(env.currencyPrices),
      UrlRedirectsPlugin.init(),
      PersonalisationPlugin.init(),
      AddressFieldsPlugin.init(),
      GiftCardsPlugin.init(),
      OrderAccessPlugin.init(),
      OrderTrackingPlugin.init(),
      OrderSerialisationPlugin.init({ redisUrl: env.redisUrl }),
      SignOnPlugin.init({ issuer: env.signOnUrl, clientId: env.ssoClientId, jwksUrl: env.ssoJwksUrl }),
      ...(forSeed ? [] : [CatalogueSearchPlugin.init()]),
      StoreConfigPlugin.init({
        publicUrl: env.publicUrl,
        storefrontUrl: env.storefrontUrl,
        tagManagerId: env.tagManagerId,
        bnpl: env.bnpl,
      }),
      PaymentMethodsPlugin.init({ chequePayableTo: env.chequePayableTo, testCardProvider: env.testCardProvider }),
      // The demo's card provider: never in production unless PAYMENT_TEST_MODE=true (environment.ts).
      ...(env.testCardProvider
        ? [TestCardPaymentsPlugin.init({ secret: env.testCardSecret, publicUrl: env.publicUrl, storefrontUrl: env.storefrontUrl })]
        : []),
      // PAYMENT_PROVIDER=adyen: cards and PromptPay through Adyen, beside (not instead of) the test card provider.
      ...(env.adyen ? [AdyenPaymentsPlugin.init({ ...env.adyen, redisUrl: env.redisUrl })] : []),
      ReviewsPlugin.init(),
      ProductInsightsPlugin.init(),
      ConsentPlugin.init(),
      WishlistPlugin.init(),
      LoyaltyPlugin.init(),
      NewsletterPlugin.init({ storefrontUrl: env.storefrontUrl }),
      // Back-in-stock alerts; their `stock-alerts` jobs run in the worker of the scaled profile (same config).
      StockAlertsPlugin.init({ storefrontUrl: env.storefrontUrl }),
      // Seeding notifies no one: the storefront is not running yet (or will be rebuilt anyway).
      StorefrontRevalidationPlugin.init({ storefrontUrl: forSeed ? '' : env.revalidateUrls, secret: env.revalidateSecret }),
    ],
  };
}
