import { CommerceError, type CommerceConnector } from '../connector';
import type { Category, CommerceContext } from '../types';
import { buildCategoryTree } from './build-category-tree';
import { createGraphqlClient, type GraphqlClientOptions } from './graphql-client';
import { mapCategory } from './map-category';
import { mapCurrencies } from './map-currencies';
import { mapProductDetails } from './map-product';
import { parseRoutePath, mapRoute } from './map-route';
import { mapProductList, searchInputOf } from './map-search';
import { parseStoreConfig } from './map-store-config';
import { COLLECTION_QUERY, COLLECTIONS_QUERY } from './queries/collections';
import { CURRENCIES_QUERY } from './queries/currencies';
import { PRODUCT_QUERY } from './queries/product';
import { RESOLVE_ROUTE_QUERY } from './queries/route';
import { PRODUCT_TILES_QUERY, SEARCH_QUERY } from './queries/search';
import { STORE_CONFIG_QUERY } from './queries/store-config';
import type { RawCollectionNode } from './raw-types';

export type VendureConnectorOptions = GraphqlClientOptions;

/** The Shop API's default list limit (shopListQueryLimit). */
const COLLECTION_PAGE = 100;
const MAX_COLLECTION_PAGES = 20;

function byUidOrSlug(by: { uid: string } | { url_key: string }): { id?: string; slug?: string } {
  return 'uid' in by ? { id: by.uid } : { slug: by.url_key };
}

export function createVendureConnector(options: VendureConnectorOptions): CommerceConnector {
  const request = createGraphqlClient(options);

  async function allCollections(ctx: CommerceContext): Promise<RawCollectionNode[]> {
    const nodes: RawCollectionNode[] = [];
    for (let page = 0; page < MAX_COLLECTION_PAGES; page++) {
      const vars = { skip: page * COLLECTION_PAGE, take: COLLECTION_PAGE };
      const { collections } = await request(ctx, COLLECTIONS_QUERY, vars);
      nodes.push(...collections.items);
      if (collections.items.length < COLLECTION_PAGE || nodes.length >= collections.totalItems) break;
    }
    return nodes;
  }

  return {
    name: 'vendure',

    async getStoreConfig(ctx) {
      const { storeConfig } = await request(ctx, STORE_CONFIG_QUERY, {});
      const parsed = parseStoreConfig(storeConfig);
      if (!parsed.ok) {
        throw new CommerceError('BAD_RESPONSE', `StoreConfig: unexpected shape (${parsed.error})`);
      }
      return parsed.value;
    },

    async getCurrencies(ctx) {
      const data = await request(ctx, CURRENCIES_QUERY, {});
      return mapCurrencies(data.activeChannel, data.storeConfig.default_display_currency_code);
    },

    async resolveRoute(ctx, path) {
      const route = parseRoutePath(path);
      if (!route) return null;
      const match = await request(ctx, RESOLVE_ROUTE_QUERY, { slug: route.slug });
      return mapRoute(route, match);
    },

    async getCategories(ctx): Promise<Category[]> {
      return buildCategoryTree(await allCollections(ctx));
    },

    async getCategory(ctx, by) {
      const { collection } = await request(ctx, COLLECTION_QUERY, byUidOrSlug(by));
      return collection ? mapCategory(collection) : null;
    },

    async getProductDetails(ctx, by) {
      const { product } = await request(ctx, PRODUCT_QUERY, byUidOrSlug(by));
      return product ? mapProductDetails(product, ctx.currency) : null;
    },

    async getProducts(ctx, query) {
      const input = searchInputOf(query);
      const { search } = await request(ctx, SEARCH_QUERY, { input });
      const ids = [...new Set(search.items.map((i) => i.productId))];
      const tiles = ids.length
        ? (await request(ctx, PRODUCT_TILES_QUERY, { ids, take: ids.length })).products.items
        : [];
      return mapProductList(search, tiles, input);
    },
  };
}
