import type { Cart } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { isCartCurrent } from './cart-store';

const cartIn = (currency: string) => ({ prices: { grand_total: { value: 10, currency } } }) as unknown as Cart;

describe('isCartCurrent', () => {
  it('wants a load before anything is loaded', () => {
    expect(isCartCurrent({ cart: null, count: null, loaded: false }, 'GBP')).toBe(false);
  });

  it('keeps a loaded cart priced in the shopper currency, and a loaded empty session', () => {
    expect(isCartCurrent({ cart: cartIn('GBP'), count: 1, loaded: true }, 'GBP')).toBe(true);
    expect(isCartCurrent({ cart: null, count: 0, loaded: true }, 'THB')).toBe(true);
  });

  it('reloads a cart priced in another currency, or when the currency is unknown', () => {
    expect(isCartCurrent({ cart: cartIn('GBP'), count: 1, loaded: true }, 'THB')).toBe(false);
    expect(isCartCurrent({ cart: cartIn('GBP'), count: 1, loaded: true }, undefined)).toBe(false);
  });
});
