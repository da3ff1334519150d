import type { ProductSummary, WishlistLine } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { testSummary } from '../product/test-product';
import { lineToCart } from './line-to-cart';

function line(product: Partial<ProductSummary>, variant: WishlistLine['variant'] = null): WishlistLine {
  return { product: testSummary({ sku: 'MUG-1', ...product }), variant, added_at: '2026-11-27T00:00:00Z' };
}

describe('moving a wishlist line to the cart', () => {
  it('adds a simple product in stock by its SKU', () => {
    expect(lineToCart(line({}))).toEqual({ sku: 'MUG-1', quantity: 1 });
  });
  it('adds the variant chosen on the product page of a product with options', () => {
    expect(lineToCart(line({ kind: 'configurable' }, { uid: '71', sku: 'SHIRT-M' }))).toEqual({ variantUid: '71', quantity: 1 });
  });
  it('sends the shopper to choose when no variant was chosen, and for bundles and gift cards', () => {
    expect(lineToCart(line({ kind: 'configurable' }))).toBeNull();
    expect(lineToCart(line({ kind: 'bundle' }, { uid: '81', sku: 'KIT' }))).toBeNull();
    expect(lineToCart(line({ kind: 'giftcard' }))).toBeNull();
  });
  it('adds nothing out of stock', () => {
    expect(lineToCart(line({ stock_status: 'OUT_OF_STOCK' }))).toBeNull();
    expect(lineToCart(line({ kind: 'configurable', stock_status: 'OUT_OF_STOCK' }, { uid: '71', sku: 'SHIRT-M' }))).toBeNull();
  });
});
