import type { ProductSummary } from '@talat/commerce/types';
import { describe, expect, it } from 'vitest';
import { CATEGORY_CACHE_LIMITS, categoryCacheKey, createCategoryPageCache, jsonBytes, type PageToStore } from './category-page-cache';

function products(page: number, n: number): ProductSummary[] {
  return Array.from({ length: n }, (_, i) => ({ uid: `${page}-${i}` }) as ProductSummary);
}

function page(n: number, size = 12, extra: Partial<PageToStore> = {}): PageToStore {
  return {
    uid: '3',
    page: n,
    sortBy: 'position',
    filters: {},
    items: products(n, size),
    totalCount: 1000,
    totalPages: Math.ceil(1000 / size),
    pageSize: size,
    aggregations: [],
    priceBounds: null,
    ...extra,
  };
}

/** A clock the test moves by hand. */
function fakeClock(start = 1_000_000) {
  let t = start;
  return { now: () => t, advance: (ms: number) => (t += ms) };
}

describe('category page cache', () => {
  it('has the limits of spec section 9', () => {
    expect(CATEGORY_CACHE_LIMITS).toMatchObject({ ttlMs: 600_000, maxProducts: 240, maxBytes: 2_000_000 });
  });

  it('stores pages of one key and answers them with the shared totals', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now });
    cache.set('k', page(1));
    cache.set('k', page(2));
    const hit = cache.get('k', 2);
    expect(hit?.items.map((p) => p.uid)[0]).toBe('2-0');
    expect(hit).toMatchObject({ totalCount: 1000, pageSize: 12 });
    expect(cache.get('k', 3)).toBeNull();
    expect(cache.get('other', 1)).toBeNull();
    const entry = cache.entry('k');
    expect(entry).toMatchObject({ uid: '3', sortBy: 'position', filters: {}, pagination: { currentPage: 2, itemsPerPage: 12 } });
    expect([...(entry?.productsByPage.keys() ?? [])]).toEqual([1, 2]);
  });

  it('keeps an entry 10 minutes from its first page, then forgets it', () => {
    const clock = fakeClock();
    const cache = createCategoryPageCache({ now: clock.now });
    cache.set('k', page(1));
    clock.advance(9 * 60_000);
    cache.set('k', page(2)); // a later page does not extend the entry's life
    clock.advance(60_000 - 1);
    expect(cache.get('k', 1)).not.toBeNull();
    clock.advance(1);
    expect(cache.get('k', 1)).toBeNull();
    expect(cache.get('k', 2)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('starts a fresh entry (new timestamp) after expiry', () => {
    const clock = fakeClock();
    const cache = createCategoryPageCache({ now: clock.now });
    cache.set('k', page(1));
    clock.advance(600_000);
    cache.set('k', page(2));
    expect(cache.entry('k')?.timestamp).toBe(clock.now());
    expect(cache.get('k', 1)).toBeNull();
  });

  it('holds at most 240 products per key, evicting trailing pages first', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now, sizeOf: () => 1 });
    for (let n = 1; n <= 20; n++) cache.set('k', page(n)); // 20 x 12 = 240: all fit
    expect(cache.get('k', 20)).not.toBeNull();
    cache.set('k', page(21)); // 252 > 240: the trailing page goes
    expect(cache.get('k', 21)).toBeNull();
    expect(cache.get('k', 1)).not.toBeNull();
    // An earlier page arriving late pushes out the last ones instead.
    const c2 = createCategoryPageCache({ now: fakeClock().now, sizeOf: () => 1 });
    for (let n = 2; n <= 21; n++) c2.set('k', page(n));
    c2.set('k', page(1));
    expect(c2.get('k', 1)).not.toBeNull();
    expect(c2.get('k', 21)).toBeNull();
    const count = [...(c2.entry('k')?.productsByPage.values() ?? [])].reduce((n, items) => n + items.length, 0);
    expect(count).toBe(240);
  });

  it('with 50 per page keeps 4 whole pages (200 products), never a partial page', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now, sizeOf: () => 1 });
    for (let n = 1; n <= 6; n++) cache.set('k', page(n, 50));
    expect([...(cache.entry('k')?.productsByPage.keys() ?? [])]).toEqual([1, 2, 3, 4]);
  });

  it('keeps an entry within about 2,000,000 bytes, evicting trailing products first', () => {
    // Each page "weighs" 600,000 bytes, the shared part 1,000.
    const sizeOf = (value: unknown) => (Array.isArray(value) ? 600_000 : 1_000);
    const cache = createCategoryPageCache({ now: fakeClock().now, sizeOf });
    cache.set('k', page(1));
    cache.set('k', page(2));
    cache.set('k', page(3));
    expect(cache.entry('k')?.bytes).toBe(1_801_000);
    cache.set('k', page(4)); // 2,401,000 > 2,000,000
    expect(cache.get('k', 4)).toBeNull();
    expect(cache.entry('k')?.bytes).toBe(1_801_000);
    expect(cache.get('k', 3)).not.toBeNull();
  });

  it('does not keep a single page larger than the byte limit', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now, sizeOf: (v) => (Array.isArray(v) ? 2_500_000 : 10) });
    cache.set('k', page(1));
    expect(cache.get('k', 1)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('replaces a page stored twice without counting it twice', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now, sizeOf: (v) => (Array.isArray(v) ? 100 : 10) });
    cache.set('k', page(1));
    cache.set('k', page(1));
    expect(cache.entry('k')?.bytes).toBe(110);
  });

  it('starts over when the page size or the total changes', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now });
    cache.set('k', page(1));
    cache.set('k', page(2, 24));
    expect(cache.get('k', 1)).toBeNull();
    expect(cache.get('k', 2)?.pageSize).toBe(24);
    cache.set('k', page(3, 24, { totalCount: 999 }));
    expect(cache.get('k', 2)).toBeNull();
  });

  it('ignores invalid page numbers', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now });
    cache.set('k', page(0));
    cache.set('k', page(-1));
    cache.set('k', page(1.5));
    expect(cache.size).toBe(0);
  });

  it('drops the least recently used entry beyond maxEntries', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now, maxEntries: 2 });
    cache.set('a', page(1));
    cache.set('b', page(1));
    cache.get('a', 1); // a is now the most recent
    cache.set('c', page(1));
    expect(cache.get('b', 1)).toBeNull();
    expect(cache.get('a', 1)).not.toBeNull();
    expect(cache.get('c', 1)).not.toBeNull();
  });

  it('clears everything or one category', () => {
    const cache = createCategoryPageCache({ now: fakeClock().now });
    cache.set('a', page(1));
    cache.set('b', page(1, 12, { uid: '4' }));
    cache.deleteCategory('3');
    expect(cache.get('a', 1)).toBeNull();
    expect(cache.get('b', 1)).not.toBeNull();
    cache.clear();
    expect(cache.size).toBe(0);
  });

  it('measures bytes as UTF-8 JSON by default', () => {
    expect(jsonBytes({ a: 'ก' })).toBe('{"a":""}'.length + 3);
  });
});

describe('categoryCacheKey', () => {
  const base = { locale: 'en', currency: 'GBP', uid: '3', sortBy: 'position' };
  it('is the same for the same filters in any order', () => {
    const a = categoryCacheKey({ ...base, filters: { facets: { size: ['m', 'l'], colour: ['red'] } } });
    const b = categoryCacheKey({ ...base, filters: { facets: { colour: ['red'], size: ['l', 'm'], player: [] } } });
    expect(a).toBe(b);
  });
  it('differs by locale, currency, category, sort and price', () => {
    const key = categoryCacheKey({ ...base, filters: {} });
    expect(categoryCacheKey({ ...base, locale: 'th', filters: {} })).not.toBe(key);
    expect(categoryCacheKey({ ...base, currency: 'THB', filters: {} })).not.toBe(key);
    expect(categoryCacheKey({ ...base, uid: '4', filters: {} })).not.toBe(key);
    expect(categoryCacheKey({ ...base, sortBy: 'name', filters: {} })).not.toBe(key);
    expect(categoryCacheKey({ ...base, filters: { price: { min: 10 } } })).not.toBe(key);
  });
});
