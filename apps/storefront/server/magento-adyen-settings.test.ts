import { productionRefusals } from '@talat/service-kit';
import { describe, expect, it } from 'vitest';
import { MAGENTO_ADYEN_PRODUCTION_RULES } from './magento-adyen-settings';

const refusals = (env: Record<string, string | undefined>) =>
  productionRefusals({ NODE_ENV: 'production', ...env }, MAGENTO_ADYEN_PRODUCTION_RULES);
const magentoAdyen = { COMMERCE_BACKEND: 'magento', PAYMENT_PROVIDER: 'adyen' };

describe('a Magento shop paying through Adyen, in production', () => {
  it("refuses unset keys and the Adyen stand-in's, naming each", () => {
    expect(refusals(magentoAdyen).map((r) => r.split(' ')[0])).toEqual([
      'ADYEN_API_KEY',
      'ADYEN_MERCHANT_ACCOUNT',
      'ADYEN_CLIENT_KEY',
      'ADYEN_HMAC_KEY',
    ]);
    const standIn = refusals({
      ...magentoAdyen,
      ADYEN_API_KEY: 'stand-in-api-key',
      ADYEN_MERCHANT_ACCOUNT: 'TalatStandIn',
      ADYEN_CLIENT_KEY: 'test_STANDIN',
      ADYEN_HMAC_KEY: '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA',
    });
    expect(standIn).toHaveLength(4);
    expect(standIn.every((r) => r.includes("stand-in's development value"))).toBe(true);
  });

  it("starts with the merchant's own keys, and asks nothing of a shop that does not pay through Adyen on Magento", () => {
    const own = {
      ADYEN_API_KEY: 'AQE-own',
      ADYEN_MERCHANT_ACCOUNT: 'TalatFC',
      ADYEN_CLIENT_KEY: 'live_OWN',
      ADYEN_HMAC_KEY: 'ab'.repeat(32),
    };
    expect(refusals({ ...magentoAdyen, ...own })).toEqual([]);
    expect(refusals({ COMMERCE_BACKEND: 'magento' })).toEqual([]);
    // On Vendure the engine holds the keys (and refuses its own defaults).
    expect(refusals({ PAYMENT_PROVIDER: 'adyen' })).toEqual([]);
  });
});
