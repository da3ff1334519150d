import { reads } from '@talat/commerce';
import { describe, expect, it, vi } from 'vitest';
import { createCachedFetch } from './commerce-fetch';

const base = () => vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => new Response('{}'));
const initOf = (fn: ReturnType<typeof base>, call = 0) =>
  fn.mock.calls[call]?.[1] as RequestInit & { next?: { tags: string[]; revalidate: number }; reads?: unknown };

describe('createCachedFetch', () => {
  it('keeps a read under the entity tags it declares, with a short safety-net lifetime', async () => {
    const fetch = base();
    await createCachedFetch(fetch)('http://x/graphql', { method: 'POST', body: '{}', reads: reads.product('12') });
    expect(initOf(fetch)).toMatchObject({ cache: 'force-cache', next: { revalidate: 60, tags: ['commerce', 'products', 'product:12'] } });
    // The declaration is ours: it is not sent on.
    expect(initOf(fetch).reads).toBeUndefined();
  });
  it('keeps GET reads too (a backend that reads by GET), and a category listing under its category', async () => {
    const fetch = base();
    await createCachedFetch(fetch)('http://x/graphql?query=...', { method: 'GET', reads: reads.list('3') });
    expect(initOf(fetch).next?.tags).toEqual(['commerce', 'catalogue', 'facets', 'category:3']);
  });
  it('never keeps what declares nothing: writes and anything of a shopper', async () => {
    const fetch = base();
    await createCachedFetch(fetch)('http://x/graphql', { method: 'POST', body: 'mutation' });
    expect(initOf(fetch)).toMatchObject({ cache: 'no-store' });
    expect(initOf(fetch).next).toBeUndefined();
  });
  it('never keeps a request with credentials, even one that declares reads', async () => {
    const fetch = base();
    const cached = createCachedFetch(fetch);
    await cached('http://x/graphql', { method: 'POST', headers: { authorization: 'Bearer t' }, reads: reads.config() });
    await cached('http://x/graphql', { method: 'POST', headers: { cookie: 'session=1' }, reads: reads.config() });
    expect(initOf(fetch, 0)).toMatchObject({ cache: 'no-store' });
    expect(initOf(fetch, 1)).toMatchObject({ cache: 'no-store' });
  });
});
