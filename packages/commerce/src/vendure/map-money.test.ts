import { describe, expect, it } from 'vitest';
import { priceBound, priceRange, priceRangeOfVariants, toMinor, toMoney } from './map-money';

describe('toMoney', () => {
  it('divides minor units by 100 for THB and GBP', () => {
    expect(toMoney(129050, 'THB')).toEqual({ value: 1290.5, currency: 'THB' });
    expect(toMoney(1999, 'GBP')).toEqual({ value: 19.99, currency: 'GBP' });
  });
});

describe('toMinor', () => {
  it('multiplies major units by 100 and rounds away float noise', () => {
    expect(toMinor(19.99)).toBe(1999);
    expect(toMinor(1290.5)).toBe(129050);
    expect(toMinor(0)).toBe(0);
  });
});

describe('priceBound', () => {
  it('uses the compare-at price as the regular price when it is higher', () => {
    expect(priceBound(199000, 'THB', 249000)).toEqual({
      final_price: { value: 1990, currency: 'THB' },
      regular_price: { value: 2490, currency: 'THB' },
    });
  });

  it('keeps regular = final without a compare-at price or with one that is not higher', () => {
    expect(priceBound(1999, 'GBP').regular_price).toEqual({ value: 19.99, currency: 'GBP' });
    expect(priceBound(1999, 'GBP', null).regular_price.value).toBe(19.99);
    expect(priceBound(1999, 'GBP', 1500).regular_price.value).toBe(19.99);
  });
});

describe('priceRange', () => {
  it('builds equal final and regular bounds', () => {
    const range = priceRange(6000, 6500, 'GBP');
    expect(range.minimum_price.final_price.value).toBe(60);
    expect(range.maximum_price.regular_price.value).toBe(65);
  });
});

describe('priceRangeOfVariants', () => {
  it('returns the lowest and highest variant price with final = regular when nothing is discounted', () => {
    const range = priceRangeOfVariants(
      [
        { priceWithTax: 259050, compareAtPrice: null, currencyCode: 'THB' },
        { priceWithTax: 249000, compareAtPrice: null, currencyCode: 'THB' },
      ],
      'GBP',
    );
    expect(range.minimum_price.final_price).toEqual({ value: 2490, currency: 'THB' });
    expect(range.maximum_price.final_price).toEqual({ value: 2590.5, currency: 'THB' });
    expect(range.maximum_price.regular_price).toEqual(range.maximum_price.final_price);
  });

  it('pairs each bound with its variant compare-at price', () => {
    const range = priceRangeOfVariants(
      [
        { priceWithTax: 8000, compareAtPrice: 10000, currencyCode: 'GBP' },
        { priceWithTax: 9000, compareAtPrice: null, currencyCode: 'GBP' },
      ],
      'GBP',
    );
    expect(range.minimum_price).toEqual({
      final_price: { value: 80, currency: 'GBP' },
      regular_price: { value: 100, currency: 'GBP' },
    });
    expect(range.maximum_price.regular_price.value).toBe(90);
  });

  it('prefers the discounted variant among variants of the same final price', () => {
    const range = priceRangeOfVariants(
      [
        { priceWithTax: 8000, compareAtPrice: null, currencyCode: 'GBP' },
        { priceWithTax: 8000, compareAtPrice: 9500, currencyCode: 'GBP' },
      ],
      'GBP',
    );
    expect(range.minimum_price.regular_price.value).toBe(95);
    expect(range.maximum_price.regular_price.value).toBe(95);
  });

  it('returns zero in the fallback currency when there are no variants', () => {
    expect(priceRangeOfVariants([], 'GBP').minimum_price.final_price).toEqual({ value: 0, currency: 'GBP' });
  });
});
