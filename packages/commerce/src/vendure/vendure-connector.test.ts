import { describe, expect, it, vi } from 'vitest';
import { CommerceError } from '../connector';
import type { CommerceContext } from '../types';
import { homeShirt, kitsNode, productTiles, searchResponse } from './__fixtures__/catalogue';
import { rawStoreConfig } from './__fixtures__/store-config';
import { createVendureConnector } from './vendure-connector';

const SHOP_API = 'http://localhost:3000/shop-api';
const ctx: CommerceContext = { locale: 'th', currency: 'THB' };

type Answer = { status?: number; body: unknown } | Error;

/** A fake fetch that answers in order and records each call. */
function fakeFetch(...answers: Answer[]) {
  const calls: { url: URL; init: RequestInit; body: { operationName?: string; query: string; variables: unknown } }[] = [];
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: new URL(String(input)), init: init ?? {}, body: JSON.parse(String(init?.body)) });
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
  it('POSTs JSON with language and currency as query parameters', async () => {
    const fake = fakeFetch({ body: { data: { storeConfig: rawStoreConfig } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).resolves.toEqual(rawStoreConfig);
    const [call] = fake.calls;
    expect(call?.url.origin + call!.url.pathname).toBe(SHOP_API);
    expect(call?.url.searchParams.get('languageCode')).toBe('th');
    expect(call?.url.searchParams.get('currencyCode')).toBe('THB');
    expect(call?.init.method).toBe('POST');
    expect(call?.init.signal).toBeInstanceOf(AbortSignal);
    expect(call?.body.operationName).toBe('StoreConfig');
    const headers = call?.init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['vendure-token']).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
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
    expect((error as Error).message).toContain(
      `Check that the commerce engine is running and reachable at ${SHOP_API}`,
    );
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

  it('throws BACKEND_ERROR with the GraphQL error messages', async () => {
    const fake = fakeFetch({ body: { errors: [{ message: 'Cannot query field "storeConfig"' }], data: null } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({
      code: 'BACKEND_ERROR',
      message: 'StoreConfig: Cannot query field "storeConfig"',
    });
  });

  it('throws BACKEND_ERROR on an HTTP error without GraphQL errors', async () => {
    const fake = fakeFetch({ status: 502, body: {} });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BACKEND_ERROR' });
  });

  it('throws BAD_RESPONSE on a body that is not JSON or a store config of the wrong shape', async () => {
    const notJson = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fakeFetch({ body: '<html>' }).fetch });
    await expect(notJson.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
    const wrong = fakeFetch({ body: { data: { storeConfig: { store_code: 'en' } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: wrong.fetch });
    await expect(connector.getStoreConfig(ctx)).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });

  it('resolves a route in one request and skips malformed paths', async () => {
    const fake = fakeFetch({ body: { data: { product: { id: '7', slug: 'home-shirt-2025', variants: [{ sku: 'HS25-S' }] }, collection: null } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.resolveRoute(ctx, '../etc')).resolves.toBeNull();
    await expect(connector.resolveRoute(ctx, 'home-shirt-2025')).resolves.toMatchObject({ type: 'PRODUCT', uid: '7' });
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]?.body.variables).toEqual({ slug: 'home-shirt-2025' });
  });

  it('gets products through search, then tile details for the page', async () => {
    const fake = fakeFetch({ body: { data: { search: searchResponse } } }, { body: { data: { products: { items: productTiles } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    const list = await connector.getProducts(ctx, { categoryUid: '3', pageSize: 2, sort: 'name' });
    expect(list.items.map((i) => i.kind)).toEqual(['configurable', 'simple']);
    expect(fake.calls.map((c) => c.body.operationName)).toEqual(['SearchProducts', 'ProductTiles']);
    expect(fake.calls[0]?.body.variables).toEqual({
      input: { collectionId: '3', skip: 0, take: 2, groupByProduct: true, sort: { name: 'ASC' } },
    });
    expect(fake.calls[1]?.body.variables).toEqual({ ids: ['7', '8'], take: 2 });
  });

  it('skips the tile request for an empty page', async () => {
    const fake = fakeFetch({ body: { data: { search: { items: [], totalItems: 0 } } } });
    const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fake.fetch });
    await expect(connector.getProducts(ctx, {})).resolves.toMatchObject({ items: [], total_count: 0 });
    expect(fake.calls).toHaveLength(1);
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
    await expect(connector.getProductDetails(ctx, { uid: '7' })).resolves.toMatchObject({ uid: '7', kind: 'configurable' });
    expect(fake.calls[0]?.body.variables).toEqual({ id: '7' });
  });
});
