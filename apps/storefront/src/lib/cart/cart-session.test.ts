import { describe, expect, it } from 'vitest';
import { cartSessionCookies, readOrderSuccess, readSessionToken } from './cart-session';

describe('cart session cookies', () => {
  it('sets nothing when the call learnt nothing', () => {
    expect(cartSessionCookies({}, true)).toEqual([]);
  });

  it('marks every cookie Secure when asked, and SameSite=Lax on path /', () => {
    const [token] = cartSessionCookies({ token: 'abcdefgh12' }, true);
    expect(token).toBe('s7-cart-session=abcdefgh12; Path=/; SameSite=Lax; Max-Age=2592000; HttpOnly; Secure');
  });

  it('refuses a token or order number that is not token-shaped', () => {
    expect(cartSessionCookies({ token: 'bad token;' }, false)).toEqual([]);
    expect(readSessionToken('short')).toBeUndefined();
    expect(readSessionToken('a'.repeat(40))).toBe('a'.repeat(40));
    expect(readOrderSuccess('X<script>')).toBeUndefined();
    expect(readOrderSuccess('ORD-12')).toBe('ORD-12');
  });

  it('writes an empty cart state when the session has no cart', () => {
    const [state] = cartSessionCookies({ cart: null }, false);
    expect(decodeURIComponent(state!)).toContain('{"id":null,"total_quantity":0,"is_virtual":false,"is_giftcard_only":false}');
  });
});
