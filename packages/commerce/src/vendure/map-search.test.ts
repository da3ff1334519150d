import { describe, expect, it } from 'vitest';
import { catalogueSearchResult, productTiles } from './__fixtures__/catalogue';
import {
  catalogueSearchInputOf,
  facetFiltersOf,
  hitProductIds,
  mapAggregations,
  mapPriceBounds,
  mapProductList,
  mapSearchHit,
  pageInfoOf,
  searchSortOf,
} from './map-search';

describe('searchSortOf', () => {
  it('maps every unified sort key', () => {
    expect(searchSortOf('position', false)).toBe('POSITION');
    expect(searchSortOf('name', false)).toBe('NAME');
    expect(searchSortOf('price_asc', false)).toBe('PRICE_ASC');
    expect(searchSortOf('price_desc', true)).toBe('PRICE_DESC');
    expect(searchSortOf('newest', false)).toBe('NEWEST');
    expect(searchSortOf('relevance', true)).toBe('RELEVANCE');
  });

  it('defaults to RELEVANCE when searching and POSITION when browsing', () => {
    expect(searchSortOf(undefined, true)).toBe('RELEVANCE');
    expect(searchSortOf(undefined, false)).toBe('POSITION');
  });

  it('browses by position when asked for relevance without a term', () => {
    expect(searchSortOf('relevance', false)).toBe('POSITION');
  });

  it('ignores an unknown key', () => {
    expect(searchSortOf('cheapest' as never, false)).toBe('POSITION');
    expect(searchSortOf('toString' as never, true)).toBe('RELEVANCE');
  });
});

describe('facetFiltersOf', () => {
  it('keeps facets with values, without duplicates or empty codes', () => {
    expect(facetFiltersOf({ size: ['m', 'l', 'm'], colour: [], player: [''] })).toEqual([{ facet: 'size', values: ['m', 'l'] }]);
    expect(facetFiltersOf(undefined)).toEqual([]);
  });
});

describe('catalogueSearchInputOf', () => {
  it('browses a category with facets, a price range in minor units and a sort', () => {
    expect(
      catalogueSearchInputOf({
        categoryUid: '3',
        page: 3,
        pageSize: 12,
        sort: 'price_desc',
        filters: { facets: { size: ['m'], colour: ['red', 'white'] }, price: { min: 19.99, max: 1290.5 } },
      }),
    ).toEqual({
      collectionId: '3',
      facets: [
        { facet: 'size', values: ['m'] },
        { facet: 'colour', values: ['red', 'white'] },
      ],
      priceMin: 1999,
      priceMax: 129050,
      sort: 'PRICE_DESC',
      skip: 24,
      take: 12,
    });
  });

  it('searches a trimmed term by relevance', () => {
    expect(catalogueSearchInputOf({ search: '  เสื้อ ' })).toEqual({ term: 'เสื้อ', sort: 'RELEVANCE', skip: 0, take: 24 });
  });

  it('defaults to the first page of 24 by position and treats a blank term as browsing', () => {
    expect(catalogueSearchInputOf({})).toEqual({ sort: 'POSITION', skip: 0, take: 24 });
    expect(catalogueSearchInputOf({ search: '   ' })).toEqual({ sort: 'POSITION', skip: 0, take: 24 });
  });

  it('sends one end of a price range alone and ignores negative or non-finite prices', () => {
    expect(catalogueSearchInputOf({ filters: { price: { min: 500 } } })).toMatchObject({ priceMin: 50000 });
    const input = catalogueSearchInputOf({ filters: { price: { min: -1, max: Number.POSITIVE_INFINITY } } });
    expect(input).not.toHaveProperty('priceMin');
    expect(input).not.toHaveProperty('priceMax');
    expect(catalogueSearchInputOf({ filters: { price: { max: 0 } } })).toMatchObject({ priceMax: 0 });
  });

  it('clamps page and page size to whole numbers within the engine limits', () => {
    expect(catalogueSearchInputOf({ page: 0, pageSize: 500 })).toMatchObject({ skip: 0, take: 100 });
    expect(catalogueSearchInputOf({ page: 2.7, pageSize: Number.NaN })).toMatchObject({ skip: 24, take: 24 });
  });
});

describe('pageInfoOf', () => {
  it('derives the page from skip and counts pages', () => {
    expect(pageInfoOf(25, { skip: 12, take: 12 })).toEqual({ current_page: 2, page_size: 12, total_pages: 3 });
    expect(pageInfoOf(0, { skip: 0, take: 12 })).toEqual({ current_page: 1, page_size: 12, total_pages: 0 });
  });
});

