import { describe, expect, it } from 'vitest';
import { soldOutChoices } from './sold-out-choices';

const size = {
  uid: 'o1',
  attribute_code: 'size',
  label: 'Size',
  values: [
    { uid: 'm', label: 'M' },
    { uid: 'xxl', label: 'XXL' },
  ],
};
const variant = (uid: string, value: string, out: boolean, sold = true) =>
  ({
    uid,
    sku: `S-${value}`,
    name: value,
    attributes: { o1: value },
    price: {} as never,
    stock_status: out ? 'OUT_OF_STOCK' : 'IN_STOCK',
    only_x_left_in_stock: null,
    image: null,
    price_converted_from: null,
    sold_in_currency: sold,
  }) as const;
const base = { is_preorder: false, sold_in_currency: true, configurable_options: [] };

describe('soldOutChoices', () => {
  it('offers the sold-out sizes of a configurable product, named by their option values', () => {
    const product = {
      ...base,
      kind: 'configurable' as const,
      stock_status: 'IN_STOCK' as const,
      configurable_options: [size],
      variants: [variant('1', 'm', false), variant('2', 'xxl', true)],
    };
    expect(soldOutChoices(product)).toEqual([{ uid: '2', label: 'XXL' }]);
  });

  it('offers a simple product only when it is out of stock', () => {
    const only = variant('9', 'm', true);
    expect(soldOutChoices({ ...base, kind: 'simple', stock_status: 'OUT_OF_STOCK', variants: [only] })).toEqual([{ uid: '9', label: '' }]);
    expect(
      soldOutChoices({ ...base, kind: 'simple', stock_status: 'IN_STOCK', variants: [{ ...only, stock_status: 'IN_STOCK' }] }),
    ).toEqual([]);
  });

  it('offers nothing for a pre-order, a bundle, a gift card or a product not sold in the currency', () => {
    const out = {
      ...base,
      kind: 'configurable' as const,
      stock_status: 'OUT_OF_STOCK' as const,
      configurable_options: [size],
      variants: [variant('2', 'xxl', true)],
    };
    expect(soldOutChoices({ ...out, is_preorder: true })).toEqual([]);
    expect(soldOutChoices({ ...out, sold_in_currency: false })).toEqual([]);
    expect(soldOutChoices({ ...out, kind: 'bundle' })).toEqual([]);
    expect(soldOutChoices({ ...out, kind: 'giftcard' })).toEqual([]);
    expect(soldOutChoices({ ...out, variants: [variant('2', 'xxl', true, false)] })).toEqual([]);
  });
});
