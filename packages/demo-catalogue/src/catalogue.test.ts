import { describe, expect, it } from 'vitest';
import { talatCatalogue } from './catalogue';

const { products, collections, facets, optionSets } = talatCatalogue;
const facetCodes = new Set(facets.flatMap((f) => f.values.map((v) => `${f.code}:${v.code}`)));

describe('talatCatalogue', () => {
  it('has at least 40 products with unique ASCII slugs and SKUs', () => {
    expect(products.length).toBeGreaterThanOrEqual(40);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    expect(new Set(products.map((p) => p.sku)).size).toBe(products.length);
    for (const p of products) expect(p.slug).toMatch(/^[a-z0-9-]+$/);
  });
  it('names every product in English and Thai', () => {
    for (const p of products) {
      expect(p.name.en).not.toBe('');
      expect(p.name.th).toMatch(/[\u0E00-\u0E7F]/);
      expect(p.description.th).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
  it('refers only to known facet values and option sets', () => {
    const sets = new Set(optionSets.map((s) => s.code));
    for (const p of products) {
      for (const f of p.facets) expect(facetCodes.has(f), `${p.slug}: ${f}`).toBe(true);
      if (p.options) expect(sets.has(p.options)).toBe(true);
    }
    for (const c of collections) for (const f of c.facets) expect(facetCodes.has(f)).toBe(true);
  });
  it('gives every collection at least one product', () => {
    for (const c of collections) {
      expect(
        products.some((p) => p.facets.some((f) => c.facets.includes(f))),
        c.slug,
      ).toBe(true);
    }
  });
  it('lists bundle components that are real variant SKUs', () => {
    const setOf = new Map(optionSets.map((s) => [s.code, s]));
    const skus = new Set(
      products.flatMap((p) => (p.options ? setOf.get(p.options)!.options.map((o) => `${p.sku}-${o.code.toUpperCase()}`) : [p.sku])),
    );
    const bundles = products.filter((p) => p.kind === 'bundle');
    expect(bundles.length).toBeGreaterThan(0);
    for (const b of bundles) for (const c of b.bundle ?? []) expect(skus.has(c.sku), c.sku).toBe(true);
  });
});
