import { describe, expect, it } from 'vitest';
import { paymentProviderFromEnv } from './registry';

describe('paymentProviderFromEnv', () => {
  it('is the engine’s test card provider by default, beside the Shop API', () => {
    expect(paymentProviderFromEnv({}).name).toBe('test-card');
  });
  it('takes no cards beside a backend without the test card provider, and refuses them in a field error', async () => {
    const provider = paymentProviderFromEnv({ COMMERCE_BACKEND: 'magento' });
    expect(provider.name).toBe('none');
    expect(await provider.tokeniseCard({ number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'A' }, { locale: 'en' })).toEqual({
      ok: false,
      errors: [{ field: 'number', code: 'not_supported', message: {} }],
    });
    expect(() => paymentProviderFromEnv({ COMMERCE_BACKEND: 'magento', PAYMENT_PROVIDER: 'test-card' })).toThrow(
      'needs the vendure backend',
    );
  });
  it('refuses a provider it does not know', () => {
    expect(() => paymentProviderFromEnv({ PAYMENT_PROVIDER: 'adyen' })).toThrow(
      'PAYMENT_PROVIDER "adyen" is not a provider this storefront knows (known: test-card, none)',
    );
  });
});
