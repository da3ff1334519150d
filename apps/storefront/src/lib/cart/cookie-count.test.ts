import { describe, expect, it } from 'vitest';
import { cartQuantity } from './cart-cookie';
import { cartCountOfCookie } from './cookie-count';

describe('cartCountOfCookie', () => {
  it('reads the count of the cookie as the API writes it, plain or URL-encoded', () => {
    const state = JSON.stringify({ id: 'abc', total_quantity: 3, is_virtual: false, is_giftcard_only: false });
    expect(cartCountOfCookie(state)).toBe(3);
    expect(cartCountOfCookie(encodeURIComponent(state))).toBe(3);
  });

  it('answers 0 for a missing, unreadable or impossible count', () => {
    for (const raw of [
      undefined,
      '',
      'x',
      '%E0%A4%A',
      'null',
      '[]',
      '{"total_quantity":-1}',
      '{"total_quantity":1.5}',
      '{"total_quantity":"2"}',
      '{}',
    ]) {
      expect(cartCountOfCookie(raw)).toBe(0);
    }
  });

  it('agrees with the server reading of the same cookie', () => {
    for (const raw of [
      '{"total_quantity":7}',
      encodeURIComponent('{"id":null,"total_quantity":2}'),
      '{"total_quantity":-4}',
      'garbage',
      undefined,
    ]) {
      expect(cartCountOfCookie(raw)).toBe(cartQuantity(raw));
    }
  });
});
