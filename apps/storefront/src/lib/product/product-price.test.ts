import { describe, expect, it } from 'vitest';
import { addMoney, divideMoneyUp, multiplyMoney } from './money';
import { shownPrice } from './product-price';
import { testProduct } from './test-product';

const shirt = testProduct();
const print = { price: { value: 350, currency: 'THB' }, is_fixed_price: true };

describe('money', () => {
  it('adds, multiplies and divides in minor units', () => {
    expect(addMoney({ value: 0.1, currency: 'GBP' }, { value: 0.2, currency: 'GBP' }).value).toBe(0.3);
    expect(multiplyMoney({ value: 19.99, currency: 'GBP' }, 3).value).toBe(59.97);
    expect(divideMoneyUp({ value: 100, currency: 'GBP' }, 3).value).toBe(33.34);
    expect(() => addMoney({ value: 1, currency: 'THB' }, { value: 1, currency: 'GBP' })).toThrow();
  });
});

describe('shownPrice', () => {
  it('shows "from" the minimum without a variant', () => {
    const p = shownPrice({ priceRange: shirt.price_range, variant: null, personalisation: null, personalised: false });
    expect(p).toMatchObject({ final: { value: 900 }, from: true, discounted: false, withPrint: false });
  });
  it('follows the chosen variant and marks a discount', () => {
    const v = {
      ...shirt.variants[0]!,
      price: { final_price: { value: 800, currency: 'THB' }, regular_price: { value: 1000, currency: 'THB' } },
    };
    expect(shownPrice({ priceRange: shirt.price_range, variant: v, personalisation: null, personalised: false })).toMatchObject({
      final: { value: 800 },
      regular: { value: 1000 },
      discounted: true,
      from: false,
    });
  });
  it('adds the print price when personalised', () => {
    const p = shownPrice({ priceRange: shirt.price_range, variant: shirt.variants[0]!, personalisation: print, personalised: true });
    expect(p).toMatchObject({ final: { value: 1350 }, regular: { value: 1350 }, withPrint: true });
    expect(
      shownPrice({ priceRange: shirt.price_range, variant: shirt.variants[0]!, personalisation: print, personalised: false }).final.value,
    ).toBe(1000);
  });
});
