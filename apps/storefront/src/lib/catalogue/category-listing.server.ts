import 'server-only';
import type { CommerceContext, ProductList, ProductQuery, SortKey } from '@talat/commerce/types';
import { cache } from 'react';
import { getConnector } from '../commerce/connector.server';
import { categoryCacheKey, createCategoryPageCache, type CategoryPageCache } from './category-page-cache';
import { toProductFilters, type ListingState } from './listing-params';

/**
 * Product lists of category and search pages. Category listings go through the category page
 * cache (spec sections 3 and 9) in front of the connector, whose fetch is in turn cached by
 * the Next.js data cache with tags; /api/revalidate clears both. A shopper with a customer
 * token never reads or fills the cache.
 */
const SORT_KEYS: readonly SortKey[] = ['position', 'name', 'price_asc', 'price_desc', 'newest', 'relevance'];

export function sortKey(value: string | null | undefined): SortKey | undefined {
  return SORT_KEYS.find((key) => key === value);
}

// One instance per process, shared by every route bundle (pages and the revalidate handler).
const GLOBAL_KEY = Symbol.for('talat.categoryPageCache');
function pageCache(): CategoryPageCache {
  const holder = globalThis as unknown as Record<symbol, CategoryPageCache | undefined>;
  holder[GLOBAL_KEY] ??= createCategoryPageCache();
  return holder[GLOBAL_KEY];
}

export function clearCategoryPageCache(): void {
  pageCache().clear();
}

export interface ListingRequest {
  state: ListingState;
  /** The sort to ask for (the state's or the store default). */
  sort: string;
  pageSize: number;
}

function listOf(
  page: number,
  pageSize: number,
  cached: {
    items: ProductList['items'];
    totalCount: number;
    totalPages: number;
    aggregations: ProductList['aggregations'];
    priceBounds: ProductList['price_bounds'];
  },
): ProductList {
  return {
    items: cached.items,
    total_count: cached.totalCount,
    page_info: { current_page: page, page_size: pageSize, total_pages: cached.totalPages },
    aggregations: cached.aggregations,
    price_bounds: cached.priceBounds,
  };
}

async function loadCategoryListing(ctx: CommerceContext, uid: string, req: ListingRequest): Promise<ProductList> {
  const filters = toProductFilters(req.state);
  const query: ProductQuery = { categoryUid: uid, filters, page: req.state.page, pageSize: req.pageSize, sort: sortKey(req.sort) };
  if (ctx.customerToken) return getConnector().getProducts(ctx, query);
  const cacheKey = categoryCacheKey({ locale: ctx.locale, currency: ctx.currency, uid, sortBy: req.sort, filters });
  const hit = pageCache().get(cacheKey, req.state.page);
  if (hit && hit.pageSize === req.pageSize) return listOf(req.state.page, req.pageSize, hit);
  const list = await getConnector().getProducts(ctx, query);
  pageCache().set(cacheKey, {
    uid,
    page: req.state.page,
    sortBy: req.sort,
    filters,
    items: list.items,
    totalCount: list.total_count,
    totalPages: list.page_info.total_pages,
    pageSize: req.pageSize,
    aggregations: list.aggregations,
    priceBounds: list.price_bounds,
  });
  return list;
}

/** A category's products for a listing state (deduplicated within one render). */
export const getCategoryListing = cache((ctx: CommerceContext, uid: string, requestKey: string): Promise<ProductList> => {
  const req = JSON.parse(requestKey) as ListingRequest;
  return loadCategoryListing(ctx, uid, req);
});

/** Search results for a listing state with a query text. */
export const getSearchListing = cache((ctx: CommerceContext, search: string, requestKey: string): Promise<ProductList> => {
  const req = JSON.parse(requestKey) as ListingRequest;
  return getConnector().searchProducts(ctx, {
    search,
    filters: toProductFilters(req.state),
    page: req.state.page,
    pageSize: req.pageSize,
    sort: sortKey(req.sort),
  });
});

export function listingRequestKey(req: ListingRequest): string {
  return JSON.stringify(req);
}
