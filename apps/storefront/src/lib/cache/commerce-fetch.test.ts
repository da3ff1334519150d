import { describe, expect, it, vi } from 'vitest';
import { createCachedFetch, graphqlOperation } from './commerce-fetch';

const body = (query: string, operationName?: string, variables: unknown = {}) => JSON.stringify({ query, operationName, variables });

describe('graphqlOperation', () => {
  it('reads kind and name of a query or mutation', () => {
    expect(graphqlOperation(body('query GetProducts($x: Int) { products { items { id } } }', undefined, { x: 1 }))).toEqual({
      kind: 'query',
      name: 'GetProducts',
      variables: { x: 1 },
    });
    expect(graphqlOperation(body('mutation AddItem { addItemToOrder { id } }'))).toMatchObject({ kind: 'mutation', name: 'AddItem' });
    expect(graphqlOperation(body('{ activeChannel { id } }', 'Channel'))).toMatchObject({ kind: 'query', name: 'Channel' });
  });
  it('reports unknown bodies', () => {
    expect(graphqlOperation('not json').kind).toBe('unknown');
    expect(graphqlOperation(undefined).kind).toBe('unknown');
  });
});

describe('createCachedFetch', () => {
  it('caches queries with the commerce tags and a short safety-net lifetime', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    await createCachedFetch(base)('http://x/shop-api', { method: 'POST', body: body('query Collections { collections { items { id } } }') });
    expect(base.mock.calls[0]?.[1]).toMatchObject({ cache: 'force-cache', next: { revalidate: 60, tags: ['commerce', 'commerce:op:Collections', 'categories'] } });
  });
  it('tags a product by its id and a category listing by catalogue and its collection', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    const cached = createCachedFetch(base);
    await cached('http://x/shop-api', { method: 'POST', body: body('query Product($id: ID) { product(id: $id) { id } }', 'Product', { id: '12' }) });
    expect((base.mock.calls[0]?.[1] as { next: { tags: string[] } }).next.tags).toEqual(['commerce', 'commerce:op:Product', 'products', 'product:12']);
    await cached('http://x/shop-api', {
      method: 'POST',
      body: body('query CatalogueSearch($input: TalatCatalogueSearchInput!) { catalogueSearch(input: $input) { totalItems } }', 'CatalogueSearch', {
        input: { collectionId: '3', take: 12 },
      }),
    });
    expect((base.mock.calls[1]?.[1] as { next: { tags: string[] } }).next.tags).toEqual(
      expect.arrayContaining(['commerce', 'catalogue', 'facets', 'category:3']),
    );
  });
  it('never caches mutations', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    await createCachedFetch(base)('http://x/shop-api', { method: 'POST', body: body('mutation SetCurrency { x }') });
    expect(base.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });
  it('never caches requests with shopper credentials', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    await createCachedFetch(base)('http://x/shop-api', { method: 'POST', headers: { authorization: 'Bearer t' }, body: body('query Me { me { id } }') });
    expect(base.mock.calls[0]?.[1]).toMatchObject({ cache: 'no-store' });
  });
});