describe('mapAggregations', () => {
  it('keeps options with products and selected ones, in the engine order', () => {
    expect(mapAggregations(catalogueSearchResult.facets, { size: ['m'] })).toEqual([
      {
        code: 'size',
        label: 'Size',
        options: [
          { code: 's', label: 'S', count: 2 },
          { code: 'm', label: 'M', count: 0 },
        ],
      },
      {
        code: 'colour',
        label: 'Colour',
        options: [
          { code: 'red', label: 'Red', count: 3 },
          { code: 'white', label: 'White', count: 1 },
        ],
      },
    ]);
  });

  it('drops facets without options and ignores selections of inherited keys', () => {
    const aggregations = mapAggregations([{ code: 'constructor', name: 'Odd', values: [{ code: 'x', name: 'X', count: 0 }] }], {});
    expect(aggregations).toEqual([]);
    expect(mapAggregations(catalogueSearchResult.facets).map((a) => a.code)).toEqual(['size', 'colour']);
  });
});

describe('mapPriceBounds', () => {
  it('converts minor units to major units with the currency', () => {
    expect(mapPriceBounds({ min: 1999, max: 6550, currencyCode: 'GBP' })).toEqual({ min: 19.99, max: 65.5, currency: 'GBP' });
  });

  it('is null for an empty result', () => {
    expect(mapPriceBounds(null)).toBeNull();
  });
});

describe('mapSearchHit', () => {
  it('prices from the tile variants with compare-at prices and reads the rating', () => {
    const tile = mapSearchHit(catalogueSearchResult.items[0]!, productTiles[0]);
    expect(tile).toMatchObject({
      uid: '7',
      id: '7',
      sku: 'HS25-S',
      name: 'Home shirt 2025',
      url_key: 'home-shirt-2025',
      kind: 'configurable',
      stock_status: 'IN_STOCK',
      rating_summary: 4.5,
      review_count: 2,
      thumbnail: {
        url: 'http://localhost:3000/assets/preview/b2/home-shirt__preview.jpg?preset=medium',
        label: 'Home shirt 2025',
      },
    });
    expect(tile.price_range).toEqual({
      minimum_price: { final_price: { value: 60, currency: 'GBP' }, regular_price: { value: 75, currency: 'GBP' } },
      maximum_price: { final_price: { value: 65, currency: 'GBP' }, regular_price: { value: 65, currency: 'GBP' } },
    });
  });

  it('falls back to the hit without tile details', () => {
    expect(mapSearchHit(catalogueSearchResult.items[1]!, undefined)).toEqual({
      uid: '8',
      id: '8',
      sku: '',
      name: 'Scarf',
      url_key: 'scarf',
      kind: 'simple',
      thumbnail: null,
      price_range: {
        minimum_price: { final_price: { value: 19.99, currency: 'GBP' }, regular_price: { value: 19.99, currency: 'GBP' } },
        maximum_price: { final_price: { value: 19.99, currency: 'GBP' }, regular_price: { value: 19.99, currency: 'GBP' } },
      },
      stock_status: 'IN_STOCK',
      only_x_left_in_stock: null,
      is_preorder: false,
      is_virtual: false,
      rating_summary: 0,
      review_count: 0,
      price_converted_from: null,
      sold_in_currency: true,
    });
  });

  it("says which currency a tile's prices were converted from, as its variants do", () => {
    const tile = productTiles[0]!;
    const converted = { ...tile, variants: tile.variants.map((v) => ({ ...v, priceConvertedFrom: 'THB' })) };
    expect(mapSearchHit({ ...catalogueSearchResult.items[0]!, priceConverted: true }, converted)).toMatchObject({
      price_converted_from: 'THB',
      sold_in_currency: true,
    });
  });
});

describe('mapProductList', () => {
  it('keeps the hits order and adds paging, aggregations and price bounds', () => {
    const reversedTiles = [...productTiles].reverse();
    const list = mapProductList(catalogueSearchResult, reversedTiles, { skip: 0, take: 2 }, { facets: { size: ['m'] } });
    expect(list.items.map((i) => i.uid)).toEqual(['7', '8']);
    expect(list.total_count).toBe(3);
    expect(list.page_info).toEqual({ current_page: 1, page_size: 2, total_pages: 2 });
    expect(list.aggregations[0]?.options.map((o) => o.code)).toEqual(['s', 'm']);
    expect(list.price_bounds).toEqual({ min: 19.99, max: 65.5, currency: 'GBP' });
  });

  it('maps an empty result', () => {
    const list = mapProductList({ totalItems: 0, items: [], facets: [], priceBounds: null }, [], { skip: 0, take: 24 });
    expect(list).toEqual({
      items: [],
      total_count: 0,
      page_info: { current_page: 1, page_size: 24, total_pages: 0 },
      aggregations: [],
      price_bounds: null,
    });
  });
});

describe('hitProductIds', () => {
  it('lists distinct ids in order', () => {
    expect(hitProductIds([{ productId: '8' }, { productId: '7' }, { productId: '8' }])).toEqual(['8', '7']);
  });
});
