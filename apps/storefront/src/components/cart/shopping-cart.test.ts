import type { Cart } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { shoppingCart } from './shopping-cart';

describe('shoppingCart', () => {
  it('returns a cart that is still shopping', () => {
    const cart = { state: 'adding_items' } as Cart;
    expect(shoppingCart(cart)).toBe(cart);
    expect(shoppingCart({ state: 'arranging_payment' } as Cart)).not.toBeNull();
  });

  it('returns null for no cart and for placed or cancelled orders', () => {
    expect(shoppingCart(null)).toBeNull();
    expect(shoppingCart({ state: 'placed' } as Cart)).toBeNull();
    expect(shoppingCart({ state: 'cancelled' } as Cart)).toBeNull();
  });
});
