import type { CartItem } from '@talat/commerce/types';
import { CART_LIMITS } from '@talat/sdk/contract';
import { describe, expect, it } from 'vitest';
import { inBatches, REORDER_LIMITS, reorderItems } from './reorder';

const money = { value: 0, currency: 'THB' };
function line(over: Partial<CartItem>): CartItem {
  return {
    uid: 'l1',
    quantity: 1,
    prices: { price: money, row_total: money, row_total_including_tax: money, total_item_discount: money, tax_percent: 7 },
    product: {
      uid: 'p1',
      sku: 'MUG',
      name: 'Mug',
      url_key: 'mug',
      thumbnail: null,
      is_preorder: false,
      is_virtual: false,
      kind: 'simple',
      has_page: true,
    },
    configured_variant: null,
    personalisation_options: [],
    bundle_options: [],
    stock_status: 'IN_STOCK',
    max_quantity: null,
    ...over,
  } as CartItem;
}

describe('reorderItems', () => {
  it('adds the same variant with its quantity, print and bundle parts', () => {
    expect(
      reorderItems([
        line({ quantity: 2 }),
        line({
          configured_variant: { uid: 'v9', sku: 'SHIRT-M', name: 'Shirt M', options: [], thumbnail: null },
          personalisation_options: [
            { type: 'name', value: 'SOMCHAI', price: money },
            { type: 'number', value: '10', price: money },
          ],
        }),
        line({
          bundle_options: [
            { sku: 'SHIRT-M', label: 'Shirt', quantity: 1 },
            { sku: 'SHORTS-M', label: 'Shorts', quantity: 1 },
          ],
        }),
      ]),
    ).toEqual([
      { sku: 'MUG', quantity: 2 },
      { sku: 'SHIRT-M', quantity: 1, personalisation: { name: 'SOMCHAI', number: '10' } },
      {
        sku: 'MUG',
        quantity: 1,
        bundle_options: [
          { sku: 'SHIRT-M', quantity: 1 },
          { sku: 'SHORTS-M', quantity: 1 },
        ],
      },
    ]);
  });
  it('caps a quantity at the cart limit', () => {
    expect(reorderItems([line({ quantity: 5000 })])[0]?.quantity).toBe(999);
  });
});

describe('REORDER_LIMITS', () => {
  it('are the API contract limits', () => {
    expect(REORDER_LIMITS).toEqual({ quantityMax: CART_LIMITS.quantityMax, itemsPerCall: CART_LIMITS.itemsPerCall });
  });
});

describe('inBatches', () => {
  it('splits into calls of the given size', () => {
    expect(inBatches([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(inBatches([], 20)).toEqual([]);
  });
});
