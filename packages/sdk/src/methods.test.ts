import { describe, expect, it } from 'vitest';
import { commerceInputs } from './contract';
import { COMMERCE_POST_ONLY_METHODS, isPostOnlyCommerceMethod } from './methods';

describe('COMMERCE_POST_ONLY_METHODS', () => {
  it('lists only contract methods, with createProductReview', () => {
    expect(COMMERCE_POST_ONLY_METHODS).toEqual(['createProductReview']);
    for (const method of COMMERCE_POST_ONLY_METHODS) expect(Object.hasOwn(commerceInputs, method)).toBe(true);
  });
});

describe('isPostOnlyCommerceMethod', () => {
  it('is true for methods that change data only', () => {
    expect(isPostOnlyCommerceMethod('createProductReview')).toBe(true);
    expect(isPostOnlyCommerceMethod('getProductReviews')).toBe(false);
    expect(isPostOnlyCommerceMethod('toString')).toBe(false);
  });
});
