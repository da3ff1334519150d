import { describe, expect, it } from 'vitest';
import en from '@messages/en/checkout.json';
import th from '@messages/th/checkout.json';
import { vatLabel, vatLines } from './vat-lines';

const thb = (value: number) => ({ value, currency: 'THB' });

describe('vatLines', () => {
  it("makes one line per rate, adding the goods' and the delivery's VAT", () => {
    const taxes = [
      { label: 'Thailand VAT 7%', rate: 7, amount: thb(45.79) },
      { label: 'shipping tax', rate: 7, amount: thb(3.27) },
    ];
    expect(vatLines(taxes)).toEqual([{ rate: 7, amount: thb(49.06) }]);
  });

  it('keeps different rates apart, in the order given, and leaves out taxes of nothing', () => {
    const gbp = (value: number) => ({ value, currency: 'GBP' });
    const taxes = [
      { label: 'UK VAT 20%', rate: 20, amount: gbp(5) },
      { label: 'UK multi-purpose voucher, no VAT', rate: 0, amount: gbp(0) },
      { label: 'Reduced', rate: 5, amount: gbp(0.5) },
    ];
    expect(vatLines(taxes)).toEqual([
      { rate: 20, amount: gbp(5) },
      { rate: 5, amount: gbp(0.5) },
    ]);
    expect(vatLines([])).toEqual([]);
  });
});

describe('vatLabel', () => {
  it('writes the line once, in the shopper language, without the backend tax name', () => {
    expect(vatLabel(th.checkout.summary.tax, 7)).toBe('รวมภาษีมูลค่าเพิ่ม 7%');
    expect(vatLabel(en.checkout.summary.tax, 7)).toBe('Includes VAT 7%');
    expect(vatLabel(en.checkout.summary.tax, 20)).toBe('Includes VAT 20%');
    expect(vatLabel(en.checkout.summary.tax, 17.5)).toBe('Includes VAT 17.5%');
  });
});
