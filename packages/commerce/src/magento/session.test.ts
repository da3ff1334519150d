import { describe, expect, it } from 'vitest';
import { customerSession, guestSession, readSession } from './session';

describe('the Magento session token', () => {
  it('says whether it is a guest cart or a customer, and reads back what it wrote', () => {
    expect(readSession(guestSession('Xa8kq2LrB0sPz1Tm9VwYc3Dn5Fh7Jg4E'))).toEqual({
      kind: 'guest',
      cartId: 'Xa8kq2LrB0sPz1Tm9VwYc3Dn5Fh7Jg4E',
    });
    expect(readSession(customerSession('eyJhbGciOi.eyJ1aWQiOjF9.sig-_x'))).toEqual({
      kind: 'customer',
      token: 'eyJhbGciOi.eyJ1aWQiOjF9.sig-_x',
    });
    expect(readSession(undefined)).toBeNull();
    expect(readSession('guest~')).toBeNull();
    expect(readSession('vendure-session-token')).toBeNull();
  });

  it('is made of the characters a cart session cookie may hold (letters, digits and ._~+/=-)', () => {
    for (const token of [guestSession('J_KBeUgHMP_4sUKHs0FYOw'), customerSession('eyJhbGciOi.eyJ1aWQiOjF9.sig-_x')]) {
      expect(token).toMatch(/^[A-Za-z0-9._~+/=-]{8,512}$/);
    }
  });
});
