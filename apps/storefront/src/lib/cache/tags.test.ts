import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, eventsTouchListings, tagsForEvents } from './tags';

describe('tagsForEvents', () => {
  it('maps a product change to its product, the lists and the routes', () => {
    expect(tagsForEvents([{ type: 'product', ids: ['12', '13'] }])).toEqual(['catalogue', 'product:12', 'product:13', 'routes']);
  });

  it('maps price and stock changes to the product and every list', () => {
    expect(tagsForEvents([{ type: 'price', ids: ['5'] }])).toEqual(['catalogue', 'product:5']);
    expect(tagsForEvents([{ type: 'stock', ids: ['6'] }])).toEqual(['catalogue', 'product:6']);
  });

  it('maps a review to the product, its reviews and the lists (ratings on tiles)', () => {
    expect(tagsForEvents([{ type: 'review', ids: ['7'] }])).toEqual(['catalogue', 'product:7', 'reviews:7']);
  });

  it('maps a collection change to the category, the tree, lists, routes and product pages', () => {
    expect(tagsForEvents([{ type: 'collection', ids: ['3'] }])).toEqual(['catalogue', 'categories', 'category:3', 'products', 'routes']);
  });

  it('maps facet and asset changes', () => {
    expect(tagsForEvents([{ type: 'facet', ids: ['1'] }])).toEqual(['catalogue', 'facets', 'products']);
    expect(tagsForEvents([{ type: 'asset', ids: ['9'] }])).toEqual(['catalogue', 'categories', 'products']);
  });

  it('maps changed redirect rules to the route lookups only', () => {
    expect(tagsForEvents([{ type: 'redirect', ids: ['1'] }])).toEqual([CACHE_TAGS.routes]);
    expect(eventsTouchListings([{ type: 'redirect', ids: ['1'] }])).toBe(false);
  });

  it('maps content changes to the content tags', () => {
    expect(tagsForEvents([{ type: 'content', ids: [] }])).toEqual([CACHE_TAGS.content, CACHE_TAGS.contentVersion].sort());
  });

  it('merges a batch without duplicates and skips malformed ids', () => {
    const tags = tagsForEvents([
      { type: 'price', ids: ['5', 'bad id', '<x>'] },
      { type: 'stock', ids: ['5'] },
    ]);
    expect(tags).toEqual(['catalogue', 'product:5']);
  });

  it('says which batches touch product listings', () => {
    expect(eventsTouchListings([{ type: 'content', ids: [] }])).toBe(false);
    expect(
      eventsTouchListings([
        { type: 'content', ids: [] },
        { type: 'stock', ids: ['1'] },
      ]),
    ).toBe(true);
  });
});
