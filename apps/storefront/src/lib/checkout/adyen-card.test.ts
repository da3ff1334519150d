import { describe, expect, it } from 'vitest';
import { adyenCardDataOf, adyenCheckoutSettings } from './adyen-card';

const client = {
  provider: 'adyen' as const,
  clientKey: 'test_ABC',
  environment: 'test' as const,
  countryCode: 'TH',
  locale: 'th-TH',
  amount: { currency: 'THB', value: 129000 },
  paymentMethodsResponse: {
    paymentMethods: [
      { type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] },
      { type: 'promptpay', name: 'PromptPay' },
    ],
  },
};

describe('adyenCheckoutSettings', () => {
  it('mounts the cards only, without Adyen’s pay button or analytics', () => {
    expect(adyenCheckoutSettings(client)).toEqual({
      clientKey: 'test_ABC',
      environment: 'test',
      locale: 'th-TH',
      countryCode: 'TH',
      amount: { currency: 'THB', value: 129000 },
      paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc'] }] },
      showPayButton: false,
      analytics: { enabled: false },
    });
  });

  it("loads the drop-in from the engine's Adyen region", () => {
    expect(adyenCheckoutSettings({ ...client, clientKey: 'live_ABC', environment: 'live-apse' }).environment).toBe('live-apse');
  });
});

describe('adyenCardDataOf', () => {
  const encrypted = {
    type: 'scheme',
    encryptedCardNumber: 'adyenjs_0_1_25$abc',
    encryptedSecurityCode: 'adyenjs_0_1_25$def',
    holderName: 'S J',
  };
  it('hands over the encrypted fields and the browser’s details', () => {
    expect(
      adyenCardDataOf({
        paymentMethod: { ...encrypted, checkoutAttemptId: 7 },
        browserInfo: { colorDepth: 24, javaEnabled: false, nested: {} },
      }),
    ).toEqual({
      paymentMethod: encrypted,
      browserInfo: { colorDepth: 24, javaEnabled: false },
    });
  });
  it('refuses anything that is not a card with an encrypted number', () => {
    expect(adyenCardDataOf({ paymentMethod: { type: 'scheme' } })).toBeNull();
    expect(adyenCardDataOf({ paymentMethod: { type: 'promptpay', encryptedCardNumber: 'x' } })).toBeNull();
    expect(adyenCardDataOf(null)).toBeNull();
  });
});
