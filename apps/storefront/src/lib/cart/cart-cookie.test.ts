import { describe, expect, it } from 'vitest';
import { cartQuantity } from './cart-cookie';

describe('cartQuantity', () => {
  it('reads total_quantity from the cart cookie', () => {
    expect(cartQuantity('{"id":"abc","total_quantity":3}')).toBe(3);
    expect(cartQuantity(encodeURIComponent('{"total_quantity":2}'))).toBe(2);
  });
  it('is 0 without a cookie or with a broken one', () => {
    expect(cartQuantity(undefined)).toBe(0);
    expect(cartQuantity('nope')).toBe(0);
    expect(cartQuantity('{"total_quantity":-1}')).toBe(0);
    expect(cartQuantity('{"id":"abc"}')).toBe(0);
  });
});
