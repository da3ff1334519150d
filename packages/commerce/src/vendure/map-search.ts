import type { Aggregation, PageInfo, PriceBounds, ProductFilters, ProductList, ProductQuery, ProductSummary, SortKey } from '../types';
import { productKindOf } from './map-custom-fields';
import { productCurrencyPriceOf } from './map-currency-price';
import { imageOfUrl } from './map-image';
import { priceRange, priceRangeOfVariants, toMinor, toMoney } from './map-money';
import { mapProductStock } from './map-stock';
import type {
  RawCatalogueSearchInput,
  RawCatalogueSearchResult,
  RawFacetCount,
  RawFacetFilterInput,
  RawPriceBounds,
  RawProductTile,
  RawSearchHit,
  RawSearchSort,
} from './raw-types';

export const DEFAULT_PAGE_SIZE = 24;
/** The catalogue search's largest `take`. */
export const MAX_PAGE_SIZE = 100;

const SORTS: Record<SortKey, RawSearchSort> = {
  position: 'POSITION',
  name: 'NAME',
  price_asc: 'PRICE_ASC',
  price_desc: 'PRICE_DESC',
  newest: 'NEWEST',
  relevance: 'RELEVANCE',
};

/**
 * Unified sort key to the catalogue search's sort. Without a key: RELEVANCE when searching,
 * POSITION when browsing. `relevance` without a term has nothing to rank by: POSITION.
 */
export function searchSortOf(sort: SortKey | undefined, hasTerm: boolean): RawSearchSort {
  const mapped = sort && Object.hasOwn(SORTS, sort) ? SORTS[sort] : undefined;
  if (!mapped) return hasTerm ? 'RELEVANCE' : 'POSITION';
  return mapped === 'RELEVANCE' && !hasTerm ? 'POSITION' : mapped;
}

/** Selected facet values as filter inputs: empty facets dropped, values de-duplicated. */
export function facetFiltersOf(facets: ProductFilters['facets']): RawFacetFilterInput[] {
  return Object.entries(facets ?? {}).flatMap(([facet, values]) => {
    const unique = [...new Set(values)].filter((v) => v !== '');
    return unique.length > 0 ? [{ facet, values: unique }] : [];
  });
}

function isPrice(value: number | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function wholeAtLeastOne(value: number | undefined, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) ? Math.max(1, Math.trunc(value)) : fallback;
}

export function catalogueSearchInputOf(query: ProductQuery): RawCatalogueSearchInput {
  const page = wholeAtLeastOne(query.page, 1);
  const take = Math.min(MAX_PAGE_SIZE, wholeAtLeastOne(query.pageSize, DEFAULT_PAGE_SIZE));
  const term = query.search?.trim() ?? '';
  const input: RawCatalogueSearchInput = { skip: (page - 1) * take, take, sort: searchSortOf(query.sort, term !== '') };
  if (term) input.term = term;
  if (query.categoryUid) input.collectionId = query.categoryUid;
  const facets = facetFiltersOf(query.filters?.facets);
  if (facets.length > 0) input.facets = facets;
  const { min, max } = query.filters?.price ?? {};
  if (isPrice(min)) input.priceMin = toMinor(min);
  if (isPrice(max)) input.priceMax = toMinor(max);
  return input;
}

export function pageInfoOf(total: number, input: Pick<RawCatalogueSearchInput, 'skip' | 'take'>): PageInfo {
  return {
    current_page: Math.floor(input.skip / input.take) + 1,
    page_size: input.take,
    total_pages: Math.ceil(total / input.take),
  };
}

/**
 * Facets as aggregations in the engine's order: options with products, plus selected ones
 * even at count 0 (so they stay removable); a facet left without options is dropped.
 */
export function mapAggregations(facets: readonly RawFacetCount[], selected: ProductFilters['facets'] = {}): Aggregation[] {
  return facets.flatMap((facet) => {
    const chosen = new Set(Object.hasOwn(selected, facet.code) ? selected[facet.code] : []);
    const options = facet.values
      .filter((v) => v.count > 0 || chosen.has(v.code))
      .map((v) => ({ code: v.code, label: v.name, count: v.count }));
    return options.length > 0 ? [{ code: facet.code, label: facet.name, options }] : [];
  });
}

export function mapPriceBounds(bounds: RawPriceBounds | null | undefined): PriceBounds | null {
  if (!bounds) return null;
  return {
    min: toMoney(bounds.min, bounds.currencyCode).value,
    max: toMoney(bounds.max, bounds.currencyCode).value,
    currency: bounds.currencyCode,
  };
}

/**
 * A tile from a search hit plus, when found, the product's tile details (kind, pre-order,
 * stock, first variant SKU, prices with compare-at prices, rating). Without details: simple,
 * in stock, not pre-order, priced from the hit, no rating.
 */
export function mapSearchHit(hit: RawSearchHit, tile: RawProductTile | undefined): ProductSummary {
  const stock = tile ? mapProductStock(tile.variants) : { stock_status: 'IN_STOCK' as const, only_x_left_in_stock: null };
  return {
    uid: hit.productId,
    id: hit.productId,
    sku: tile?.variants[0]?.sku ?? '',
    name: hit.name,
    url_key: hit.slug,
    kind: tile
      ? productKindOf(tile.customFields, {
          optionGroupCount: tile.optionGroups.length,
          variantCount: tile.variants.length,
        })
      : 'simple',
    thumbnail: imageOfUrl(hit.previewUrl, hit.name, 'medium'),
    price_range: tile?.variants.length
      ? priceRangeOfVariants(tile.variants, hit.currencyCode)
      : priceRange(hit.priceMin, hit.priceMax, hit.currencyCode),
    ...stock,
    is_preorder: tile?.customFields?.preorder === true,
    is_virtual: tile?.customFields?.virtual === true,
    rating_summary: tile?.reviewSummary.averageRating ?? 0,
    review_count: tile?.reviewSummary.totalCount ?? 0,
    // a listed product is sold in the currency; which currency it was converted from, its variants say
    ...(tile?.variants.length ? productCurrencyPriceOf(tile.variants) : { price_converted_from: null, sold_in_currency: true }),
  };
}

/** The page's hits in the engine's order, enriched with their tiles. */
export function mapProductList(
  result: RawCatalogueSearchResult,
  tiles: readonly RawProductTile[],
  input: Pick<RawCatalogueSearchInput, 'skip' | 'take'>,
  filters: ProductFilters = {},
): ProductList {
  const byId = new Map(tiles.map((t) => [t.id, t]));
  return {
    items: result.items.map((hit) => mapSearchHit(hit, byId.get(hit.productId))),
    total_count: result.totalItems,
    page_info: pageInfoOf(result.totalItems, input),
    aggregations: mapAggregations(result.facets, filters.facets),
    price_bounds: mapPriceBounds(result.priceBounds),
  };
}

/** Distinct product ids of the hits, in order (for the tile request). */
export function hitProductIds(hits: readonly Pick<RawSearchHit, 'productId'>[]): string[] {
  return [...new Set(hits.map((h) => h.productId))];
}
