import { describe, expect, it } from 'vitest';
import { lineTotal, printPrice } from './line-prices';

const thb = (value: number) => ({ value, currency: 'THB' });
const prices = (gross: number, discount: number) => ({
  prices: {
    price: thb(gross),
    row_total: thb(gross),
    row_total_including_tax: thb(gross),
    total_item_discount: thb(discount),
    tax_percent: 7,
  },
});

describe('lineTotal', () => {
  it('returns the row total without a before price when there is no discount', () => {
    expect(lineTotal(prices(2580, 0))).toEqual({ total: thb(2580), before: null });
  });

  it('takes the discount off and keeps the total before it', () => {
    expect(lineTotal(prices(0.3, 0.1))).toEqual({ total: thb(0.2), before: thb(0.3) });
    expect(lineTotal(prices(2580, 258))).toEqual({ total: thb(2322), before: thb(2580) });
  });
});

describe('printPrice', () => {
  it('sums the personalisation prices', () => {
    expect(
      printPrice({
        personalisation_options: [
          { type: 'name', value: 'SOMCHAI', price: thb(350) },
          { type: 'number', value: '7', price: thb(0) },
        ],
      }),
    ).toEqual(thb(350));
  });

  it('returns null without personalisation or when printing is free', () => {
    expect(printPrice({ personalisation_options: [] })).toBeNull();
    expect(printPrice({ personalisation_options: [{ type: 'name', value: 'A', price: thb(0) }] })).toBeNull();
  });
});
