import { describe, expect, it } from 'vitest';
import { checkoutBaseUrl, checkoutEndpoint } from './checkout-url';

describe('the Checkout API base URL', () => {
  it("is the stand-in's when given, else Adyen's test or live endpoint for v71", () => {
    expect(checkoutBaseUrl({ checkoutUrl: 'http://127.0.0.1:3006/v71/', environment: 'test' })).toBe('http://127.0.0.1:3006/v71');
    expect(checkoutBaseUrl({ environment: 'test' })).toBe('https://checkout-test.adyen.com/v71');
    expect(checkoutBaseUrl({ environment: 'live', liveUrlPrefix: '1797a841fbb37ca7-AdyenDemo' })).toBe(
      'https://1797a841fbb37ca7-AdyenDemo-checkout-live.adyenpayments.com/checkout/v71',
    );
    expect(() => checkoutBaseUrl({ environment: 'live' })).toThrow('ADYEN_LIVE_URL_PREFIX');
  });

  it("is the live endpoint with that region's own prefix in every live region, and needs the prefix", () => {
    for (const environment of ['live-us', 'live-au', 'live-apse', 'live-in'] as const) {
      expect(checkoutBaseUrl({ environment, liveUrlPrefix: '1797a841fbb37ca7-TalatFC' })).toBe(
        'https://1797a841fbb37ca7-TalatFC-checkout-live.adyenpayments.com/checkout/v71',
      );
      expect(() => checkoutBaseUrl({ environment }), environment).toThrow(
        `ADYEN_LIVE_URL_PREFIX is required with ADYEN_ENVIRONMENT=${environment}`,
      );
    }
  });

  it("moves the library's endpoints onto it", () => {
    const base = 'http://127.0.0.1:3006/v71';
    expect(checkoutEndpoint('https://checkout-test.adyen.com/v72/payments', base)).toBe(`${base}/payments`);
    expect(checkoutEndpoint('https://checkout-test.adyen.com/v72/payments/details', base)).toBe(`${base}/payments/details`);
    expect(checkoutEndpoint('https://p-checkout-live.adyenpayments.com/checkout/v72/payments/ABC/captures', base)).toBe(
      `${base}/payments/ABC/captures`,
    );
    expect(() => checkoutEndpoint('https://elsewhere.example/x', base)).toThrow();
  });
});
