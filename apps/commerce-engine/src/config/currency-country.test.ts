import { describe, expect, it } from 'vitest';
import { amountForCurrency, countryForCurrency, marketCountry } from './currency-country';

describe('countryForCurrency', () => {
  it('maps the shop currencies to their home countries', () => {
    expect(countryForCurrency('THB')).toBe('TH');
    expect(countryForCurrency('gbp')).toBe('GB');
  });
  it('returns undefined for other or missing currencies', () => {
    expect(countryForCurrency('USD')).toBeUndefined();
    expect(countryForCurrency(undefined)).toBeUndefined();
  });
});

describe('marketCountry', () => {
  it('prefers the shipping country', () => {
    expect(marketCountry('gb', 'THB')).toBe('GB');
  });
  it('falls back to the currency when there is no shipping country', () => {
    expect(marketCountry(undefined, 'GBP')).toBe('GB');
    expect(marketCountry('', 'THB')).toBe('TH');
  });
});

describe('amountForCurrency', () => {
  it('returns the amount of the order currency', () => {
    expect(amountForCurrency('GBP', { THB: 10000, GBP: 450 })).toBe(450);
    expect(amountForCurrency('THB', { THB: 10000, GBP: 450 })).toBe(10000);
  });
});
