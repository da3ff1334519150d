import { describe, expect, it } from 'vitest';
import { productTiles, searchResponse } from './__fixtures__/catalogue';
import { mapProductList, pageInfoOf, searchInputOf, searchSortOf } from './map-search';

describe('searchSortOf', () => {
  it('maps name and price sorts', () => {
    expect(searchSortOf('name')).toEqual({ name: 'ASC' });
    expect(searchSortOf('price_asc')).toEqual({ price: 'ASC' });
    expect(searchSortOf('price_desc')).toEqual({ price: 'DESC' });
  });

  it('sends no sort for position, newest or none', () => {
    expect(searchSortOf('position')).toBeUndefined();
    expect(searchSortOf('newest')).toBeUndefined();
    expect(searchSortOf(undefined)).toBeUndefined();
  });
});

describe('searchInputOf', () => {
  it('builds a grouped search for a category page', () => {
    expect(searchInputOf({ categoryUid: '3', page: 3, pageSize: 12, sort: 'price_desc', search: '  shirt ' })).toEqual({
      collectionId: '3',
      term: 'shirt',
      skip: 24,
      take: 12,
      groupByProduct: true,
      sort: { price: 'DESC' },
    });
  });

  it('defaults to the first page of 24', () => {
    expect(searchInputOf({})).toEqual({ skip: 0, take: 24, groupByProduct: true });
  });
});

describe('pageInfoOf', () => {
  it('derives the page from skip and counts pages', () => {
    expect(pageInfoOf(25, { skip: 12, take: 12 })).toEqual({ current_page: 2, page_size: 12, total_pages: 3 });
    expect(pageInfoOf(0, { skip: 0, take: 12 })).toEqual({ current_page: 1, page_size: 12, total_pages: 0 });
  });
});

describe('mapProductList', () => {
  const list = mapProductList(searchResponse, productTiles, { skip: 0, take: 2 });

  it('maps search items enriched with tile details', () => {
    expect(list.total_count).toBe(3);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(list.items[0]).toMatchObject({
      uid: '7',
      sku: 'HS25-S',
      kind: 'configurable',
      stock_status: 'IN_STOCK',
      thumbnail: { url: 'http://localhost:3000/assets/preview/b2/home-shirt__preview.jpg?preset=medium' },
      price_range: {
        minimum_price: { final_price: { value: 60, currency: 'GBP' } },
        maximum_price: { final_price: { value: 65, currency: 'GBP' } },
      },
    });
  });

  it('prices tiles from the variants in the requested currency, not the search index', () => {
    // Vendure's default search index keeps the channel's default currency (THB) only.
    const thbIndexed = { ...searchResponse.items[0]!, currencyCode: 'THB', priceWithTax: { __typename: 'PriceRange' as const, min: 229000, max: 229000 } };
    const [tile] = mapProductList({ totalItems: 1, items: [thbIndexed] }, productTiles, { skip: 0, take: 1 }).items;
    expect(tile?.price_range.minimum_price.final_price).toEqual({ value: 60, currency: 'GBP' });
    expect(tile?.price_range.maximum_price.final_price).toEqual({ value: 65, currency: 'GBP' });
  });

  it('falls back to defaults for an item without tile details', () => {
    expect(list.items[1]).toMatchObject({
      uid: '8',
      sku: 'SCARF',
      kind: 'simple',
      stock_status: 'IN_STOCK',
      is_preorder: false,
      thumbnail: null,
      price_range: { minimum_price: { final_price: { value: 19.99, currency: 'GBP' } } },
    });
  });
});
