import { describe, expect, it } from 'vitest';
import { parseBundleComponents, serialiseBundleComponents } from './bundle-components';

describe('serialiseBundleComponents', () => {
  it('stores an empty list as an empty string', () => {
    expect(serialiseBundleComponents([])).toBe('');
  });
  it('round-trips through parseBundleComponents', () => {
    const parts = [
      { sku: 'TFC-H25-SHIRT-M', quantity: 1, label: 'Shirt' },
      { sku: 'TFC-H25-SOCKS-M', quantity: 1, label: { en: 'Socks', th: 'ถุงเท้า' } },
    ];
    expect(parseBundleComponents(serialiseBundleComponents(parts))).toEqual(parts);
  });
});

describe('parseBundleComponents', () => {
  it('returns an empty list for malformed JSON or wrong shapes', () => {
    expect(parseBundleComponents('{oops')).toEqual([]);
    expect(parseBundleComponents('{"sku":"x"}')).toEqual([]);
    expect(parseBundleComponents('[{"sku":1}]')).toEqual([]);
    expect(parseBundleComponents('[{"sku":"A","quantity":1,"label":{"th":2}}]')).toEqual([]);
  });
});
