import { describe, expect, it } from 'vitest';
import { challengeRedirect, safeReturnUrl } from './return-url';

const SHOP = 'http://localhost:3000';

describe('safeReturnUrl', () => {
  it('accepts storefront URLs', () => {
    expect(safeReturnUrl('http://localhost:3000/th/adyen-direct', SHOP)?.pathname).toBe('/th/adyen-direct');
    expect(safeReturnUrl('http://localhost:3000/en/adyen-direct?x=1', SHOP)?.search).toBe('?x=1');
    expect(safeReturnUrl('http://localhost:3000', SHOP)).toBeDefined();
  });
  it('refuses other origins and look-alikes', () => {
    for (const bad of [
      'https://evil.example/en/adyen-direct',
      'http://localhost:3000.evil.example/x',
      'http://localhost:3000@evil.example/x',
      'http://user:pw@localhost:3000/x',
      'https://localhost:3000/x',
      'http://localhost:30001/x',
      '//evil.example/x',
      '/en/adyen-direct',
      'javascript:alert(1)',
      '',
      undefined,
    ]) {
      expect(safeReturnUrl(bad, SHOP), String(bad)).toBeUndefined();
    }
  });
  it('keeps to the storefront path when STOREFRONT_URL has one', () => {
    expect(safeReturnUrl('https://x.example/shop/en/adyen-direct', 'https://x.example/shop')).toBeDefined();
    expect(safeReturnUrl('https://x.example/shopping/en', 'https://x.example/shop')).toBeUndefined();
    expect(safeReturnUrl('https://x.example/other', 'https://x.example/shop')).toBeUndefined();
  });
});

describe('challengeRedirect', () => {
  it('adds the result to the query and drops the fragment', () => {
    const url = new URL('http://localhost:3000/en/adyen-direct?step=3#top');
    expect(challengeRedirect(url, { resultCode: 'Authorised', paymentId: '7', ref: 'tcr_a.b' })).toBe(
      'http://localhost:3000/en/adyen-direct?step=3&resultCode=Authorised&paymentId=7&ref=tcr_a.b',
    );
  });
});
