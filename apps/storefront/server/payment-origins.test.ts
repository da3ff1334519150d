import { describe, expect, it } from 'vitest';
import { adyenOrigins, paymentConnectOrigins, paymentProviderOf } from './payment-origins';

describe('paymentProviderOf', () => {
  it('is the test card provider beside the embedded engine and none beside another backend, unless set', () => {
    expect(paymentProviderOf({})).toBe('test-card');
    expect(paymentProviderOf({ COMMERCE_BACKEND: 'magento' })).toBe('none');
    expect(paymentProviderOf({ PAYMENT_PROVIDER: ' none ' })).toBe('none');
  });
});

describe('paymentConnectOrigins', () => {
  it("admits the engine's public origin for the test card provider's token endpoint", () => {
    expect(paymentConnectOrigins({ COMMERCE_PUBLIC_URL: 'https://engine.example.com/base/' }, false)).toEqual([
      'https://engine.example.com',
    ]);
  });
  it('admits it whenever the engine offers the test card, as the engine decides: in development, or in a test shop', () => {
    const engine = { COMMERCE_PUBLIC_URL: 'https://engine.example.com' };
    expect(paymentConnectOrigins({ ...engine, PAYMENT_PROVIDER: 'adyen' }, false)).toEqual([
      'https://engine.example.com',
      'https://checkoutshopper-test.adyen.com',
    ]);
    expect(paymentConnectOrigins({ ...engine, PAYMENT_PROVIDER: 'adyen' }, true)).toEqual(['https://checkoutshopper-test.adyen.com']);
    expect(paymentConnectOrigins({ ...engine, PAYMENT_TEST_MODE: 'true' }, true)).toEqual(['https://engine.example.com']);
  });
  it('admits nothing without the test card provider or without a readable public URL', () => {
    expect(paymentConnectOrigins({ COMMERCE_PUBLIC_URL: 'https://engine.example.com' }, true)).toEqual([]);
    expect(paymentConnectOrigins({ COMMERCE_BACKEND: 'magento', COMMERCE_PUBLIC_URL: 'https://engine.example.com' }, false)).toEqual([]);
    expect(paymentConnectOrigins({ COMMERCE_PUBLIC_URL: 'not a url' }, false)).toEqual([]);
  });
});

describe('adyenOrigins', () => {
  it("admits the checkout and CDN origins of the engine's Adyen environment, test when unset", () => {
    expect(adyenOrigins({ PAYMENT_PROVIDER: 'adyen' })).toEqual({
      checkout: ['https://checkoutshopper-test.adyen.com'],
      images: ['https://checkoutshopper-test.cdn.adyen.com'],
    });
    const regions = {
      live: 'checkoutshopper-live',
      'live-us': 'checkoutshopper-live-us',
      'live-au': 'checkoutshopper-live-au',
      'live-apse': 'checkoutshopper-live-apse',
      'live-in': 'checkoutshopper-live-in',
    };
    for (const [environment, host] of Object.entries(regions))
      expect(adyenOrigins({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: environment }), environment).toEqual({
        checkout: [`https://${host}.adyen.com`],
        images: [`https://${host}.cdn.adyen.com`],
      });
  });

  it('admits nothing of Adyen without PAYMENT_PROVIDER=adyen, and refuses an environment Adyen does not have', () => {
    expect(adyenOrigins({ ADYEN_ENVIRONMENT: 'live-apse' })).toEqual({ checkout: [], images: [] });
    expect(() => adyenOrigins({ PAYMENT_PROVIDER: 'adyen', ADYEN_ENVIRONMENT: 'apse' })).toThrow(
      'ADYEN_ENVIRONMENT must be one of test, live, live-us, live-au, live-apse, live-in, not "apse"',
    );
  });
});
