import { reads } from '../cache-tags';
import { CommerceError, type CommerceConnector } from '../connector';
import type { Category, CommerceContext, ProductDetails, ProductList, ProductQuery } from '../types';
import { buildCategoryTree } from './build-category-tree';
import { createVendureCartMethods } from './cart-connector';
import { createVendureAccountMethods } from './account-connector';
import { createVendureCustomerMethods } from './customer-connector';
import { createVendureOrderTrackingMethods } from './order-tracking-connector';
import { createVendureStockAlertMethods } from './stock-alert-connector';
import { createGraphqlSessionClient, type GraphqlClientOptions, type GraphqlRequest } from './graphql-client';
import { mapCategory } from './map-category';
import { mapCurrencies } from './map-currencies';
import { mapProductDetails } from './map-product';
import { parseRoutePath, mapRoute } from './map-route';
import { deepestCollectionId, relatedFrom, relatedLimitOf } from './map-related';
import {
  isProductNotFoundError,
  mapProductReviews,
  mapSubmitReviewResult,
  productNotFound,
  reviewsPageOf,
  submitReviewInputOf,
} from './map-reviews';
import { catalogueSearchInputOf, hitProductIds, mapProductList } from './map-search';
import { mapSearchSuggestions } from './map-suggestions';
import { collectionSitemapEntries, productSitemapEntries } from './map-sitemap';
import { parseStoreConfig } from '../store-config';
import { COLLECTION_QUERY, COLLECTIONS_QUERY } from './queries/collections';
import { CURRENCIES_QUERY } from './queries/currencies';
import { PRODUCT_COLLECTIONS_QUERY, PRODUCT_ID_BY_SKU_QUERY, PRODUCT_QUERY } from './queries/product';
import { PRODUCT_REVIEWS_QUERY, SUBMIT_PRODUCT_REVIEW_MUTATION } from './queries/reviews';
import { RESOLVE_ROUTE_QUERY } from './queries/route';
import { CATALOGUE_SEARCH_QUERY, PRODUCT_TILES_QUERY, SEARCH_SUGGESTIONS_QUERY } from './queries/search';
import { SITEMAP_COLLECTIONS_QUERY, SITEMAP_PRODUCTS_QUERY } from './queries/sitemap';
import { STORE_CONFIG_QUERY } from './queries/store-config';
import type { RawCollectionNode, RawProductTile, RawSearchHit } from './raw-types';

export type VendureConnectorOptions = GraphqlClientOptions;

/** The Shop API's default list limit (shopListQueryLimit). */
const COLLECTION_PAGE = 100;
const MAX_COLLECTION_PAGES = 20;
/** A language's sitemap holds at most 50,000 URLs (sitemaps.org): 500 pages of products at most. */
const MAX_SITEMAP_PAGES = 500;

function byUidOrSlug(by: { uid: string } | { url_key: string }): { id?: string; slug?: string } {
  return 'uid' in by ? { id: by.uid } : { slug: by.url_key };
}

