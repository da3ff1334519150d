import { describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../connector';
import type { CommerceContext } from '../types';
import {
  catalogueSearchResult,
  homeKitCollection,
  homeShirt,
  kitsCollection,
  kitsNode,
  productTiles,
  searchSuggestions,
} from './__fixtures__/catalogue';
import { review, reviewList, reviewSummary } from './__fixtures__/reviews';
import { rawStoreConfig } from './__fixtures__/store-config';
import { sentRequest } from '../graphql/test-request';
import { createVendureConnector } from './vendure-connector';

const SHOP_API = 'http://localhost:3000/shop-api';
const ctx: CommerceContext = { locale: 'th', currency: 'THB' };

type Answer = { status?: number; body: unknown } | Error;

/** A fake fetch that answers in order and records each call. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit; body: { operationName?: string; query: string; variables: unknown } }[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init: init ?? {}, body: sentRequest(input, init) });
    const answer = answers.shift();
    if (!answer) throw new Error('unexpected request');
    if (answer instanceof Error) throw answer;
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return new Response(text, { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch: fn as unknown as typeof fetch, calls };
}

function refused(): Error {
  return new TypeError('fetch failed', { cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }) });
}

describe('createVendureConnector', () => {
  it('sends a short query by GET, a mutation by POST, both with language and currency as query parameters', async () => {
    const fake = fakeFetch(
      { body: { data: { storeConfig: rawStoreConfig } } },
      { body: { data: { submitProductReview: { __typename: 'ProductReview', id: '1' } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).resolves.toEqual(rawStoreConfig);
    await connector
      .createProductReview(ctx, { productUid: '12', nickname: 'Nok', summary: 'Good', text: 'A good mug indeed', ratings: [] })
      .catch(() => null);
    const [query, mutation] = fake.calls;
    for (const call of [query, mutation]) {
      expect(call?.url.origin + call!.url.pathname).toBe(SHOP_API);
      expect(call?.url.searchParams.get('languageCode')).toBe('th');
      expect(call?.url.searchParams.get('currencyCode')).toBe('THB');
      expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    }
    // Spec sections 7 and 9: a query goes by GET while its URL stays under 2000 characters.
    expect(query?.init.method).toBe('GET');
    expect(query?.init.body).toBeUndefined();
    expect(query?.url.searchParams.get('operationName')).toBe('StoreConfig');
    expect(query?.url.toString().length).toBeLessThan(2000);
    expect(mutation?.init.method).toBe('POST');
    expect(mutation?.body.operationName).toBe('SubmitProductReview');
    const headers = query?.init.headers as Record<string, string>;
    // Apollo Server lets a GET through its CSRF check only with a content type that is not a form's.
    expect(headers['content-type']).toBe('application/json');
    expect(headers['vendure-token']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it('sends a query whose URL would pass 2000 characters by POST, and retries a GET once on a busy engine', async () => {
    const fake = fakeFetch(
      { body: { data: { search: { items: [] } } } },
      { status: 503, body: 'busy' },
      { body: { data: { currencies: [] } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await connector.getProductBySku(ctx, { sku: 'X'.repeat(1900) });
    await connector.getCurrencies(ctx).catch(() => null);
    expect(fake.calls.map((c) => [c.init.method, c.body.operationName])).toEqual([
      ['POST', 'ProductIdBySku'],
      ['GET', 'Currencies'],
      ['GET', 'Currencies'],
    ]);
  });

  it('declares the entities each read comes from, for the storefront to keep it under', async () => {
    const fake = fakeFetch(
      { body: { data: { storeConfig: rawStoreConfig } } },
      { body: { data: { product: null } } },
      { body: { data: { product: null } } },
      { body: { data: { collection: null } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await connector.getStoreConfig(ctx);
    await connector.getProductDetails(ctx, { uid: '12' });
    await connector.getProductDetails(ctx, { url_key: 'home-shirt' });
    await connector.getCategory(ctx, { uid: '3' });
    const declared = fake.calls.map((c) => (c.init as { reads?: string[] }).reads);
    expect(declared).toEqual([
      ['commerce', 'config'],
      ['commerce', 'products', 'product:12'],
      ['commerce', 'products', 'catalogue'],
      ['commerce', 'categories', 'category:3'],
    ]);
  });

  it('declares nothing for a read with a shopper’s token, and nothing for a write', async () => {
    const fake = fakeFetch(
      { body: { data: { product: null } } },
      { body: { data: { submitProductReview: { __typename: 'ProductReview', id: '1' } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await connector.getProductDetails({ ...ctx, customerToken: 'abc' }, { uid: '12' });
    await connector
      .createProductReview(ctx, { productUid: '12', nickname: 'Nok', summary: 'Good', text: 'A good mug indeed', ratings: [] })
      .catch(() => null);
    expect(fake.calls.map((c) => (c.init as { reads?: string[] }).reads)).toEqual([undefined, undefined]);
  });

  it('sends the channel token and the customer token', async () => {
    const fake = fakeFetch({ body: { data: { product: null } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, channelToken: 'talat', fetch: fake.fetch });
    await expect(connector.getProductDetails({ ...ctx, customerToken: 'abc' }, { url_key: 'x' })).resolves.toBeNull();
    const headers = fake.calls[0]?.init.headers as Record<string, string>;
    expect(headers['vendure-token']).toBe('talat');
    expect(headers.authorization).toBe('Bearer abc');
    expect(fake.calls[0]?.body.variables).toEqual({ slug: 'x' });
  });

  it('throws UNREACHABLE with advice when the connection is refused', async () => {
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fakeFetch(refused()).fetch });
    const error = await connector.getCategories(ctx).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CommerceError);
    expect(error).toMatchObject({ code: 'UNREACHABLE' });
    expect((error as Error).message).toContain(`Check that the commerce engine is running and reachable at ${SHOP_API}`);
  });

  it('throws UNREACHABLE when the engine does not answer in time', async () => {
    const slowFetch = ((_url: string, init: RequestInit) =>
      new Promise((_resolve, reject) => {
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason));
      })) as unknown as typeof fetch;
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: slowFetch, timeoutMs: 10 });
    await expect(connector.getCurrencies(ctx)).rejects.toMatchObject({
      code: 'UNREACHABLE',
      message: expect.stringContaining('within 10 ms'),
    });
  });

  it('disarms its timeout once the answer is read, so no timer holds the request for 30 s', async () => {
    vi.useFakeTimers();
    try {
      const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fakeFetch({ body: { data: { currencies: [] } } }).fetch });
      await connector.getCurrencies(ctx).catch(() => undefined);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('throws BACKEND_ERROR with the GraphQL error messages', async () => {
    const fake = fakeFetch({ body: { errors: [{ message: 'Cannot query field "storeConfig"' }], data: null } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({
      code: 'BACKEND_ERROR',
      message: 'StoreConfig: Cannot query field "storeConfig"',
    });
  });

  it('throws BACKEND_ERROR on an HTTP error without GraphQL errors', async () => {
    // A GET is retried once on a 502 (spec section 9): the engine answers it twice.
    const fake = fakeFetch({ status: 502, body: {} }, { status: 502, body: {} });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BACKEND_ERROR' });
    expect(fake.calls).toHaveLength(2);
  });

  it('throws BAD_RESPONSE on a body that is not JSON or a store config of the wrong shape', async () => {
    const notJson = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fakeFetch({ body: '<html>' }).fetch });
    await expect(notJson.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    const wrong = fakeFetch({ body: { data: { storeConfig: { store_code: 'en' } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: wrong.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('resolves a route in one request and skips malformed paths', async () => {
    const fake = fakeFetch({
      body: { data: { product: { id: '7', slug: 'home-shirt-2025', variants: [{ sku: 'HS25-S' }] }, collection: null } },
    });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.resolveRoute(ctx, '../etc')).resolves.toBeNull();
    await expect(connector.resolveRoute(ctx, 'home-shirt-2025')).resolves.toMatchObject({ type: 'PRODUCT', uid: '7' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body.variables).toEqual({ slug: 'home-shirt-2025', path: 'home-shirt-2025' });
  });

  it('gets products through the catalogue search, then tile details for the page', async () => {
    const fake = fakeFetch(
      { body: { data: { catalogueSearch: catalogueSearchResult } } },
      { body: { data: { products: { items: productTiles } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const list = await connector.getProducts(
      { locale: 'en', currency: 'GBP' },
      { categoryUid: '3', pageSize: 2, sort: 'price_asc', filters: { facets: { size: ['m'] }, price: { min: 10, max: 70.5 } } },
    );
    expect(list.items.map((i) => [i.uid, i.kind])).toEqual([
      ['7', 'configurable'],
      ['8', 'simple'],
    ]);
    expect(list.items[0]?.price_range.minimum_price.regular_price).toEqual({ value: 75, currency: 'GBP' });
    expect(list.aggregations.map((a) => a.code)).toEqual(['size', 'colour']);
    expect(list.price_bounds).toEqual({ min: 19.99, max: 65.5, currency: 'GBP' });
    expect(fake.calls.map((c) => c.body.operationName)).toEqual(['CatalogueSearch', 'ProductTiles']);
    expect(fake.calls[0]?.url.searchParams.get('currencyCode')).toBe('GBP');
    expect(fake.calls[0]?.body.variables).toEqual({
      input: {
        collectionId: '3',
        facets: [{ facet: 'size', values: ['m'] }],
        priceMin: 1000,
        priceMax: 7050,
        sort: 'PRICE_ASC',
        skip: 0,
        take: 2,
      },
    });
    expect(fake.calls[1]?.body.variables).toEqual({ ids: ['7', '8'], take: 2 });
    expect(fake.calls[1]?.body.query).toContain('compareAtPrice');
    expect(fake.calls[1]?.body.query).toContain('reviewSummary { averageRating totalCount }');
  });

  it('searches by relevance by default', async () => {
    const fake = fakeFetch(
      { body: { data: { catalogueSearch: catalogueSearchResult } } },
      { body: { data: { products: { items: productTiles } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const list = await connector.searchProducts(ctx, { search: 'เสื้อเหย้า', page: 2, pageSize: 12 });
    expect(list.page_info.current_page).toBe(2);
    expect(fake.calls[0]?.body.variables).toEqual({ input: { term: 'เสื้อเหย้า', sort: 'RELEVANCE', skip: 12, take: 12 } });
  });

  it('skips the tile request for an empty page', async () => {
    const empty = { items: [], totalItems: 0, facets: [], priceBounds: null };
    const fake = fakeFetch({ body: { data: { catalogueSearch: empty } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getProducts(ctx, {})).resolves.toMatchObject({ items: [], total_count: 0, price_bounds: null });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body.variables).toEqual({ input: { sort: 'POSITION', skip: 0, take: 24 } });
  });

  it('gets search suggestions in one request', async () => {
    const fake = fakeFetch({ body: { data: { searchSuggestions } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const result = await connector.getSearchSuggestions(ctx, { query: ' เสื้อ ', limit: 5 });
    expect(result.query).toBe('เสื้อ');
    expect(result.products[0]).toMatchObject({ uid: '7', price: { value: 2490, currency: 'THB' } });
    expect(result.categories[0]).toMatchObject({ uid: '3', url_path: 'kits/home-kit' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toMatchObject({ operationName: 'SearchSuggestions', variables: { term: 'เสื้อ', take: 5 } });
  });

  it('answers no suggestions for a blank query without a request', async () => {
    const fake = fakeFetch();
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getSearchSuggestions(ctx, { query: '  ' })).resolves.toEqual({ query: '', products: [], categories: [] });
    expect(fake.calls).toHaveLength(0);
  });

  it('gets related products from the deepest collection, without the product itself', async () => {
    const collections = [kitsCollection, homeKitCollection].map(({ id, name, slug, position, breadcrumbs }) => ({
      id,
      name,
      slug,
      position,
      breadcrumbs,
    }));
    const fake = fakeFetch(
      { body: { data: { product: { id: '7', collections } } } },
      { body: { data: { catalogueSearch: catalogueSearchResult } } },
      { body: { data: { products: { items: productTiles } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const related = await connector.getRelatedProducts(ctx, { uid: '7', limit: 1 });
    expect(related.map((p) => p.uid)).toEqual(['8']);
    expect(fake.calls.map((c) => c.body.operationName)).toEqual(['ProductCollections', 'CatalogueSearch', 'ProductTiles']);
    expect(fake.calls[0]?.body.variables).toEqual({ id: '7' });
    expect(fake.calls[1]?.body.variables).toEqual({ input: { collectionId: '3', sort: 'POSITION', skip: 0, take: 2 } });
  });

  it('finds a product by a variant’s SKU in any case: the search’s exact hit, then the product', async () => {
    const hits = {
      search: {
        items: [
          { sku: 'HS25-HOME-M', productId: '9' },
          { sku: 'HS25-HOME', productId: '7' },
        ],
      },
    };
    const fake = fakeFetch({ body: { data: hits } }, { body: { data: { product: homeShirt } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const product = await connector.getProductBySku(ctx, { sku: ' hs25-home ' });
    expect(product?.uid).toBe('7');
    expect(fake.calls.map((c) => c.body.operationName)).toEqual(['ProductIdBySku', 'Product']);
    expect(fake.calls[0]?.body.variables).toEqual({ term: 'hs25-home' });
    expect(fake.calls[1]?.body.variables).toEqual({ id: '7' });
  });

  it('answers null for a SKU the search matches only in part, and asks nothing for a blank SKU', async () => {
    const fake = fakeFetch({ body: { data: { search: { items: [{ sku: 'HS25-HOME-M', productId: '9' }] } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getProductBySku(ctx, { sku: 'HS25-HOME' })).resolves.toBeNull();
    await expect(connector.getProductBySku(ctx, { sku: '  ' })).resolves.toBeNull();
    expect(fake.calls).toHaveLength(1);
  });

  it('answers no related products for an unknown product or one without collections', async () => {
    const fake = fakeFetch({ body: { data: { product: null } } }, { body: { data: { product: { id: '8', collections: [] } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getRelatedProducts(ctx, { uid: '999' })).resolves.toEqual([]);
    await expect(connector.getRelatedProducts(ctx, { uid: '8' })).resolves.toEqual([]);
    expect(fake.calls).toHaveLength(2);
  });

  it('gets a page of reviews with the summary in one request', async () => {
    const fake = fakeFetch({ body: { data: { productReviews: reviewList, product: { id: '7', reviewSummary } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const reviews = await connector.getProductReviews(ctx, { uid: '7', page: 2, pageSize: 10 });
    expect(reviews).toMatchObject({ total_count: 12, average_rating: 4.25, star_counts: [0, 1, 1, 4, 6] });
    expect(reviews.page_info).toEqual({ current_page: 2, page_size: 10, total_pages: 2 });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body).toMatchObject({ operationName: 'ProductReviews', variables: { productId: '7', skip: 10, take: 10 } });
  });

  it('answers an empty review page for an unknown product', async () => {
    const notFound = { message: 'No Product with the id "999" could be found', extensions: { code: 'ENTITY_NOT_FOUND' } };
    const fake = fakeFetch({ body: { errors: [notFound], data: null } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getProductReviews(ctx, { uid: '999' })).resolves.toMatchObject({ items: [], total_count: 0, average_rating: 0 });
  });

  it('creates a review through the mutation', async () => {
    const fake = fakeFetch({ body: { data: { submitProductReview: { __typename: 'ProductReview', ...review } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const input = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'ใส่สบายมาก',
      text: 'เนื้อผ้าดี ใส่สบาย ไซซ์ตรง',
      ratings: [
        { name: 'quality', value: 5 },
        { name: 'fit', value: 4 },
        { name: 'value', value: 5 },
      ],
    };
    await expect(connector.createProductReview(ctx, input)).resolves.toMatchObject({ ok: true, review: { id: '51', locale: 'th' } });
    expect(fake.calls[0]?.body.operationName).toBe('SubmitProductReview');
    expect(fake.calls[0]?.body.query).toMatch(/^mutation SubmitProductReview/);
    expect(fake.calls[0]?.body.variables).toEqual({ input: { ...input, productUid: undefined, productId: '7' } });
  });

  it('answers review input errors and unknown products as values', async () => {
    const fake = fakeFetch(
      { body: { data: { submitProductReview: { __typename: 'ProductReviewInputError', message: 'Text is too short', field: 'text' } } } },
      {
        body: {
          errors: [{ message: 'No Product with the id "999" could be found', extensions: { code: 'ENTITY_NOT_FOUND' } }],
          data: null,
        },
      },
      { body: { errors: [{ message: 'boom' }], data: null } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const input = { productUid: '999', nickname: 'N', summary: 'S', text: 'short', ratings: [] };
    await expect(connector.createProductReview(ctx, input)).resolves.toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: 'Text is too short', field: 'text' },
    });
    await expect(connector.createProductReview(ctx, input)).resolves.toMatchObject({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    await expect(connector.createProductReview(ctx, input)).rejects.toMatchObject({ code: 'BACKEND_ERROR' });
  });

  it('pages through collections to build the tree', async () => {
    const first = Array.from({ length: 100 }, (_, i) => ({ ...kitsNode, id: `c${i}`, slug: `c${i}`, position: i }));
    const fake = fakeFetch(
      { body: { data: { collections: { items: first, totalItems: 101 } } } },
      { body: { data: { collections: { items: [kitsNode], totalItems: 101 } } } },
    );
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    expect(await connector.getCategories(ctx)).toHaveLength(101);
    expect(fake.calls.map((c) => c.body.variables)).toEqual([
      { skip: 0, take: 100 },
      { skip: 100, take: 100 },
    ]);
  });

  it('maps product details and categories by uid', async () => {
    const fake = fakeFetch({ body: { data: { product: homeShirt } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getProductDetails(ctx, { uid: '7' })).resolves.toMatchObject({
      uid: '7',
      kind: 'configurable',
      past24_hr_buying: 3,
      rating_summary: 4.5,
      review_count: 2,
    });
    expect(fake.calls[0]?.body.query).toContain('pastDayBuying');
    expect(fake.calls[0]?.body.variables).toEqual({ id: '7' });
  });
});
