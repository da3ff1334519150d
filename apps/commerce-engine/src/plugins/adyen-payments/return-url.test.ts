import { describe, expect, it } from 'vitest';
import { isStorefrontUrl } from './return-url';

describe('returnUrl on the storefront', () => {
  it('accepts addresses under STOREFRONT_URL', () => {
    expect(isStorefrontUrl('http://shop.test/en/checkout/adyen-return', 'http://shop.test')).toBe(true);
    expect(isStorefrontUrl('http://shop.test/?x=1', 'http://shop.test/')).toBe(true);
    expect(isStorefrontUrl('https://shop.example/th/return', 'https://shop.example/th')).toBe(true);
  });

  it('refuses anything else', () => {
    for (const bad of [
      'https://evil.example/en/return',
      'http://shop.test.evil.example/x',
      'http://shop.test@evil.example/x',
      'http://user:pw@shop.test/x',
      'https://shop.test/x',
      '/en/return',
      '',
      42,
      undefined,
    ])
      expect(isStorefrontUrl(bad, 'http://shop.test'), String(bad)).toBe(false);
    expect(isStorefrontUrl('https://shop.example/en/return', 'https://shop.example/th')).toBe(false);
  });
});
