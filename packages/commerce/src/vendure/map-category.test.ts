import { describe, expect, it } from 'vitest';
import { homeKitCollection, homeShirt, kitsCollection } from './__fixtures__/catalogue';
import { ancestorBreadcrumbs, mapCategory, mapCategorySummary, urlPathOf } from './map-category';

describe('urlPathOf', () => {
  it('joins the breadcrumb slugs without the hidden root', () => {
    expect(urlPathOf(homeKitCollection.breadcrumbs)).toBe('kits/home-kit');
  });
});

describe('ancestorBreadcrumbs', () => {
  it('lists ancestors only, each with its own url_path', () => {
    expect(ancestorBreadcrumbs('3', homeKitCollection.breadcrumbs)).toEqual([
      { category_uid: '2', category_name: 'Kits', category_url_path: 'kits' },
    ]);
  });
});

describe('mapCategorySummary', () => {
  it('maps a product collection with its url_path', () => {
    expect(mapCategorySummary(homeShirt.collections[0]!)).toEqual({
      uid: '3',
      name: 'Home kit',
      url_key: 'home-kit',
      url_path: 'kits/home-kit',
      position: 0,
    });
  });
});

describe('mapCategory', () => {
  it('maps a top-level collection with its children ordered by position', () => {
    const category = mapCategory(kitsCollection);
    expect(category).toMatchObject({
      uid: '2',
      name: 'Kits',
      url_key: 'kits',
      url_path: 'kits',
      description: '<p>Match kits</p>',
      breadcrumbs: [],
      image: { url: 'http://localhost:3000/assets/preview/a1/kits__preview.jpg?preset=large', label: 'Kits' },
    });
    expect(category.children.map((c) => c.url_path)).toEqual(['kits/home-kit', 'kits/away-kit']);
    expect(category.children[0]?.breadcrumbs).toEqual([{ category_uid: '2', category_name: 'Kits', category_url_path: 'kits' }]);
  });

  it('maps a nested collection with its ancestors as breadcrumbs', () => {
    const category = mapCategory(homeKitCollection);
    expect(category.url_path).toBe('kits/home-kit');
    expect(category.breadcrumbs).toHaveLength(1);
    expect(category.children).toEqual([]);
    expect(category.image).toBeNull();
  });

  it('accepts null children', () => {
    expect(mapCategory({ ...homeKitCollection, children: null }).children).toEqual([]);
  });
});
