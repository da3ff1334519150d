import { describe, expect, it } from 'vitest';
import { paymentConnectOrigins, paymentProviderOf } from './payment-origins';

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
