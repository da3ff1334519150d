import { describe, expect, it } from 'vitest';
import { collectionSitemapEntries, productSitemapEntries } from './map-sitemap';

const root = { id: '1', name: '__root_collection__', slug: '__root_collection__' };

describe('productSitemapEntries', () => {
  it('lists products by slug with their last change, leaving out those listed nowhere', () => {
    expect(
      productSitemapEntries([
        { id: '3', slug: 'home-shirt', updatedAt: '2026-11-20T04:30:00.000Z', customFields: { visibility: 'catalog_search' } },
        { id: '4', slug: 'gift-wrap', updatedAt: '2026-11-20T04:30:00.000Z', customFields: { visibility: 'none' } },
        { id: '5', slug: 'scarf', updatedAt: 'not a date', customFields: null },
      ]),
    ).toEqual([
      { uid: '3', path: 'home-shirt', updated_at: '2026-11-20T04:30:00.000Z' },
      { uid: '5', path: 'scarf', updated_at: null },
    ]);
  });
});

describe('collectionSitemapEntries', () => {
  it('gives each collection its url_path from its breadcrumbs and leaves the root out', () => {
    expect(
      collectionSitemapEntries([
        { ...root, updatedAt: '2026-01-01T00:00:00.000Z', breadcrumbs: [root] },
        {
          id: '2',
          name: 'Kits',
          slug: 'kits',
          updatedAt: '2026-01-02T00:00:00Z',
          breadcrumbs: [root, { id: '2', name: 'Kits', slug: 'kits' }],
        },
        {
          id: '3',
          name: 'Home kit',
          slug: 'home-kit',
          updatedAt: '2026-01-03T00:00:00Z',
          breadcrumbs: [root, { id: '2', name: 'Kits', slug: 'kits' }, { id: '3', name: 'Home kit', slug: 'home-kit' }],
        },
      ]),
    ).toEqual([
      { uid: '2', path: 'kits', updated_at: '2026-01-02T00:00:00.000Z' },
      { uid: '3', path: 'kits/home-kit', updated_at: '2026-01-03T00:00:00.000Z' },
    ]);
  });
});
