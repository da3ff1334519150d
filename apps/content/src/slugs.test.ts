import { describe, expect, it } from 'vitest';
import { isValidFullSlug, isValidPrefix, isValidSlugPattern, slugMatcher, startsWith } from './slugs.js';

describe('isValidFullSlug', () => {
  it('accepts slugs and folder paths', () => {
    for (const s of ['home', 'size-guide', 'c/home-kit', 'a_b/c-d/e1']) expect(isValidFullSlug(s)).toBe(true);
  });

  it('refuses dot-dot, percent signs, empty segments, spaces and overlong slugs', () => {
    for (const s of ['..', 'c/../x', 'a%2e', 'c//x', '/home', 'home/', 'a b', '', 'x'.repeat(5000), 'th/หน้าแรก']) {
      expect(isValidFullSlug(s)).toBe(false);
    }
  });
});

describe('isValidPrefix / isValidSlugPattern', () => {
  it('allows a trailing slash on prefixes and * in patterns only', () => {
    expect(isValidPrefix('c/')).toBe(true);
    expect(isValidPrefix('c/*')).toBe(false);
    expect(isValidSlugPattern('*/home-kit')).toBe(true);
    expect(isValidSlugPattern('c/*')).toBe(true);
    expect(isValidSlugPattern('c/.*')).toBe(false);
  });
});

describe('slugMatcher', () => {
  const slugs = ['home', 'about', 'c/home-kit', 'c/away-kit', 'c/kits', 'shop/c/home-kit'];
  const match = (...patterns: string[]) => slugs.filter(slugMatcher(patterns));

  it('matches exact slugs', () => {
    expect(match('about', 'home')).toEqual(['home', 'about']);
  });

  it('matches a story in any folder with */slug', () => {
    expect(match('*/home-kit')).toEqual(['c/home-kit', 'shop/c/home-kit']);
  });

  it('matches everything in a folder with folder/*', () => {
    expect(match('c/*')).toEqual(['c/home-kit', 'c/away-kit', 'c/kits']);
  });

  it('matches * inside a segment and does not treat other characters as regex', () => {
    expect(match('c/*-kit')).toEqual(['c/home-kit', 'c/away-kit']);
    expect(match('c/kit-')).toEqual([]);
  });
});

describe('startsWith', () => {
  it('is a plain prefix test on the full slug', () => {
    expect(['c/home-kit', 'cart', 'home'].filter(startsWith('c/'))).toEqual(['c/home-kit']);
  });
});