export function createVendureConnector(options: VendureConnectorOptions): CommerceConnector {
  const send = createGraphqlSessionClient(options);
  const request: GraphqlRequest = async (ctx, document, variables, declared) => (await send(ctx, document, variables, declared)).data;

  async function allCollections(ctx: CommerceContext): Promise<RawCollectionNode[]> {
    const nodes: RawCollectionNode[] = [];
    for (let page = 0; page < MAX_COLLECTION_PAGES; page++) {
      const vars = { skip: page * COLLECTION_PAGE, take: COLLECTION_PAGE };
      const { collections } = await request(ctx, COLLECTIONS_QUERY, vars, reads.categoryTree());
      nodes.push(...collections.items);
      if (collections.items.length < COLLECTION_PAGE || nodes.length >= collections.totalItems) break;
    }
    return nodes;
  }

  /** Every page of a list, at the Shop API's list limit, declared under the sitemap's tags. */
  async function everyPage<T>(
    fetchPage: (vars: { skip: number; take: number }) => Promise<{ items: T[]; totalItems: number }>,
  ): Promise<T[]> {
    const items: T[] = [];
    for (let page = 0; page < MAX_SITEMAP_PAGES; page++) {
      const list = await fetchPage({ skip: page * COLLECTION_PAGE, take: COLLECTION_PAGE });
      items.push(...list.items);
      if (list.items.length < COLLECTION_PAGE || items.length >= list.totalItems) break;
    }
    return items;
  }

  /** Kind, pre-order, stock, prices and rating of the hits' products: one request, none for no hits. */
  async function tilesOf(ctx: CommerceContext, hits: readonly RawSearchHit[]): Promise<RawProductTile[]> {
    const ids = hitProductIds(hits);
    if (ids.length === 0) return [];
    return (await request(ctx, PRODUCT_TILES_QUERY, { ids, take: ids.length }, reads.list())).products.items;
  }

  async function productDetails(ctx: CommerceContext, by: { uid: string } | { url_key: string }): Promise<ProductDetails | null> {
    const { product } = await request(ctx, PRODUCT_QUERY, byUidOrSlug(by), reads.product('uid' in by ? by.uid : null));
    return product ? mapProductDetails(product, ctx.currency, ctx.locale) : null;
  }

  async function listProducts(ctx: CommerceContext, query: ProductQuery): Promise<ProductList> {
    const input = catalogueSearchInputOf(query);
    const { catalogueSearch } = await request(ctx, CATALOGUE_SEARCH_QUERY, { input }, reads.list(input.collectionId));
    const tiles = await tilesOf(ctx, catalogueSearch.items);
    return mapProductList(catalogueSearch, tiles, input, query.filters);
  }

  return {
    name: 'vendure',

    async getStoreConfig(ctx) {
      const { storeConfig } = await request(ctx, STORE_CONFIG_QUERY, {}, reads.config());
      const parsed = parseStoreConfig(storeConfig);
      if (!parsed.ok) {
        throw new CommerceError('BAD_RESPONSE', `StoreConfig: unexpected shape (${parsed.error})`);
      }
      return parsed.value;
    },

    async getCurrencies(ctx) {
      const data = await request(ctx, CURRENCIES_QUERY, {}, reads.config());
      return mapCurrencies(data.activeChannel, data.storeConfig.default_display_currency_code);
    },

    async resolveRoute(ctx, path) {
      const route = parseRoutePath(path);
      if (!route) return null;
      const match = await request(ctx, RESOLVE_ROUTE_QUERY, { slug: route.slug, path: route.path }, reads.routes());
      return mapRoute(route, match);
    },

    async getCategories(ctx): Promise<Category[]> {
      return buildCategoryTree(await allCollections(ctx));
    },

    async getCategory(ctx, by) {
      const { collection } = await request(ctx, COLLECTION_QUERY, byUidOrSlug(by), reads.category('uid' in by ? by.uid : null));
      return collection ? mapCategory(collection) : null;
    },

    getProductDetails: productDetails,

    async getProductBySku(ctx, { sku }) {
      const wanted = sku.trim();
      if (!wanted) return null;
      const { search } = await request(ctx, PRODUCT_ID_BY_SKU_QUERY, { term: wanted }, reads.list());
      const hit = search.items.find((item) => item.sku.toUpperCase() === wanted.toUpperCase());
      return hit ? productDetails(ctx, { uid: hit.productId }) : null;
    },

    getProducts: listProducts,

    searchProducts: listProducts,

    async getSearchSuggestions(ctx, { query, limit }) {
      const term = query.trim();
      if (!term) return { query: term, products: [], categories: [] };
      const { searchSuggestions } = await request(ctx, SEARCH_SUGGESTIONS_QUERY, { term, take: limit }, reads.list());
      return mapSearchSuggestions(term, searchSuggestions);
    },

    async getRelatedProducts(ctx, { uid, limit }) {
      const take = relatedLimitOf(limit);
      if (take === 0) return [];
      const { product } = await request(ctx, PRODUCT_COLLECTIONS_QUERY, { id: uid }, reads.product(uid));
      const collectionId = product ? deepestCollectionId(product.collections) : null;
      if (!collectionId) return [];
      const list = await listProducts(ctx, { categoryUid: collectionId, pageSize: take + 1, sort: 'position' });
      return relatedFrom(list.items, uid, take);
    },

    async getProductReviews(ctx, { uid, page, pageSize }) {
      const slice = reviewsPageOf({ page, pageSize });
      try {
        const data = await request(ctx, PRODUCT_REVIEWS_QUERY, { productId: uid, ...slice }, reads.reviews(uid));
        return mapProductReviews(data.productReviews, data.product?.reviewSummary, slice);
      } catch (error) {
        if (isProductNotFoundError(error)) return mapProductReviews({ items: [], totalItems: 0 }, null, slice);
        throw error;
      }
    },

    async createProductReview(ctx, input) {
      try {
        const data = await request(ctx, SUBMIT_PRODUCT_REVIEW_MUTATION, { input: submitReviewInputOf(input) });
        return mapSubmitReviewResult(data.submitProductReview);
      } catch (error) {
        if (isProductNotFoundError(error)) return productNotFound();
        throw error;
      }
    },

    async getSitemapEntries(ctx) {
      const [products, collections] = await Promise.all([
        everyPage(async (vars) => (await request(ctx, SITEMAP_PRODUCTS_QUERY, vars, reads.sitemap())).products),
        everyPage(async (vars) => (await request(ctx, SITEMAP_COLLECTIONS_QUERY, vars, reads.sitemap())).collections),
      ]);
      return { categories: collectionSitemapEntries(collections), products: { ok: true, value: productSitemapEntries(products) } };
    },

    ...createVendureCartMethods(send),
    ...createVendureOrderTrackingMethods(send),
    ...createVendureStockAlertMethods(send),
    ...createVendureCustomerMethods(send),
    ...createVendureAccountMethods(send),
  };
}
