import { describe, expect, it } from 'vitest';
import { bundleOptionsMatch, parseBundleOptions } from './bundle-options';

describe('parseBundleOptions', () => {
  it('reads a list of sku and quantity; blank is null', () => {
    expect(parseBundleOptions('[{"sku":"T-SHIRT-M","quantity":1}]')).toEqual([{ sku: 'T-SHIRT-M', quantity: 1 }]);
    expect(parseBundleOptions(null)).toBeNull();
    expect(parseBundleOptions('')).toBeNull();
  });
  it('refuses malformed JSON, wrong shapes, empty lists and repeated SKUs', () => {
    for (const bad of ['{oops', '{"sku":"x"}', '[]', '[{"sku":"x","quantity":0}]', '[{"sku":"x","quantity":1},{"sku":"x","quantity":1}]']) {
      expect(parseBundleOptions(bad), bad).toBe('invalid');
    }
    expect(parseBundleOptions(5)).toBe('invalid');
  });
});

describe('bundleOptionsMatch', () => {
  const components = [
    { sku: 'T-SHIRT-M', quantity: 1, label: 'Shirt' },
    { sku: 'T-SCARF', quantity: 2, label: 'Scarf' },
  ];
  it('accepts components in their quantities', () => {
    expect(
      bundleOptionsMatch(
        [
          { sku: 'T-SCARF', quantity: 2 },
          { sku: 'T-SHIRT-M', quantity: 1 },
        ],
        components,
      ),
    ).toBe(true);
  });
  it('refuses other SKUs or quantities', () => {
    expect(bundleOptionsMatch([{ sku: 'T-SHIRT-S', quantity: 1 }], components)).toBe(false);
    expect(bundleOptionsMatch([{ sku: 'T-SCARF', quantity: 1 }], components)).toBe(false);
  });
});
