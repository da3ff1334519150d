import { describe, expect, it } from 'vitest';
import { validateReviewInput } from '../plugins/reviews/review-input';
import { talatCatalogue } from '@talat/demo-catalogue';

const { products, reviews = [], compareAtPrices = {} } = talatCatalogue;
const bySlug = new Map(products.map((p) => [p.slug, p]));

describe('demo reviews', () => {
  it('review existing products, in both languages, with valid input', () => {
    expect(reviews.length).toBeGreaterThanOrEqual(8);
    expect(new Set(reviews.map((r) => r.locale))).toEqual(new Set(['en', 'th']));
    for (const r of reviews) {
      expect(bySlug.has(r.product), r.product).toBe(true);
      const ratings = Object.entries(r.ratings).map(([name, value]) => ({ name, value }));
      expect(validateReviewInput({ ...r, ratings }).ok, r.summary).toBe(true);
      if (r.locale === 'th') expect(r.text).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
  it('give the home shirt several reviews', () => {
    expect(reviews.filter((r) => r.product === 'home-shirt-2025').length).toBeGreaterThanOrEqual(3);
  });
});

describe('compare-at prices', () => {
  it('mark 3 to 4 existing products, above their price in both currencies', () => {
    const slugs = Object.keys(compareAtPrices);
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const slug of slugs) {
      const p = bySlug.get(slug);
      expect(p, slug).toBeDefined();
      expect(compareAtPrices[slug]!.THB).toBeGreaterThan(p!.price.THB);
      expect(compareAtPrices[slug]!.GBP).toBeGreaterThan(p!.price.GBP);
    }
  });
});
