import { describe, expect, it } from 'vitest';
import { shopperCurrency } from './locales';

describe('shopperCurrency', () => {
  it('is the cookie’s currency when the shop knows it, else the locale’s own', () => {
    expect(shopperCurrency('en', 'THB')).toBe('THB');
    expect(shopperCurrency('th', 'GBP')).toBe('GBP');
    expect(shopperCurrency('en', undefined)).toBe('GBP');
    expect(shopperCurrency('th', 'XYZ')).toBe('THB');
    expect(shopperCurrency('en', 'thb')).toBe('GBP');
  });
});
