import { describe, expect, it } from 'vitest';
import { connectorConfigFromEnv } from '../backend-config';
import { magentoAdyenFromEnv } from './adyen-options';

describe("the Magento connector's Adyen settings", () => {
  it('are off without PAYMENT_PROVIDER=adyen', () => {
    expect(magentoAdyenFromEnv({})).toBeUndefined();
    expect(magentoAdyenFromEnv({ PAYMENT_PROVIDER: 'test-card', ADYEN_API_KEY: 'k' })).toBeUndefined();
    expect(connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento' })).not.toHaveProperty('adyen');
  });

  it("take the Adyen stand-in's values and address in development", () => {
    expect(magentoAdyenFromEnv({ PAYMENT_PROVIDER: 'adyen' })).toEqual({
      apiKey: 'stand-in-api-key',
      merchantAccount: 'TalatStandIn',
      clientKey: 'test_STANDIN',
      hmacKey: '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA',
      environment: 'test',
      checkoutUrl: 'http://127.0.0.1:3006/v71',
    });
    expect(
      connectorConfigFromEnv({ COMMERCE_BACKEND: 'magento', PAYMENT_PROVIDER: 'adyen', ADYEN_CHECKOUT_URL: 'http://127.0.0.1:3406/v71' }),
    ).toMatchObject({
      backend: 'magento',
      adyen: { checkoutUrl: 'http://127.0.0.1:3406/v71' },
    });
  });

  it("with a key of the shop's own, talk to Adyen's own Checkout API", () => {
    expect(
      magentoAdyenFromEnv({
        PAYMENT_PROVIDER: 'adyen',
        ADYEN_API_KEY: 'AQE-real',
        ADYEN_MERCHANT_ACCOUNT: 'TalatFC_ECOM',
        ADYEN_CLIENT_KEY: 'live_ABC123',
        ADYEN_HMAC_KEY: 'ab'.repeat(32),
        ADYEN_ENVIRONMENT: 'live-apse',
        ADYEN_LIVE_URL_PREFIX: '1797a841fbb37ca7-TalatFC',
      }),
    ).toEqual({
      apiKey: 'AQE-real',
      merchantAccount: 'TalatFC_ECOM',
      clientKey: 'live_ABC123',
      hmacKey: 'ab'.repeat(32),
      environment: 'live-apse',
      liveUrlPrefix: '1797a841fbb37ca7-TalatFC',
    });
  });

  it('name a bad value without showing it', () => {
    let message = '';
    try {
      magentoAdyenFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_HMAC_KEY: 'not-hex-secret' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toContain('ADYEN_HMAC_KEY');
    expect(message).not.toContain('not-hex-secret');
    expect(() => magentoAdyenFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'live' })).toThrow(
      'ADYEN_LIVE_URL_PREFIX is required',
    );
    expect(() => magentoAdyenFromEnv({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'prod' })).toThrow('ADYEN_ENVIRONMENT must be one of');
  });
});
