import { describe, expect, it } from 'vitest';
import { bundleOptionsMatch, checkBundleOptions, parseBundleOptions, serialiseBundleOptions } from './bundle';

// parseBundleOptions and bundleOptionsMatch moved here with their tests from the engine
// (apps/commerce-engine/src/plugins/personalisation/bundle-options.test.ts).

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

describe('checkBundleOptions', () => {
  it('keeps a SKU and a whole quantity of each item', () => {
    expect(
      checkBundleOptions([
        { sku: 'B', quantity: 2, label: 'x' },
        { sku: 'A', quantity: 1 },
      ]),
    ).toEqual([
      { sku: 'B', quantity: 2 },
      { sku: 'A', quantity: 1 },
    ]);
  });
  it('refuses no items, a blank SKU, a quantity under 1 or not whole, and a SKU twice', () => {
    for (const bad of [[], [{ sku: '', quantity: 1 }], [{ sku: 'A', quantity: 0 }], [{ sku: 'A', quantity: 1.5 }], [null], ['A']]) {
      expect(checkBundleOptions(bad), JSON.stringify(bad)).toBe('invalid');
    }
    expect(
      checkBundleOptions([
        { sku: 'A', quantity: 1 },
        { sku: 'A', quantity: 2 },
      ]),
    ).toBe('invalid');
  });
});

describe('serialiseBundleOptions', () => {
  it('writes the items sorted by SKU, so the same choice makes the same text, and reads back', () => {
    const text = serialiseBundleOptions([
      { sku: 'T-SHIRT-M', quantity: 1 },
      { sku: 'T-SCARF', quantity: 2 },
    ]);
    expect(text).toBe('[{"sku":"T-SCARF","quantity":2},{"sku":"T-SHIRT-M","quantity":1}]');
    expect(parseBundleOptions(text)).toEqual([
      { sku: 'T-SCARF', quantity: 2 },
      { sku: 'T-SHIRT-M', quantity: 1 },
    ]);
  });
});
