import { describe, expect, it } from 'vitest';
import { commerceInputs } from './contract';
import { COMMERCE_METHODS, COMMERCE_POST_ONLY_METHODS, commerceMethodRow, isPostOnlyCommerceMethod } from './methods';

describe('COMMERCE_POST_ONLY_METHODS', () => {
  it('lists only contract methods: the review and every cart change', () => {
    expect(COMMERCE_POST_ONLY_METHODS).toContain('createProductReview');
    expect(COMMERCE_POST_ONLY_METHODS).toContain('placeOrder');
    expect(COMMERCE_POST_ONLY_METHODS).toContain('addCartItems');
    for (const read of ['getCart', 'getShippingMethods', 'getPaymentMethods', 'getOrder']) {
      expect(COMMERCE_POST_ONLY_METHODS).not.toContain(read);
    }
    for (const method of COMMERCE_POST_ONLY_METHODS) expect(Object.hasOwn(commerceInputs, method)).toBe(true);
  });
});

describe('isPostOnlyCommerceMethod', () => {
  it('is true for methods that change data only', () => {
    expect(isPostOnlyCommerceMethod('createProductReview')).toBe(true);
    expect(isPostOnlyCommerceMethod('getProductReviews')).toBe(false);
    expect(isPostOnlyCommerceMethod('submitPaymentDetails')).toBe(true);
    expect(isPostOnlyCommerceMethod('getCart')).toBe(false);
    expect(isPostOnlyCommerceMethod('toString')).toBe(false);
  });
});

describe('COMMERCE_METHODS', () => {
  it('has one row per contract schema, and every row a schema', () => {
    expect(Object.keys(COMMERCE_METHODS).sort()).toEqual(Object.keys(commerceInputs).sort());
  });

  it('says how each method uses the cart session: catalogue none, creation signed, reads optional, changes required', () => {
    const byUse = (use: string) =>
      Object.entries(COMMERCE_METHODS)
        .filter(([, row]) => row.cart === use)
        .map(([name]) => name)
        .sort();
    expect(byUse('creates')).toEqual(['createEmptyCart']);
    expect(byUse('reads')).toEqual(['getCart', 'getOrder', 'getPaymentMethods', 'getShippingMethods']);
    expect(byUse('none')).toContain('getProducts');
    expect(byUse('none')).toContain('createProductReview');
    // Every change to a cart is POSTed and needs the session.
    for (const name of byUse('needs')) expect(COMMERCE_METHODS[name as keyof typeof COMMERCE_METHODS].post).toBe(true);
  });

  it('exposes every method but the order reads of the thank-you and My Account order pages', () => {
    expect(
      Object.entries(COMMERCE_METHODS)
        .filter(([, row]) => !row.exposed)
        .map(([name]) => name),
    ).toEqual(['getOrder', 'getOrderTracking']);
    expect(commerceMethodRow('getOrder')).toEqual({ post: false, cart: 'reads', exposed: false });
    expect(commerceMethodRow('toString')).toBeUndefined();
    expect(commerceMethodRow('__proto__')).toBeUndefined();
  });
});
