import type { Cart } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { checkoutRedirect, guardStateOfCart, guardStateOfCookie, type CheckoutGuardState } from './guard';

const base: CheckoutGuardState = {
  hasSession: true,
  total_quantity: 2,
  is_virtual: false,
  is_giftcard_only: false,
  hasShippingAddress: false,
  hasShippingMethod: false,
  closed: false,
};

describe('checkoutRedirect', () => {
  it('sends an empty cart, a missing session or a placed order to the cart page', () => {
    for (const step of ['secure', 'shipping', 'payment'] as const) {
      expect(checkoutRedirect(step, { ...base, total_quantity: 0 })).toBe('cart');
      expect(checkoutRedirect(step, { ...base, hasSession: false })).toBe('cart');
      expect(checkoutRedirect(step, { ...base, closed: true })).toBe('cart');
    }
  });
  it('sends secure to shipping, or to payment when nothing ships', () => {
    expect(checkoutRedirect('secure', base)).toBe('shipping');
    expect(checkoutRedirect('secure', { ...base, is_virtual: true })).toBe('payment');
    expect(checkoutRedirect('secure', { ...base, is_giftcard_only: true })).toBe('payment');
  });
  it('shows shipping to a cart that ships and skips it otherwise', () => {
    expect(checkoutRedirect('shipping', base)).toBeNull();
    expect(checkoutRedirect('shipping', { ...base, is_virtual: true })).toBe('payment');
  });
  it('shows payment only once the address and method are set, unless nothing ships', () => {
    expect(checkoutRedirect('payment', base)).toBe('shipping');
    expect(checkoutRedirect('payment', { ...base, hasShippingAddress: true })).toBe('shipping');
    expect(checkoutRedirect('payment', { ...base, hasShippingAddress: true, hasShippingMethod: true })).toBeNull();
    expect(checkoutRedirect('payment', { ...base, is_giftcard_only: true })).toBeNull();
  });
});

describe('guard states', () => {
  it('reads the cookie state', () => {
    expect(guardStateOfCookie(true, { id: 'A', total_quantity: 1, is_virtual: true, is_giftcard_only: true })).toMatchObject({
      hasSession: true,
      total_quantity: 1,
      is_virtual: true,
    });
  });
  it('reads the engine cart', () => {
    expect(guardStateOfCart(true, null)).toMatchObject({ total_quantity: 0 });
    const cart = {
      total_quantity: 1,
      is_virtual: false,
      is_giftcard_only: false,
      shipping_address: { city: 'Bangkok' },
      selected_shipping_method: null,
      state: 'arranging_payment',
    } as unknown as Cart;
    expect(guardStateOfCart(true, cart)).toMatchObject({ hasShippingAddress: true, hasShippingMethod: false, closed: false });
    expect(guardStateOfCart(true, { ...cart, state: 'placed' })).toMatchObject({ closed: true });
  });
});
