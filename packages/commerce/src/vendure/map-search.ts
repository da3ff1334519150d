import type { PageInfo, ProductList, ProductQuery, ProductSummary, SortKey } from '../types';
import { mapImage } from './map-image';
import { priceRangeOfSearchPrice, priceRangeOfVariants } from './map-money';
import { mapProductStock } from './map-stock';
import { productKindOf } from './map-custom-fields';
import type { RawSearchInput } from './queries/search';
import type { RawProductTile, RawSearchItem, RawSearchResponse } from './raw-types';

export const DEFAULT_PAGE_SIZE = 24;

/**
 * Unified sort keys to the search plugin's sort. 'position' and 'newest' send no sort: the
 * default search plugin has no collection position or creation-date sort, so both fall back
 * to the engine's default order (relevance when there is a search term).
 */
export function searchSortOf(sort: SortKey | undefined): RawSearchInput['sort'] {
  switch (sort) {
    case 'name':
      return { name: 'ASC' };
    case 'price_asc':
      return { price: 'ASC' };
    case 'price_desc':
      return { price: 'DESC' };
    default:
      return undefined;
  }
}

export function searchInputOf(query: ProductQuery): RawSearchInput {
  const page = Math.max(1, Math.trunc(query.page ?? 1));
  const take = Math.max(1, Math.trunc(query.pageSize ?? DEFAULT_PAGE_SIZE));
  const input: RawSearchInput = { skip: (page - 1) * take, take, groupByProduct: true };
  if (query.categoryUid) input.collectionId = query.categoryUid;
  const term = query.search?.trim();
  if (term) input.term = term;
  const sort = searchSortOf(query.sort);
  if (sort) input.sort = sort;
  return input;
}

export function pageInfoOf(total: number, input: Pick<RawSearchInput, 'skip' | 'take'>): PageInfo {
  return {
    current_page: Math.floor(input.skip / input.take) + 1,
    page_size: input.take,
    total_pages: Math.ceil(total / input.take),
  };
}

/**
 * A tile from a search result plus, when found, the product's tile details (kind, pre-order,
 * stock, first variant SKU, prices in the requested currency). Without details: simple, in
 * stock, not pre-order, priced from the search index.
 */
export function mapSearchItem(item: RawSearchItem, tile: RawProductTile | undefined): ProductSummary {
  const stock = tile
    ? mapProductStock(tile.variants)
    : { stock_status: 'IN_STOCK' as const, only_x_left_in_stock: null };
  return {
    uid: item.productId,
    id: item.productId,
    sku: tile?.variants[0]?.sku ?? item.sku,
    name: item.productName,
    url_key: item.slug,
    kind: tile
      ? productKindOf(tile.customFields, {
          optionGroupCount: tile.optionGroups.length,
          variantCount: tile.variants.length,
        })
      : 'simple',
    thumbnail: mapImage(item.productAsset, item.productName, 'medium'),
    // The default search index holds prices in the channel's default currency only; the tile
    // query's variants are priced in the requested currency, so they win when present.
    price_range: tile?.variants.length
      ? priceRangeOfVariants(tile.variants, item.currencyCode)
      : priceRangeOfSearchPrice(item.priceWithTax, item.currencyCode),
    ...stock,
    is_preorder: tile?.customFields?.preorder === true,
    is_virtual: tile?.customFields?.virtual === true,
    rating_summary: 0,
    review_count: 0,
  };
}

export function mapProductList(
  search: RawSearchResponse,
  tiles: readonly RawProductTile[],
  input: Pick<RawSearchInput, 'skip' | 'take'>,
): ProductList {
  const byId = new Map(tiles.map((t) => [t.id, t]));
  return {
    items: search.items.map((item) => mapSearchItem(item, byId.get(item.productId))),
    total_count: search.totalItems,
    page_info: pageInfoOf(search.totalItems, input),
  };
}
