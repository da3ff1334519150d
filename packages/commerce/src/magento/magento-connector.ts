import { reads } from '../cache-tags';
import { CommerceError, type CommerceConnector } from '../connector';
import type { AccountResult } from '../account-types';
import type { Category, CommerceContext, ProductList, ProductQuery, SitemapEntry } from '../types';
import { createMagentoAccountMethods } from './account-connector';
import { createAdyenCheckout } from './adyen-checkout';
import type { MagentoAdyenOptions } from './adyen-options';
import { processPaymentStore, type MagentoPaymentStore } from './adyen-payment-store';
import { createMagentoCartMethods } from './cart-connector';
import { createMagentoCustomerMethods } from './customer-connector';
import { createMagentoWishlistMethods } from './wishlist-connector';
import { createMagentoTrackingMethods } from './tracking-connector';
import { createAdminRest } from './admin-rest';
import { DEFAULT_MAGENTO_CARRIERS, storeCarriers, type MagentoCarrier } from './carriers';
import {
  mapCategory,
  mapCategorySummary,
  mapProductDetails,
  mapProductList,
  mapProductTile,
  mapRoute,
  productListVariables,
} from './map-catalogue';
import { mapProductReviews, DEFAULT_REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE } from './map-reviews';
import { mapStoreConfig } from './map-store-config';
import * as op from './operations';
import { parseRoutePath } from '../route-path';
import { createAdminTokens, restUrlOf, type MagentoAdminLogin } from './admin-token';
import { readSession } from './session';
import { createMagentoTransport, MagentoGraphqlError, type MagentoTransportOptions } from './transport';

export interface MagentoConnectorOptions extends MagentoTransportOptions {
  /**
   * The shop's admin user for Magento's Login as Customer module (server-only, never logged): its
   * token gets a customer who signed on with the sister site a Magento customer token
   * (admin-token.ts, customer-connector.ts, docs/decisions/0060), and reads a guest's order over
   * REST for "Where is my order?" (tracking-connector.ts, 0064). Unset: sign-on answers
   * NOT_SUPPORTED and every guest's lookup is "not found".
   */
  admin?: MagentoAdminLogin;
  /** The shop's carriers and their tracking pages (carriers.ts; default the engine's table). */
  carriers?: readonly MagentoCarrier[];
  /**
   * Cards and PromptPay through Adyen (server-only, never logged; docs/decisions/0063): the
   * storefront's server pays at Adyen and places the order with the Adyen module's method code.
   * Unset: the module's methods are not offered.
   */
  adyen?: MagentoAdyenOptions;
  /** Where Adyen payments and their webhook events are kept (default: this process's memory; Redis with REDIS_URL). */
  paymentStore?: MagentoPaymentStore;
  /** The fetch Adyen's Checkout API is called with (tests: the stand-in in process). */
  adyenFetch?: typeof fetch;
}

const DEFAULT_PAGE_SIZE = 12;
const MAX_PAGE_SIZE = 100;

const notSupported = { ok: false as const, error: { code: 'NOT_SUPPORTED' as const } };

function whole(value: number | undefined, fallback: number, max: number): number {
  return Number.isInteger(value) && (value as number) > 0 ? Math.min(value as number, max) : fallback;
}

/**
 * The connector for Magento Open Source 2.4's storefront GraphQL API (spec section 7). Catalogue,
 * search, routes, reviews, the guest cart, checkout by Check / Money order, signing on with the
 * sister site (through Magento's Login as Customer module, customer-connector.ts) and My Account's
 * profile, address book, orders and newsletter (account-connector.ts, docs/decisions/0061), the
 * wishlist and the customer's reviews (wishlist-connector.ts, docs/decisions/0062), a shirt's
 * name-and-number print (the product's customizable options with the option SKUs `name` and
 * `number`, map-personalisation.ts, docs/decisions/0065) and "Where is my order?" (the customer's
 * order by GraphQL, a guest's lookup by REST as the admin user, tracking-connector.ts,
 * docs/decisions/0064) are Magento's own; what this connector does not do on Magento answers
 * NOT_SUPPORTED (or null, or
 * "not found"), and the store config turns the matching features off so the storefront hides them:
 * - gift cards and loyalty points (Adobe Commerce only);
 * - stock alerts (no GraphQL), cookie-choice records (Magento keeps none).
 * Cards and PromptPay are paid through Adyen by the storefront's server and the order placed with
 * the Adyen module's method code (adyen-payments.ts, docs/decisions/0063).
 */
