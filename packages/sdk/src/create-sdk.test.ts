import type { ProductDetails, Route } from '@talat/commerce/types';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { createSdk } from './create-sdk';
import { SdkError } from './sdk-error';
import { fakeFetch } from './test-fetch';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createSdk', () => {
  it('exposes exactly the contract methods', () => {
    const sdk = createSdk({ serverBaseUrl: 'http://x' });
    expect(Object.keys(sdk.commerce).sort()).toEqual(
      ['getCategories', 'getCategory', 'getCurrencies', 'getProductDetails', 'getProducts', 'getStoreConfig', 'resolveRoute'].sort(),
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
  });
});
