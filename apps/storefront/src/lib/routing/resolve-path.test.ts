import { describe, expect, it } from 'vitest';
import { classifyPath, isContentPageSlug } from './resolve-path';

describe('classifyPath', () => {
  it('returns reserved for home, cart and the checkout steps after stripping the locale', () => {
    expect(classifyPath('/en')).toEqual({ kind: 'reserved', path: '' });
    expect(classifyPath('/th/')).toEqual({ kind: 'reserved', path: '' });
    expect(classifyPath('/en/cart')).toEqual({ kind: 'reserved', path: 'cart' });
    for (const p of ['checkout', 'checkout/secure', 'checkout/shipping', 'checkout/payment']) {
      expect(classifyPath(`/th/${p}`)).toEqual({ kind: 'reserved', path: p });
    }
  });
  it('does not treat other checkout paths as reserved', () => {
    expect(classifyPath('/en/checkout/thank-you')).toEqual({ kind: 'resolve', path: 'checkout/thank-you' });
  });
  it('strips the locale prefix', () => {
    expect(classifyPath('/en/kits/home-kit')).toEqual({ kind: 'resolve', path: 'kits/home-kit' });
  });
  it('strips a leading cp/ or p/ segment', () => {
    expect(classifyPath('/en/cp/kits')).toEqual({ kind: 'resolve', path: 'kits' });
    expect(classifyPath('/th/p/home-shirt-2026')).toEqual({ kind: 'resolve', path: 'home-shirt-2026' });
    expect(classifyPath(['p', 'home-shirt-2026'])).toEqual({ kind: 'resolve', path: 'home-shirt-2026' });
  });
  it('accepts catch-all segments without a locale', () => {
    expect(classifyPath(['about'])).toEqual({ kind: 'resolve', path: 'about' });
  });
  it('decodes escapes, Thai slugs included', () => {
    expect(classifyPath('/th/%E0%B8%AA%E0%B8%B4%E0%B8%99%E0%B8%84%E0%B9%89%E0%B8%B2')).toEqual({ kind: 'resolve', path: 'สินค้า' });
  });
  it('rejects dot segments, also when encoded', () => {
    expect(classifyPath('/en/../etc/passwd').kind).toBe('invalid');
    expect(classifyPath('/en/%2e%2e/x').kind).toBe('invalid');
    expect(classifyPath('/en/./x').kind).toBe('invalid');
  });
  it('rejects broken or double escapes', () => {
    expect(classifyPath('/en/%E0%A4%A').kind).toBe('invalid');
    expect(classifyPath('/en/%').kind).toBe('invalid');
    expect(classifyPath('/en/%2525').kind).toBe('invalid');
  });
  it('rejects control characters and backslashes', () => {
    expect(classifyPath('/en/a%00b').kind).toBe('invalid');
    expect(classifyPath('/en/a\nb').kind).toBe('invalid');
    expect(classifyPath('/en/a%5Cb').kind).toBe('invalid');
  });
  it('rejects paths longer than 512 characters', () => {
    expect(classifyPath(`/en/${'a'.repeat(600)}`).kind).toBe('invalid');
    expect(classifyPath(`/en/${'a'.repeat(500)}`).kind).toBe('resolve');
  });
  it('rejects empty segments and a bare prefix', () => {
    expect(classifyPath('/en/a//b').kind).toBe('invalid');
    expect(classifyPath('/en/p').kind).toBe('invalid');
  });
});

describe('isContentPageSlug', () => {
  it('hides the stories that are parts of other pages', () => {
    for (const s of ['global', 'home', 'cart', 'checkout', 'c/kits']) expect(isContentPageSlug(s)).toBe(false);
    expect(isContentPageSlug('about')).toBe(true);
  });
});
