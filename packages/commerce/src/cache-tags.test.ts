import { describe, expect, it } from 'vitest';
import { entityTagsForEvents, isEntityTag, reads } from './cache-tags';

describe('reads', () => {
  it('declares configuration, routes and the category tree', () => {
    expect(reads.config()).toEqual(['commerce', 'config']);
    expect(reads.routes()).toEqual(['commerce', 'routes']);
    expect(reads.categoryTree()).toEqual(['commerce', 'categories']);
  });
  it('declares one category by id, and by URL key the tree only', () => {
    expect(reads.category('4')).toEqual(['commerce', 'categories', 'category:4']);
    expect(reads.category(null)).toEqual(['commerce', 'categories']);
  });
  it('declares one product by id, and by URL key the whole catalogue', () => {
    expect(reads.product('12')).toEqual(['commerce', 'products', 'product:12']);
    expect(reads.product(null)).toEqual(['commerce', 'products', 'catalogue']);
  });
  it('declares reviews with their product, and lists with their category', () => {
    expect(reads.reviews('12')).toEqual(['commerce', 'reviews:12', 'product:12']);
    expect(reads.list('3')).toEqual(['commerce', 'catalogue', 'facets', 'category:3']);
    expect(reads.list()).toEqual(['commerce', 'catalogue', 'facets']);
  });
  it('never turns an odd id into a tag', () => {
    expect(reads.category('<script>alert(1)</script>')).toEqual(['commerce', 'categories']);
    expect(reads.product('x'.repeat(300))).toEqual(['commerce', 'products', 'catalogue']);
    expect(reads.reviews('a b')).toEqual(['commerce', 'catalogue']);
  });
});

describe('isEntityTag', () => {
  it('knows the vocabulary and nothing else', () => {
    for (const tag of ['commerce', 'catalogue', 'routes', 'product:12', 'category:kits-3', 'reviews:7'])
      expect(isEntityTag(tag), tag).toBe(true);
    for (const tag of ['content', 'product:', 'product:<x>', 'order:1', 'catalogue ', `product:${'1'.repeat(65)}`])
      expect(isEntityTag(tag), tag).toBe(false);
  });
});

describe('entityTagsForEvents', () => {
  it('expires what a change touches, for any backend that names its changes', () => {
    expect(entityTagsForEvents([{ type: 'product', ids: ['12'] }])).toEqual(['catalogue', 'product:12', 'routes']);
    expect(entityTagsForEvents([{ type: 'redirect', ids: [] }])).toEqual(['routes']);
  });
});
