import { describe, expect, it } from 'vitest';
import { mapPersonalisation, parseBundleComponents, productKindOf } from './map-custom-fields';

describe('productKindOf', () => {
  const single = { optionGroupCount: 0, variantCount: 1 };

  it('takes bundle and giftcard from the kind custom field', () => {
    expect(productKindOf({ kind: 'bundle' }, single)).toBe('bundle');
    expect(productKindOf({ kind: 'giftcard' }, { optionGroupCount: 1, variantCount: 3 })).toBe('giftcard');
  });

  it('is configurable with option groups or several variants', () => {
    expect(productKindOf({ kind: 'standard' }, { optionGroupCount: 1, variantCount: 1 })).toBe('configurable');
    expect(productKindOf(null, { optionGroupCount: 0, variantCount: 2 })).toBe('configurable');
  });

  it('is simple otherwise', () => {
    expect(productKindOf({ kind: 'standard' }, single)).toBe('simple');
    expect(productKindOf(undefined, single)).toBe('simple');
  });
});

describe('parseBundleComponents', () => {
  it('parses a JSON array of components', () => {
    const json = JSON.stringify([
      { sku: 'HS25-S', quantity: 1, label: 'Home shirt' },
      { sku: 'SCARF', quantity: '2', label: 'Scarf' },
    ]);
    expect(parseBundleComponents(json, 'en')).toEqual([
      { sku: 'HS25-S', quantity: 1, label: 'Home shirt' },
      { sku: 'SCARF', quantity: 2, label: 'Scarf' },
    ]);
  });

  it('picks a label in the shopper language, else English, else any, else the SKU', () => {
    const json = JSON.stringify([
      { sku: 'HS25-M', quantity: 1, label: { en: 'Home Shirt (M)', th: 'เสื้อเหย้า (M)' } },
      { sku: 'SCARF', quantity: 1, label: { en: 'Scarf' } },
      { sku: 'CAP', quantity: 1, label: { de: 'Mütze' } },
      { sku: 'PIN', quantity: 1, label: {} },
    ]);
    expect(parseBundleComponents(json, 'th').map((c) => c.label)).toEqual(['เสื้อเหย้า (M)', 'Scarf', 'Mütze', 'PIN']);
    expect(parseBundleComponents(json, 'en').map((c) => c.label)).toEqual(['Home Shirt (M)', 'Scarf', 'Mütze', 'PIN']);
  });

  it('returns [] for empty, malformed or non-array JSON', () => {
    expect(parseBundleComponents(null, 'en')).toEqual([]);
    expect(parseBundleComponents('', 'en')).toEqual([]);
    expect(parseBundleComponents('[{"sku":', 'en')).toEqual([]);
    expect(parseBundleComponents('{"sku":"A"}', 'en')).toEqual([]);
  });

  it('drops invalid entries and defaults a missing label and bad quantity', () => {
    const json = JSON.stringify([{ quantity: 1 }, 'A', { sku: 'CAP', quantity: -1 }]);
    expect(parseBundleComponents(json, 'en')).toEqual([{ sku: 'CAP', quantity: 1, label: 'CAP' }]);
  });
});

describe('mapPersonalisation', () => {
  const fields = { personalisable: true, printPriceThb: 50000, printPriceGbp: 1500 };

  it('uses the print price of the product currency', () => {
    expect(mapPersonalisation(fields, 'THB')).toEqual({ price: { value: 500, currency: 'THB' }, is_fixed_price: true });
    expect(mapPersonalisation(fields, 'GBP')?.price).toEqual({ value: 15, currency: 'GBP' });
  });

  it('is null when not personalisable or without a price for the currency', () => {
    expect(mapPersonalisation({ ...fields, personalisable: false }, 'THB')).toBeNull();
    expect(mapPersonalisation({ personalisable: true, printPriceThb: null }, 'THB')).toBeNull();
    expect(mapPersonalisation(fields, 'USD')).toBeNull();
    expect(mapPersonalisation(null, 'THB')).toBeNull();
  });
});
