import { describe, expect, it, vi } from 'vitest';
import { createCachedFetch, graphqlOperation } from './commerce-fetch';

const body = (query: string, operationName?: string) => JSON.stringify({ query, operationName, variables: {} });

describe('graphqlOperation', () => {
  it('reads kind and name of a query or mutation', () => {
    expect(graphqlOperation(body('query GetProducts($x: Int) { products { items { id } } }'))).toEqual({ kind: 'query', name: 'GetProducts' });
    expect(graphqlOperation(body('mutation AddItem { addItemToOrder { id } }'))).toEqual({ kind: 'mutation', name: 'AddItem' });
    expect(graphqlOperation(body('{ activeChannel { id } }', 'Channel'))).toEqual({ kind: 'query', name: 'Channel' });
  });
  it('reports unknown bodies', () => {
    expect(graphqlOperation('not json').kind).toBe('unknown');
    expect(graphqlOperation(undefined).kind).toBe('unknown');
  });
});

describe('createCachedFetch', () => {
  it('caches queries with the commerce tags', async () => {
    const base = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
    await createCachedFetch(base)('http://x/shop-api', { method: 'POST', body: body('query GetCollections { collections { items { id } } }') });
    expect(base.mock.calls[0]?.[1]).toMatchObject({ cache: 'force-cache', next: { revalidate: 300, tags: ['commerce', 'commerce:op:GetCollections'] } });
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
