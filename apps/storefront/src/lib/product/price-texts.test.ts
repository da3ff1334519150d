import { describe, expect, it } from 'vitest';
import { formatPrice } from '../format/price';
import { BNPL_OFF, type BnplSettings } from './bnpl-settings';
import { priceText, priceTextKey, priceTextsOf, reachableAmounts } from './price-texts';
import { shownPrice } from './product-price';
import { testProduct } from './test-product';

const shirt = testProduct();
const bnpl: BnplSettings = { ...BNPL_OFF, enabled: true, installments: 3, limits: { THB: { min: 300, max: 50_000 } } };
const print = { price: { value: 350, currency: 'THB' }, is_fixed_price: true };

describe('reachableAmounts', () => {
  it('holds the price of every choice, with and without a print, and each instalment', () => {
    const product = { ...shirt, personalisation: print };
    const amounts = reachableAmounts(product, bnpl).map(priceTextKey);
    for (const variant of [null, ...shirt.variants]) {
      for (const personalised of [false, true]) {
        const shown = shownPrice({ priceRange: shirt.price_range, variant, personalisation: print, personalised });
        expect(amounts).toContain(priceTextKey(shown.final));
        expect(amounts).toContain(priceTextKey(shown.regular));
      }
    }
    // 1,200 + 350 in three parts, rounded up to the satang.
    expect(amounts).toContain('THB 516.67');
  });

  it('has no print prices for a product without personalisation, and no instalments when messaging is off', () => {
    const amounts = reachableAmounts(shirt, BNPL_OFF).map(priceTextKey);
    expect(new Set(amounts)).toEqual(new Set(['THB 900', 'THB 1000', 'THB 1200']));
  });
});

describe('priceText', () => {
  it('answers from the book, in the words the server wrote', () => {
    const texts = priceTextsOf([{ value: 900, currency: 'THB' }], 'th');
    expect(texts).toEqual({ 'THB 900': formatPrice({ value: 900, currency: 'THB' }, 'th') });
    expect(priceText({ 'THB 900': 'nine hundred' }, { value: 900, currency: 'THB' }, 'th')).toBe('nine hundred');
  });

  it('formats an amount the book does not hold', () => {
    expect(priceText({}, { value: 19.5, currency: 'GBP' }, 'en')).toBe('£19.50');
  });
});
