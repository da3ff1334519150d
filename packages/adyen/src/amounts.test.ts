import { describe, expect, it } from 'vitest';
import { adyenAmountOfMajor, currencyExponent, fromAdyenValue, toAdyenAmount } from './amounts';

describe('amounts in Adyen minor units', () => {
  it('THB and GBP have exponent 2: the Vendure amount is the value', () => {
    expect(currencyExponent('THB')).toBe(2);
    expect(currencyExponent('GBP')).toBe(2);
    expect(toAdyenAmount(229000, 'THB')).toEqual({ currency: 'THB', value: 229000 });
    expect(toAdyenAmount(1999, 'gbp')).toEqual({ currency: 'GBP', value: 1999 });
    expect(fromAdyenValue(229000, 'THB')).toBe(229000);
  });

  it('converts currencies with no or three decimals both ways', () => {
    expect(toAdyenAmount(150000, 'JPY')).toEqual({ currency: 'JPY', value: 1500 });
    expect(fromAdyenValue(1500, 'JPY')).toBe(150000);
    expect(toAdyenAmount(1234, 'KWD')).toEqual({ currency: 'KWD', value: 12340 });
    expect(fromAdyenValue(12340, 'KWD')).toBe(1234);
  });

  it("takes Magento's amounts in the major unit, rounding away float noise", () => {
    expect(adyenAmountOfMajor(2390, 'THB')).toEqual({ currency: 'THB', value: 239000 });
    expect(adyenAmountOfMajor(19.99, 'gbp')).toEqual({ currency: 'GBP', value: 1999 });
    expect(adyenAmountOfMajor(0.1 + 0.2, 'GBP')).toEqual({ currency: 'GBP', value: 30 });
    expect(adyenAmountOfMajor(1500, 'JPY')).toEqual({ currency: 'JPY', value: 1500 });
    expect(adyenAmountOfMajor(1.234, 'KWD')).toEqual({ currency: 'KWD', value: 1234 });
  });
});
