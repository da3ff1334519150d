import { describe, expect, it } from 'vitest';
import { alternates, metaDescription } from './alternates';

describe('alternates', () => {
  it('lists both languages and x-default', () => {
    expect(alternates('th', 'kits/home-kit')).toEqual({
      canonical: '/th/kits/home-kit',
      languages: { th: '/th/kits/home-kit', 'en-GB': '/en/kits/home-kit', 'x-default': '/en/kits/home-kit' },
    });
  });
  it('handles the home page and a query', () => {
    expect(alternates('en', '', '?page=2').canonical).toBe('/en?page=2');
  });
});

describe('metaDescription', () => {
  it('strips tags and shortens', () => {
    expect(metaDescription('<p>Home <b>shirt</b></p>')).toBe('Home shirt');
    expect(metaDescription('x'.repeat(200))?.length).toBe(160);
    expect(metaDescription('')).toBeUndefined();
  });
});