export function createMagentoConnector(options: MagentoConnectorOptions): CommerceConnector {
  const send = createMagentoTransport(options);
  const cart = createMagentoCartMethods(
    send,
    options.adyen
      ? {
          options: options.adyen,
          checkout: createAdyenCheckout(options.adyen, options.adyenFetch),
          store: options.paymentStore ?? processPaymentStore(),
        }
      : undefined,
  );
  const carriers = options.carriers ?? DEFAULT_MAGENTO_CARRIERS;
  // One admin token for Login as Customer and the REST reads (renewed by admin-token.ts).
  const adminTokens = options.admin
    ? createAdminTokens(options.admin, { graphqlUrl: options.graphqlUrl, fetch: options.fetch, timeoutMs: options.timeoutMs })
    : undefined;
  const adminRest =
    adminTokens && options.admin
      ? createAdminRest(adminTokens, {
          base: restUrlOf(options.graphqlUrl, options.admin.restUrl),
          fetch: options.fetch,
          timeoutMs: options.timeoutMs,
        })
      : undefined;

  async function listProducts(ctx: CommerceContext, query: ProductQuery): Promise<ProductList> {
    const pageSize = whole(query.pageSize, DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE);
    const variables = productListVariables(query, pageSize);
    const { products } = await send(ctx, op.PRODUCT_LIST_QUERY, variables, { reads: reads.list(query.categoryUid) });
    return mapProductList(products, query, pageSize, ctx.currency);
  }

  async function product(ctx: CommerceContext, by: { uid: string } | { url_key: string }) {
    const filter = 'uid' in by ? { sku: { eq: by.uid } } : { url_key: { eq: by.url_key } };
    const { products } = await send(ctx, op.PRODUCT_DETAILS_QUERY, { filter }, { reads: reads.product('uid' in by ? by.uid : null) });
    return products?.items[0] ?? null;
  }

  const account = <T>(): Promise<AccountResult<T>> => Promise.resolve(notSupported);

  return {
    name: 'magento',

    async getStoreConfig(ctx) {
      const [{ storeConfig }, { currency }] = await Promise.all([
        send(ctx, op.STORE_CONFIG_QUERY, {}, { reads: reads.config() }),
        send(ctx, op.CURRENCY_QUERY, {}, { reads: reads.config() }),
      ]);
      if (!storeConfig) throw new CommerceError('BAD_RESPONSE', 'StoreConfig: Magento answered no store config');
      return mapStoreConfig(storeConfig, currency, ctx.locale, options.filterAttributes, storeCarriers(carriers, ctx.locale));
    },

    async getCurrencies(ctx) {
      const { currency, storeConfig } = await send(ctx, op.CURRENCY_QUERY, {}, { reads: reads.config() });
      const display = storeConfig.default_display_currency_code ?? currency.default_display_currency_code ?? ctx.currency;
      const codes = (currency.available_currency_codes ?? []).filter((c): c is string => !!c);
      return {
        base_currency_code: currency.base_currency_code ?? display,
        default_display_currency_code: display,
        available_currencies: (codes.length > 0 ? codes : [display]).map((code) => ({ code, symbol: currencySymbol(code, ctx.locale) })),
        exchange_rate: 1,
      };
    },

    async resolveRoute(ctx, path) {
      const parsed = parseRoutePath(path);
      if (!parsed) return null;
      const { route } = await send(ctx, op.ROUTE_QUERY, { url: parsed.path }, { reads: reads.routes() });
      return mapRoute(route);
    },

    async getCategories(ctx): Promise<Category[]> {
      const { categories } = await send(ctx, op.CATEGORY_TREE_QUERY, {}, { reads: reads.categoryTree() });
      // The answer is the store's root category; the shop's categories are its children.
      return (categories?.items ?? []).flatMap((root) => mapCategory(root).children);
    },

    async getCategory(ctx, by) {
      const filters: Record<string, { eq: string }> = 'uid' in by ? { category_uid: { eq: by.uid } } : { url_key: { eq: by.url_key } };
      const { categories } = await send(ctx, op.CATEGORY_QUERY, { filters }, { reads: reads.category('uid' in by ? by.uid : null) });
      const raw = categories?.items[0];
      return raw ? mapCategory(raw) : null;
    },

    async getProductDetails(ctx, by) {
      const raw = await product(ctx, by);
      return raw ? mapProductDetails(raw, ctx.currency) : null;
    },

    // Magento's uid here is the SKU (a configurable's own; a variant's SKU is not its product's).
    async getProductBySku(ctx, { sku }) {
      const wanted = sku.trim();
      const raw = wanted ? await product(ctx, { uid: wanted }) : null;
      return raw ? mapProductDetails(raw, ctx.currency) : null;
    },

    getProducts: listProducts,
    searchProducts: listProducts,

    async getSearchSuggestions(ctx, { query, limit }) {
      const term = query.trim();
      if (!term) return { query: term, products: [], categories: [] };
      const pageSize = whole(limit, 6, 20);
      const { products } = await send(ctx, op.SEARCH_SUGGESTIONS_QUERY, { search: term, pageSize }, { reads: reads.list() });
      const tiles = products.items.map((item) => mapProductTile(item, ctx.currency));
      const categories = new Map<string, ReturnType<typeof mapCategorySummary>>();
      for (const item of products.items)
        for (const c of item.categories ?? []) if (c.url_path) categories.set(c.uid, mapCategorySummary(c));
      return {
        query: term,
        products: tiles.map((t) => ({
          uid: t.uid,
          name: t.name,
          url_key: t.url_key,
          thumbnail: t.thumbnail,
          price: t.price_range.minimum_price.final_price,
        })),
        categories: [...categories.values()].slice(0, 4),
      };
    },

    async getRelatedProducts(ctx, { uid, limit }) {
      const take = whole(limit, 4, 12);
      const { products } = await send(ctx, op.RELATED_PRODUCTS_QUERY, { filter: { sku: { eq: uid } } }, { reads: reads.product(uid) });
      return (products?.items[0]?.related_products ?? []).slice(0, take).map((p) => mapProductTile(p, ctx.currency));
    },

    async getProductReviews(ctx, { uid, page, pageSize }) {
      const size = whole(pageSize, DEFAULT_REVIEW_PAGE_SIZE, MAX_REVIEW_PAGE_SIZE);
      const current = whole(page, 1, 10_000);
      const { products } = await send(
        ctx,
        op.PRODUCT_REVIEWS_QUERY,
        { filter: { sku: { eq: uid } }, pageSize: size, currentPage: current },
        { reads: reads.reviews(uid) },
      );
      return mapProductReviews(products?.items[0], current, size, ctx.locale);
    },

    async createProductReview(ctx, input) {
      const { productReviewRatingsMetadata } = await send(ctx, op.REVIEW_METADATA_QUERY, {});
      const ratings = input.ratings.flatMap((r) => {
        const meta = productReviewRatingsMetadata.items.find((m) => m.name.toLowerCase() === r.name);
        const value = meta?.values.find((v) => v.value === String(r.value));
        return meta && value ? [{ id: meta.id, value_id: value.value_id }] : [];
      });
      try {
        // A signed-in customer's review is theirs (customer.reviews lists it): sent with their token.
        const session = readSession(ctx.customerToken);
        const { createProductReview } = await send(
          ctx,
          op.CREATE_REVIEW_MUTATION,
          { input: { sku: input.productUid, nickname: input.nickname, summary: input.summary, text: input.text, ratings } },
          session?.kind === 'customer' ? { customerToken: session.token } : {},
        );
        const review = mapProductReviews(
          {
            sku: input.productUid,
            rating_summary: 0,
            review_count: 1,
            reviews: { items: [createProductReview.review], page_info: { current_page: 1, page_size: 1, total_pages: 1 } },
          },
          1,
          1,
          ctx.locale,
        ).items[0];
        // Magento lists a review once the shop approves it (Marketing > All Reviews).
        return review ? { ok: true, review: { ...review, pending: true } } : { ok: false, error: { code: 'INVALID_INPUT', message: '' } };
      } catch (error) {
        if (error instanceof MagentoGraphqlError && error.categories.includes('graphql-no-such-entity'))
          return { ok: false, error: { code: 'PRODUCT_NOT_FOUND', message: '' } };
        if (error instanceof MagentoGraphqlError && error.categories.includes('graphql-input'))
          return { ok: false, error: { code: 'INVALID_INPUT', message: error.messages.join(' ') } };
        throw error;
      }
    },

    // Magento lists products only by a search or a filter, and its `updated_at` is not for
    // storefronts (deprecated in its schema, absent from the stand-in's): the categories come from
    // the tree without a time, the products are not listed (docs/decisions/0052).
    async getSitemapEntries(ctx) {
      const { categories } = await send(ctx, op.CATEGORY_TREE_QUERY, {}, { reads: reads.sitemap() });
      const tree = (categories?.items ?? []).flatMap((root) => mapCategory(root).children);
      return { categories: sitemapCategories(tree), products: { ok: false, error: 'NOT_SUPPORTED' } };
    },

    ...cart,

    ...createMagentoCustomerMethods(send, adminTokens),

    // My Account: profile, address book, orders (getOrder too), the customer's newsletter.
    ...createMagentoAccountMethods(send, cart.getOrder),
    ...createMagentoWishlistMethods(send),

    // Magento's confirmation and unsubscribe links go to Magento itself: no token of its reaches the storefront.
    confirmNewsletter: async () => ({ outcome: 'INVALID_TOKEN', status: null }),
    unsubscribeNewsletter: async () => ({ outcome: 'INVALID_TOKEN', status: null }),
    getLoyalty: async () => null,
    // Magento Open Source keeps no cookie choices: the shopper's stays in their browser.
    recordConsent: () => account(),
    // "Where is my order?": the customer's by GraphQL, a guest's by REST as the admin user (0064).
    ...createMagentoTrackingMethods(send, adminRest, carriers),
    // Magento's product alerts (Magento_ProductAlert) have no GraphQL: the store config hides the form.
    requestStockAlert: () => account(),
    confirmStockAlert: () => account(),
    cancelStockAlert: () => account(),
  };
}

/** Every category of a tree, parents first, once each. */
export function sitemapCategories(tree: readonly Category[]): SitemapEntry[] {
  const seen = new Set<string>();
  const walk = (nodes: readonly Category[]): SitemapEntry[] =>
    nodes.flatMap((c) => {
      if (seen.has(c.uid) || !c.url_path) return [];
      seen.add(c.uid);
      return [{ uid: c.uid, path: c.url_path, updated_at: null }, ...walk(c.children)];
    });
  return walk(tree);
}

function currencySymbol(code: string, locale: string): string {
  try {
    const part = new Intl.NumberFormat(locale === 'th' ? 'th-TH' : 'en-GB', { style: 'currency', currency: code })
      .formatToParts(0)
      .find((p) => p.type === 'currency');
    return part?.value ?? code;
  } catch {
    return code;
  }
}
