import { describe, expect, it } from 'vitest';
import { CACHE_TAGS, eventsTouchListings, tagsForEvents, tagsForOperation } from './tags';

describe('tagsForOperation', () => {
  it('tags configuration, routes and the category tree', () => {
    expect(tagsForOperation('StoreConfig', {})).toEqual(['commerce', 'commerce:op:StoreConfig', 'config']);
    expect(tagsForOperation('Currencies', {})).toContain('config');
    expect(tagsForOperation('ResolveRoute', { slug: 'kits' })).toContain('routes');
    expect(tagsForOperation('Collections', { skip: 0, take: 100 })).toContain('categories');
  });

  it('tags one category by id', () => {
    expect(tagsForOperation('Collection', { id: '4' })).toEqual(['commerce', 'commerce:op:Collection', 'categories', 'category:4']);
    expect(tagsForOperation('Collection', { slug: 'kits' })).not.toContain('category:undefined');
  });

  it('tags one product by id, and by slug also as catalogue', () => {
    expect(tagsForOperation('Product', { id: '12' })).toEqual(['commerce', 'commerce:op:Product', 'products', 'product:12']);
    expect(tagsForOperation('Product', { slug: 'home-kit' })).toEqual(['commerce', 'commerce:op:Product', 'products', 'catalogue']);
  });

  it('tags reviews with the product', () => {
    expect(tagsForOperation('ProductReviews', { productId: '12', skip: 0 })).toEqual(
      expect.arrayContaining(['reviews:12', 'product:12']),
    );
  });

  it('tags every list query as catalogue, with its collection', () => {
    expect(tagsForOperation('SearchProducts', { input: { collectionId: '3' } })).toEqual(
      expect.arrayContaining(['catalogue', 'facets', 'category:3']),
    );
    expect(tagsForOperation('ProductTiles', { ids: ['1', '2'] })).toContain('catalogue');
    expect(tagsForOperation('SearchSuggestions', { term: 'เสื้อ' })).toContain('catalogue');
    expect(tagsForOperation('RelatedProducts', { productId: '7' })).toEqual(expect.arrayContaining(['catalogue', 'product:7']));
    expect(tagsForOperation(null, undefined)).toEqual(['commerce', 'catalogue', 'facets']);
  });

  it('never turns odd variable values into tags', () => {
    const tags = tagsForOperation('Collection', { id: '<script>alert(1)</script>' });
    expect(tags.some((t) => t.includes('<'))).toBe(false);
    expect(tagsForOperation('Product', { id: 'x'.repeat(300) })).not.toContain(`product:${'x'.repeat(300)}`);
    for (const tag of tagsForOperation('A'.repeat(400), {})) expect(tag.length).toBeLessThanOrEqual(256);
  });
});

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
    expect(eventsTouchListings([{ type: 'content', ids: [] }, { type: 'stock', ids: ['1'] }])).toBe(true);
  });
});
