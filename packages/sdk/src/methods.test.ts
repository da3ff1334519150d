import { describe, expect, it } from 'vitest';
import { commerceInputs } from './contract';
import { COMMERCE_POST_ONLY_METHODS, isPostOnlyCommerceMethod } from './methods';

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
    expect(isPostOnlyCommerceMethod('completeCardChallenge')).toBe(true);
    expect(isPostOnlyCommerceMethod('getCart')).toBe(false);
    expect(isPostOnlyCommerceMethod('toString')).toBe(false);
  });
});
