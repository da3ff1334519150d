import { describe, expect, it } from 'vitest';
import { lostCustomerSession } from './authorization-error';

function request(cookie: string): Request {
  return new Request('http://shop.test/api/commerce/addCartItems', { method: 'POST', headers: { cookie } });
}

function answer(...setCookies: string[]): Response {
  const headers = new Headers();
  for (const c of setCookies) headers.append('set-cookie', c);
  return new Response('{}', { headers });
}

const customer = 's7-customer=authenticated; s7-refresh-token=r1; s7-cart-session=customer-token-1';

describe('lostCustomerSession', () => {
  it('is true when the engine gave a signed-in customer a new session', () => {
    expect(lostCustomerSession(request(customer), answer('s7-cart-session=anonymous-token-2; Path=/; HttpOnly'))).toBe(true);
  });

  it('is false when the session stays, for a guest, and without a refresh token', () => {
    expect(lostCustomerSession(request(customer), answer('s7-cart=%7B%7D; Path=/'))).toBe(false);
    expect(lostCustomerSession(request(customer), answer('s7-cart-session=customer-token-1; Path=/; HttpOnly'))).toBe(false);
    expect(lostCustomerSession(request('s7-cart-session=guest-1'), answer('s7-cart-session=guest-2; Path=/'))).toBe(false);
    expect(lostCustomerSession(request('s7-customer=authenticated; s7-cart-session=a'), answer('s7-cart-session=b; Path=/'))).toBe(false);
  });
});
