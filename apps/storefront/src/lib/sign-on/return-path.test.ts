import { describe, expect, it } from 'vitest';
import { localeOfPath, safeReturnPath } from './return-path';

describe('safeReturnPath', () => {
  it.each([
    ['/en', '/en'],
    ['/th/c/kits', '/th/c/kits'],
    ['/en/search?q=shirt', '/en/search?q=shirt'],
    ['/en/p/home-shirt#reviews', '/en/p/home-shirt#reviews'],
  ])('keeps the shop path %s', (raw, expected) => {
    expect(safeReturnPath(raw, 'en')).toBe(expected);
  });

  it.each([
    '//evil.example',
    '//evil.example/en',
    'https://evil.example/en',
    'https:evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%5Cevil.example',
    '/%252F%252Fevil.example',
    '/en/%0d%0aSet-Cookie:x=1',
    '/fr/page',
    'en/page',
    '',
    '/',
    '/en\t/x',
    'x'.repeat(3000),
  ])('refuses %s and answers the locale home', (raw) => {
    expect(safeReturnPath(raw, 'th')).toBe('/th');
  });

  it('refuses values that are not strings', () => {
    expect(safeReturnPath(undefined, 'en')).toBe('/en');
    expect(safeReturnPath({ path: '/en' }, 'en')).toBe('/en');
  });
});

describe('localeOfPath', () => {
  it('reads the prefix, else the fallback', () => {
    expect(localeOfPath('/th/cart')).toBe('th');
    expect(localeOfPath('/x', 'th')).toBe('th');
  });
});
