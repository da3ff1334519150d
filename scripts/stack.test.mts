import { describe, expect, it } from 'vitest';
import { ADYEN_STAND_IN_DEFAULTS } from '../apps/commerce-engine/src/environment';
import { optionsFromEnv } from '../apps/adyen-stand-in/src/options';
import { MAGENTO_STAND_IN_ADMIN, stackConfig } from './stack.mjs';

// PAYMENT_PROVIDER=adyen on a developer's machine: the stack starts the Adyen stand-in and points
// the engine at it (scripts/stack.mjs); a shop with an Adyen account of its own gets none.
describe('stackConfig with PAYMENT_PROVIDER=adyen', () => {
  it("starts the stand-in, its webhooks to the engine's port and the engine at its /v71", () => {
    const c = stackConfig({ PAYMENT_PROVIDER: 'adyen', COMMERCE_PORT: '3101', ADYEN_STAND_IN_PORT: '3104' });
    expect(c.adyenStandIn).toBe(true);
    expect(c.adyenUrl).toBe('http://localhost:3104');
    expect(c.env).toMatchObject({
      ADYEN_STAND_IN_PORT: '3104',
      ADYEN_WEBHOOK_URL: 'http://127.0.0.1:3101/payments/adyen/webhook',
      ADYEN_CHECKOUT_URL: 'http://127.0.0.1:3104/v71',
    });
  });

  it('on Magento sends its webhooks to the storefront, whose server pays through Adyen (decision 0063)', () => {
    const c = stackConfig({ PAYMENT_PROVIDER: 'adyen', COMMERCE_BACKEND: 'magento', PORT: '3400', ADYEN_STAND_IN_PORT: '3404' });
    expect(c.adyenStandIn).toBe(true);
    expect(c.env).toMatchObject({
      ADYEN_WEBHOOK_URL: 'http://127.0.0.1:3400/api/payments/adyen/webhook',
      ADYEN_CHECKOUT_URL: 'http://127.0.0.1:3404/v71',
    });
  });

  it("starts none with an Adyen of the shop's own, in production or without the provider", () => {
    for (const env of [
      { PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'AQE...' },
      { PAYMENT_PROVIDER: 'adyen', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9999/v71' },
      { PAYMENT_PROVIDER: 'adyen', COMMERCE_BACKEND: 'magento', NODE_ENV: 'production' },
      { PAYMENT_PROVIDER: 'adyen', NODE_ENV: 'production' },
      {},
    ]) {
      const c = stackConfig(env);
      expect(c.adyenStandIn).toBe(false);
      expect(c.env.ADYEN_WEBHOOK_URL).toBeUndefined();
    }
  });

  // The stack leaves the keys to each side's development defaults: they must be the same keys,
  // or the engine's calls get 401s and the stand-in's webhooks fail their signature check.
  it("relies on the engine's development defaults being the stand-in's", () => {
    const standIn = optionsFromEnv({});
    expect({
      apiKey: standIn.apiKey,
      merchantAccount: standIn.merchantAccount,
      clientKey: standIn.clientKey,
      hmacKey: standIn.hmacKey,
      checkoutUrl: `http://127.0.0.1:${standIn.port}/v71`,
    }).toEqual(ADYEN_STAND_IN_DEFAULTS);
  });
});

// COMMERCE_BACKEND=magento: the Magento stand-in signs in the admin user the storefront signs in as.
describe('stackConfig with COMMERCE_BACKEND=magento', () => {
  it('gives the storefront and the stand-in the same admin user for Login as Customer, the one given or the stand-in’s', () => {
    expect(stackConfig({ COMMERCE_BACKEND: 'magento' }).env).toMatchObject({
      MAGENTO_ADMIN_USERNAME: MAGENTO_STAND_IN_ADMIN.username,
      MAGENTO_ADMIN_PASSWORD: MAGENTO_STAND_IN_ADMIN.password,
    });
    expect(stackConfig({ COMMERCE_BACKEND: 'magento', MAGENTO_ADMIN_USERNAME: 'mine' }).env.MAGENTO_ADMIN_USERNAME).toBe('mine');
  });

  it('sets none for a Magento of the shop’s own, nor for the engine', () => {
    expect(
      stackConfig({ COMMERCE_BACKEND: 'magento', MAGENTO_GRAPHQL_URL: 'https://m.example/graphql' }).env.MAGENTO_ADMIN_PASSWORD,
    ).toBeUndefined();
    expect(stackConfig({}).env.MAGENTO_ADMIN_PASSWORD).toBeUndefined();
  });
});
