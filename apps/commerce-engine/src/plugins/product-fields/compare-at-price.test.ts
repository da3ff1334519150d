import { describe, expect, it } from 'vitest';
import { compareAtPriceFor } from './compare-at-price';

const fields = { compareAtPriceThb: 249000, compareAtPriceGbp: 6999 };

describe('compareAtPriceFor', () => {
  it('returns the compare-at price of the request currency when it is above the price', () => {
    expect(compareAtPriceFor(fields, 'THB', 199000)).toBe(249000);
    expect(compareAtPriceFor(fields, 'gbp', 5499)).toBe(6999);
  });
  it('returns null when the compare-at price is not above the price', () => {
    expect(compareAtPriceFor(fields, 'THB', 249000)).toBeNull();
    expect(compareAtPriceFor(fields, 'GBP', 7999)).toBeNull();
  });
  it('returns null without a value for the currency or for other currencies', () => {
    expect(compareAtPriceFor({ compareAtPriceThb: null, compareAtPriceGbp: 6999 }, 'THB', 100)).toBeNull();
    expect(compareAtPriceFor(undefined, 'THB', 100)).toBeNull();
    expect(compareAtPriceFor(fields, 'USD', 100)).toBeNull();
  });
});
