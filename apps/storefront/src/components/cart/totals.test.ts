import type { Cart } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { totalsRows } from './totals';

const thb = (value: number) => ({ value, currency: 'THB' });

function cart(patch: Partial<Cart['prices']> = {}, rest: Partial<Pick<Cart, 'selected_shipping_method' | 'loyalty_accrual'>> = {}) {
  return {
    prices: {
      subtotal_excluding_tax: thb(934.58),
      subtotal_including_tax: thb(1000),
      applied_taxes: [{ label: 'VAT 7%', rate: 7, amount: thb(65.42) }],
      discounts: [],
      giftcard_amount: thb(0),
      shipping_including_tax: thb(0),
      grand_total: thb(1000),
      payable_total: thb(1000),
      applied_loyalty_balance: { applied_balance: thb(0) },
      ...patch,
    },
    selected_shipping_method: null,
    loyalty_accrual: [],
    ...rest,
  };
}

describe('totalsRows', () => {
  it('shows points spent on the cart after the grand total, and what is left to pay', () => {
    const rows = totalsRows(cart({ applied_loyalty_balance: { applied_balance: thb(91) }, payable_total: thb(909) }), {
      loyaltyEnabled: true,
    });
    expect(rows.slice(-3)).toEqual([
      { kind: 'grandTotal', amount: thb(1000) },
      { kind: 'loyaltyApplied', amount: thb(91) },
      { kind: 'payable', amount: thb(909) },
    ]);
  });

  it('returns subtotals, taxes and the grand total for a plain cart', () => {
    expect(totalsRows(cart(), { loyaltyEnabled: false }).map((r) => r.kind)).toEqual([
      'subtotalExclTax',
      'subtotalInclTax',
      'tax',
      'grandTotal',
    ]);
  });

  it('adds discounts, shipping when selected, gift cards and the amount to pay', () => {
    const rows = totalsRows(
      cart(
        {
          discounts: [{ label: 'WELCOME10', amount: thb(100) }],
          giftcard_amount: thb(500),
          shipping_including_tax: thb(50),
          grand_total: thb(950),
          payable_total: thb(450),
        },
        {
          selected_shipping_method: {
            uid: '1',
            carrier_code: 'std',
            method_code: 'std',
            carrier_title: 'Post',
            method_title: 'Standard',
            description: '',
            amount: thb(50),
            amount_excluding_tax: thb(46.73),
          },
        },
      ),
      { loyaltyEnabled: false },
    );
    expect(rows).toEqual([
      { kind: 'subtotalExclTax', amount: thb(934.58) },
      { kind: 'subtotalInclTax', amount: thb(1000) },
      { kind: 'tax', rate: 7, amount: thb(65.42) },
      { kind: 'discount', label: 'WELCOME10', amount: thb(100) },
      { kind: 'shipping', label: 'Standard', amount: thb(50) },
      { kind: 'giftCards', amount: thb(500) },
      { kind: 'grandTotal', amount: thb(950) },
      { kind: 'payable', amount: thb(450) },
    ]);
  });

  it('shows the loyalty line only with accruals and the store flag on', () => {
    const accrual = [{ title: 'Points', rate: 1, points: 10, amount: thb(1000) }];
    expect(totalsRows(cart({}, { loyalty_accrual: accrual }), { loyaltyEnabled: true }).at(-1)).toEqual({ kind: 'loyalty', points: 10 });
    expect(totalsRows(cart({}, { loyalty_accrual: accrual }), { loyaltyEnabled: false }).some((r) => r.kind === 'loyalty')).toBe(false);
    expect(totalsRows(cart(), { loyaltyEnabled: true }).some((r) => r.kind === 'loyalty')).toBe(false);
  });

  it('leaves out the tax-exclusive subtotal, taxes and shipping in the short form', () => {
    expect(
      totalsRows(cart({ discounts: [{ label: 'X', amount: thb(10) }] }), { loyaltyEnabled: false, short: true }).map((r) => r.kind),
    ).toEqual(['subtotalInclTax', 'discount', 'grandTotal']);
  });
});
