import fs from 'node:fs';
import path from 'node:path';
import { DefaultSearchPlugin, mergeConfig, VendureLogger } from '@vendure/core';
import { createTestEnvironment, registerInitializer, SqljsInitializer, testConfig } from '@vendure/testing';
import { EmailPlugin } from '@vendure/email-plugin';
import { emailPluginOptions } from '../src/email';
import { readEnv } from '../src/environment';
import { seedStore, settleCatalogue } from '../src/seed/seed';
import { buildConfig } from '../src/vendure-config';
import { EMPTY_INITIAL_DATA } from './initial-data';
import { AddressFieldsPlugin } from '../src/plugins/address-fields';
import { GiftCardsPlugin } from '../src/plugins/gift-cards';
import { OrderAccessPlugin } from '../src/plugins/order-access';
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
import { WishlistPlugin } from '../src/plugins/wishlist';
import { CatalogueDef } from '../src/seed/types';
import { testCatalogue } from './fixtures/catalogue';

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
  /** Adds the EmailPlugin (dev mode) writing every email as a JSON file into this folder. */
  emailOutputPath?: string;
  /** The sign-on provider the `sso` strategy trusts (default: one that is never reached). */
  signOn?: SignOnPluginOptions;
  /** Seeded instead of the fixture catalogue (e.g. with demo customers). */
  catalogue?: CatalogueDef;
  /** Receives the engine's log (default: none, or the console with LOG=1). */
  logger?: VendureLogger;
}

/** A sign-on provider that is never reached: the `sso` strategy refuses every token. */
const NO_SIGN_ON: SignOnPluginOptions = { issuer: 'http://sign-on.invalid', clientId: 'talat-storefront' };

/**
 * A test server with the engine's strategies and plugins (not the asset server, admin UI or
 * email), seeded with the small fixture catalogue through the same code as the real seed.
 */
export function createEngineTestEnvironment(port: number, options: EngineTestOptions = {}) {
  const engine = buildConfig({ ...readEnv({}), port });
  const config = mergeConfig(testConfig, {
    apiOptions: { port },
    authOptions: { tokenMethod: 'bearer' },
    ...(options.logger ? { logger: options.logger } : {}),
    paymentOptions: engine.paymentOptions,
    shippingOptions: engine.shippingOptions,
    taxOptions: engine.taxOptions,
    catalogOptions: engine.catalogOptions,
    plugins: [
      ProductFieldsPlugin.init(),
      UrlRedirectsPlugin.init(),
      PersonalisationPlugin.init(),
      AddressFieldsPlugin.init(),
      GiftCardsPlugin.init(),
      OrderAccessPlugin.init(),
      SignOnPlugin.init(options.signOn ?? NO_SIGN_ON),
      StoreConfigPlugin.init({ publicUrl: 'http://engine.test', storefrontUrl: 'http://shop.test' }),
      TestCardPaymentsPlugin.init({
        secret: 'test-card-secret',
        publicUrl: `http://localhost:${port}`,
        storefrontUrl: 'http://shop.test',
        chequePayableTo: 'Talat FC Test Payee Co., Ltd.',
      }),
      ReviewsPlugin.init(),
      ProductInsightsPlugin.init(),
      WishlistPlugin.init(),
      LoyaltyPlugin.init(),
      NewsletterPlugin.init({ storefrontUrl: 'http://shop.test' }),
      StorefrontRevalidationPlugin.init({
        storefrontUrl: options.storefrontUrl ?? '',
        secret: options.revalidateSecret ?? 'test-revalidate-secret',
        debounceMs: options.revalidateDebounceMs ?? 250,
        maxWaitMs: Math.max(2000, (options.revalidateDebounceMs ?? 250) * 4),
      }),
      ...(options.searchIndex ? [DefaultSearchPlugin.init({ indexStockStatus: true })] : []),
      ...(options.emailOutputPath
        ? [EmailPlugin.init({ ...emailPluginOptions({ storefrontUrl: 'http://shop.test', outputPath: options.emailOutputPath }), route: 'mailbox' })]
        : []),
    ],
  });
  const env = createTestEnvironment(config);
  const init = async () => {
    await env.server.init({
      initialData: EMPTY_INITIAL_DATA,
      customerCount: 0,
    });
    await seedStore(env.server.app, options.catalogue ?? testCatalogue, { images: false });
    // The cheque method is seeded after bootstrap: give it the payable-to text now.
    await env.server.app.get(TestCardService).ensurePaymentMethods();
    await env.server.app.get(LoyaltyService).ensurePaymentMethod();
    if (options.searchIndex) await settleCatalogue(env.server.app);
  };
  return { ...env, init };
}
