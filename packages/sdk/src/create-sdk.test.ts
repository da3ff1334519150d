import type {
  Cart,
  CartResult,
  CreateReviewResult,
  PlaceOrderResult,
  ProductDetails,
  ProductList,
  ProductReviews,
  ProductSummary,
  Route,
  SearchSuggestions,
} from '@talat/commerce/types';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createSdk } from './create-sdk';
import { SdkError } from './sdk-error';
import { fakeFetch } from './test-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createSdk', () => {
  it('offers exactly the exposed methods of the table (not the server pages’ getOrder and getOrderTracking)', () => {
    const sdk = createSdk({ serverBaseUrl: 'http://x' });
    expect(Object.keys(sdk.commerce).sort()).toEqual(
      [
        'getCategories',
        'getCategory',
        'getCurrencies',
        'getProductDetails',
        'getProductBySku',
        'getProducts',
        'getStoreConfig',
        'resolveRoute',
        'searchProducts',
        'getSearchSuggestions',
        'getRelatedProducts',
        'getProductReviews',
        'createProductReview',
        'createEmptyCart',
        'getCart',
        'addCartItems',
        'updateCartItem',
        'removeCartItem',
        'applyCoupon',
        'removeCoupon',
        'applyGiftCard',
        'removeGiftCard',
        'applyLoyalty',
        'removeLoyalty',
        'setGuestEmail',
        'setShippingAddress',
        'getShippingMethods',
        'setShippingMethod',
        'setBillingAddress',
        'getPaymentMethods',
        'placeOrder',
        'submitPaymentDetails',
        'getPaymentStatus',
        'lookupOrder',
      ].sort(),
    );
    expect(Object.keys(sdk.cms).sort()).toEqual(['getEntries', 'getPage']);
  });

  it('uses serverBaseUrl on the server', async () => {
    const fake = fakeFetch({ status: 200, body: { data: { type: 'CATEGORY', uid: '3', url_path: 'kits' } } });
    const sdk = createSdk({ baseUrl: 'https://cdn.test', serverBaseUrl: 'http://127.0.0.1:3001/', fetch: fake.fetch });
    const route = await sdk.commerce.resolveRoute({ path: 'kits' });
    expect(route).toEqual({ type: 'CATEGORY', uid: '3', url_path: 'kits' });
    expect(fake.calls[0]?.url).toBe('http://127.0.0.1:3001/api/commerce/resolveRoute');
  });

  it('uses the same origin in the browser by default', async () => {
    vi.stubGlobal('window', {});
    const fake = fakeFetch({ status: 200, body: { data: { stories: [], total: 0, page: 1, per_page: 25 } } });
    const sdk = createSdk({ serverBaseUrl: 'http://127.0.0.1:3001', fetch: fake.fetch });
    await sdk.cms.getEntries({ starts_with: 'c/' }, { method: 'GET' });
    expect(fake.calls[0]?.url).toBe(`/api/cms/getEntries?body=${encodeURIComponent('{"starts_with":"c/"}')}`);
  });

  it('sends {} when a method is called without input, with the SDK headers', async () => {
    const fake = fakeFetch({ status: 200, body: { data: {} } });
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch, headers: { 'x-forwarded-host': 'shop' } });
    await sdk.commerce.getStoreConfig();
    expect(fake.calls[0]?.init.body).toBe('{}');
    expect(fake.calls[0]?.init.headers).toMatchObject({ 'x-forwarded-host': 'shop' });
  });

  it('marks a signed-in shopper’s calls with the user context and a cache-bust (spec section 6)', async () => {
    const fake = fakeFetch({ status: 200, body: { data: {} } }, { status: 200, body: { data: {} } }, { status: 200, body: { data: {} } });
    let signedIn = true;
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch, authenticated: () => signedIn });
    await sdk.commerce.getSearchSuggestions({ query: 'kit' }, { method: 'GET' });
    await sdk.commerce.getCart();
    signedIn = false;
    await sdk.commerce.getSearchSuggestions({ query: 'kit' }, { method: 'GET' });
    const [get, post, guest] = fake.calls;
    expect(get?.init.headers).toMatchObject({ 'x-user-context': 'customer' });
    const bust = (get?.init.headers as Record<string, string>)['x-cache-bust'];
    expect(bust).toMatch(/^[a-z0-9]{8,}$/);
    expect(new URL(get!.url).searchParams.get('cdnCacheBustingId')).toBe(bust);
    expect(post?.init.headers).toMatchObject({ 'x-user-context': 'customer' });
    expect(guest?.init.headers).not.toHaveProperty('x-user-context');
    expect(new URL(guest!.url).searchParams.has('cdnCacheBustingId')).toBe(false);
  });

  it('GETs search suggestions with the input in the body parameter', async () => {
    const suggestions: SearchSuggestions = { query: 'เสื้อ', products: [], categories: [] };
    const fake = fakeFetch({ status: 200, body: { data: suggestions } });
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch });
    await expect(sdk.commerce.getSearchSuggestions({ query: 'เสื้อ', limit: 5 }, { method: 'GET' })).resolves.toEqual(suggestions);
    const url = new URL(fake.calls[0]!.url);
    expect(url.pathname).toBe('/api/commerce/getSearchSuggestions');
    expect(JSON.parse(url.searchParams.get('body') ?? '')).toEqual({ query: 'เสื้อ', limit: 5 });
    expect(fake.calls[0]?.init.method).toBe('GET');
  });

  it('calls searchProducts, getRelatedProducts and getProductReviews at their endpoints', async () => {
    const fake = fakeFetch(
      { status: 200, body: { data: { items: [], total_count: 0 } } },
      { status: 200, body: { data: [] } },
      { status: 200, body: { data: { items: [], total_count: 0 } } },
    );
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch });
    await sdk.commerce.searchProducts({ search: 'shirt', sort: 'relevance', filters: { facets: { size: ['m'] } } });
    await sdk.commerce.getRelatedProducts({ uid: '7', limit: 4 }, { method: 'GET' });
    await sdk.commerce.getProductReviews({ uid: '7', page: 2 }, { method: 'GET' });
    expect(fake.calls.map((c) => new URL(c.url).pathname)).toEqual([
      '/api/commerce/searchProducts',
      '/api/commerce/getRelatedProducts',
      '/api/commerce/getProductReviews',
    ]);
    expect(fake.calls[0]?.init.body).toBe('{"search":"shirt","sort":"relevance","filters":{"facets":{"size":["m"]}}}');
  });

  it('always POSTs createProductReview, once, even when asked for GET', async () => {
    const result: CreateReviewResult = { ok: false, error: { code: 'INVALID_INPUT', message: 'Too short', field: 'text' } };
    const fake = fakeFetch({ status: 200, body: { data: result } }, { status: 503, body: {} });
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch });
    const input = {
      productUid: '7',
      nickname: 'Nok',
      summary: 'Good',
      text: 'Good shirt, fits well.',
      ratings: [
        { name: 'quality' as const, value: 5 },
        { name: 'fit' as const, value: 4 },
        { name: 'value' as const, value: 5 },
      ],
    };
    const forcedGet = { method: 'GET', cdnCacheBustingId: 'b1', csrfToken: 't' } as unknown as { method: 'POST' };
    await expect(sdk.commerce.createProductReview(input, forcedGet)).resolves.toEqual(result);
    expect(fake.calls[0]?.url).toBe('http://x/api/commerce/createProductReview');
    expect(fake.calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(fake.calls[0]?.init.body))).toEqual(input);
    expect(fake.calls[0]?.init.headers).toMatchObject({ 'x-csrf-token': 't' });
    await expect(sdk.commerce.createProductReview(input)).rejects.toMatchObject({ status: 503 });
    expect(fake.calls).toHaveLength(2);
  });

  it('always POSTs cart changes with the CSRF token, and reads the cart by GET when asked', async () => {
    const cart = { ok: false, error: { code: 'OUT_OF_STOCK', message: 'Not enough stock' } };
    const fake = fakeFetch(
      { status: 200, body: { data: cart } },
      { status: 200, body: { data: { ok: 'action', paymentId: '1', action: { type: 'redirect', url: 'http://engine/c/1' } } } },
      { status: 200, body: { data: null } },
    );
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fake.fetch });
    const forcedGet = { method: 'GET', csrfToken: 't' } as unknown as { method: 'POST' };
    await expect(sdk.commerce.addCartItems({ items: [{ variantUid: '17', quantity: 2 }] }, forcedGet)).resolves.toEqual(cart);
    await expect(
      sdk.commerce.placeOrder({ payment: { method: 'card', token: 'tct_1' }, cartId: 'ABC' }, { csrfToken: 't' }),
    ).resolves.toMatchObject({
      ok: 'action',
    });
    await expect(sdk.commerce.getCart({}, { method: 'GET' })).resolves.toBeNull();
    expect(fake.calls.map((c) => [new URL(c.url).pathname, c.init.method])).toEqual([
      ['/api/commerce/addCartItems', 'POST'],
      ['/api/commerce/placeOrder', 'POST'],
      ['/api/commerce/getCart', 'GET'],
    ]);
    expect(fake.calls[0]?.init.headers).toMatchObject({ 'x-csrf-token': 't' });
    expect(JSON.parse(String(fake.calls[1]?.init.body))).toEqual({ payment: { method: 'card', token: 'tct_1' }, cartId: 'ABC' });
  });

  it('types the cart methods from the contract', () => {
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fakeFetch().fetch });
    expectTypeOf(sdk.commerce.getCart).returns.resolves.toEqualTypeOf<Cart | null>();
    expectTypeOf(sdk.commerce.addCartItems).returns.resolves.toEqualTypeOf<CartResult>();
    expectTypeOf(sdk.commerce.placeOrder).returns.resolves.toEqualTypeOf<PlaceOrderResult>();
    // getOrder is the thank-you page's, on the server: not a method of the client.
    expectTypeOf(sdk.commerce).not.toHaveProperty('getOrder');
    expect('getOrder' in sdk.commerce).toBe(false);
    // @ts-expect-error placeOrder is never a GET
    expectTypeOf(sdk.commerce.placeOrder).toBeCallableWith({ payment: { method: 'cheque' } }, { method: 'GET' });
    // @ts-expect-error a card payment needs a token
    expectTypeOf(sdk.commerce.placeOrder).toBeCallableWith({ payment: { method: 'card' } });
  });

  it('rejects with a clear SdkError on the server without a base URL', async () => {
    const sdk = createSdk({ fetch: fakeFetch().fetch });
    await expect(sdk.commerce.getCategories()).rejects.toBeInstanceOf(SdkError);
    await expect(sdk.commerce.getCategories()).rejects.toThrow('serverBaseUrl');
  });

  it('types inputs and results from the contract', () => {
    const sdk = createSdk({ serverBaseUrl: 'http://x', fetch: fakeFetch().fetch });
    expectTypeOf(sdk.commerce.getProductDetails).returns.resolves.toEqualTypeOf<ProductDetails | null>();
    expectTypeOf(sdk.commerce.resolveRoute).returns.resolves.toEqualTypeOf<Route | null>();
    // @ts-expect-error getCategory needs a uid or a url_key
    expectTypeOf(sdk.commerce.getCategory).toBeCallableWith();
    // @ts-expect-error unknown sort key
    expectTypeOf(sdk.commerce.getProducts).toBeCallableWith({ sort: 'cheapest' });
    expectTypeOf(sdk.commerce.searchProducts).returns.resolves.toEqualTypeOf<ProductList>();
    expectTypeOf(sdk.commerce.getSearchSuggestions).returns.resolves.toEqualTypeOf<SearchSuggestions>();
    expectTypeOf(sdk.commerce.getRelatedProducts).returns.resolves.toEqualTypeOf<ProductSummary[]>();
    expectTypeOf(sdk.commerce.getProductReviews).returns.resolves.toEqualTypeOf<ProductReviews>();
    expectTypeOf(sdk.commerce.createProductReview).returns.resolves.toEqualTypeOf<CreateReviewResult>();
    // @ts-expect-error searchProducts needs a search term
    expectTypeOf(sdk.commerce.searchProducts).toBeCallableWith({});
    const review = { productUid: '7', nickname: 'N', summary: 'S', text: 'Ten chars!', ratings: [] };
    // @ts-expect-error createProductReview is never a GET
    expectTypeOf(sdk.commerce.createProductReview).toBeCallableWith(review, { method: 'GET' });
    expectTypeOf(sdk.commerce.createProductReview).toBeCallableWith(review, { method: 'POST', csrfToken: 't' });
  });
});
