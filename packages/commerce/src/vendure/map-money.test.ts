import { describe, expect, it } from 'vitest';
import { priceRangeOfSearchPrice, priceRangeOfVariants, toMoney } from './map-money';

describe('toMoney', () => {
  it('divides minor units by 100 for THB and GBP', () => {
    expect(toMoney(129050, 'THB')).toEqual({ value: 1290.5, currency: 'THB' });
    expect(toMoney(1999, 'GBP')).toEqual({ value: 19.99, currency: 'GBP' });
  });
});

describe('priceRangeOfVariants', () => {
  it('returns the lowest and highest variant price with final = regular', () => {
    const range = priceRangeOfVariants(
      [
        { priceWithTax: 259050, currencyCode: 'THB' },
        { priceWithTax: 249000, currencyCode: 'THB' },
      ],
      'GBP',
    );
    expect(range.minimum_price.final_price).toEqual({ value: 2490, currency: 'THB' });
    expect(range.maximum_price.final_price).toEqual({ value: 2590.5, currency: 'THB' });
    expect(range.maximum_price.regular_price).toEqual(range.maximum_price.final_price);
  });

  it('returns zero in the fallback currency when there are no variants', () => {
    expect(priceRangeOfVariants([], 'GBP').minimum_price.final_price).toEqual({ value: 0, currency: 'GBP' });
  });
});

describe('priceRangeOfSearchPrice', () => {
  it('maps a PriceRange to min and max', () => {
    const range = priceRangeOfSearchPrice({ __typename: 'PriceRange', min: 6000, max: 6500 }, 'GBP');
    expect(range.minimum_price.final_price.value).toBe(60);
    expect(range.maximum_price.final_price.value).toBe(65);
  });

  it('maps a SinglePrice to equal bounds', () => {
    const range = priceRangeOfSearchPrice({ __typename: 'SinglePrice', value: 1999 }, 'GBP');
    expect(range.minimum_price).toEqual(range.maximum_price);
    expect(range.minimum_price.final_price).toEqual({ value: 19.99, currency: 'GBP' });
  });
});
