import { describe, expect, it } from 'vitest';
import { ADYEN_STAND_IN_DEFAULTS } from '../apps/commerce-engine/src/environment';
import { optionsFromEnv } from '../apps/adyen-stand-in/src/options';
import { stackConfig } from './stack.mjs';

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

  it("starts none with an Adyen of the shop's own, on Magento, in production or without the provider", () => {
    for (const env of [
      { PAYMENT_PROVIDER: 'adyen', ADYEN_API_KEY: 'AQE...' },
      { PAYMENT_PROVIDER: 'adyen', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:9999/v71' },
      { PAYMENT_PROVIDER: 'adyen', COMMERCE_BACKEND: 'magento' },
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
