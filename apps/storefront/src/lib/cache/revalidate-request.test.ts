import { describe, expect, it, vi } from 'vitest';
import { PAGES_CHANGED_HEADER } from './pages-changed';
import { handleRevalidate } from './revalidate-request';

const secret = 'test-secret';

function post(body: unknown, headers: Record<string, string> = { 'x-revalidate-secret': secret }) {
  return new Request('http://shop.test/api/revalidate', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

function deps() {
  return { secret, expireTag: vi.fn(), onListingsChanged: vi.fn(), log: { info: vi.fn(), warn: vi.fn() } };
}

describe('handleRevalidate', () => {
  it('expires the tags of the events and answers 204', async () => {
    const d = deps();
    const res = await handleRevalidate(
      post({
        events: [
          { type: 'price', ids: ['12'] },
          { type: 'collection', ids: ['3'] },
        ],
      }),
      d,
    );
    expect(res.status).toBe(204);
    // The storefront server drops the pages it keeps once this answer is sent.
    expect(res.headers.get(PAGES_CHANGED_HEADER)).toBe('1');
    expect(d.expireTag.mock.calls.map((c) => c[0])).toEqual(['catalogue', 'categories', 'category:3', 'product:12', 'products', 'routes']);
    expect(d.onListingsChanged).toHaveBeenCalledTimes(1);
  });

  it('accepts numeric ids and an empty batch', async () => {
    const d = deps();
    expect((await handleRevalidate(post({ events: [{ type: 'stock', ids: [7] }] }), d)).status).toBe(204);
    expect(d.expireTag).toHaveBeenCalledWith('product:7');
    const d2 = deps();
    expect((await handleRevalidate(post({ events: [] }), d2)).status).toBe(204);
    expect(d2.expireTag).not.toHaveBeenCalled();
    expect(d2.onListingsChanged).not.toHaveBeenCalled();
  });

  it('expires entity tags named directly, as any backend may send them, with or without events', async () => {
    const d = deps();
    expect((await handleRevalidate(post({ tags: ['product:12', 'catalogue'] }), d)).status).toBe(204);
    expect(d.expireTag.mock.calls.map((c) => c[0])).toEqual(['catalogue', 'product:12']);
    expect(d.onListingsChanged).toHaveBeenCalledTimes(1);
    const routesOnly = deps();
    expect((await handleRevalidate(post({ tags: ['routes'], events: [{ type: 'content', ids: [] }] }), routesOnly)).status).toBe(204);
    expect(routesOnly.expireTag.mock.calls.map((c) => c[0])).toEqual(['content', 'content:cv', 'routes']);
    expect(routesOnly.onListingsChanged).not.toHaveBeenCalled();
  });

  it('answers 401 for a wrong or missing secret and expires nothing', async () => {
    const cases: Record<string, string>[] = [{ 'x-revalidate-secret': 'nope' }, {}, { 'x-revalidate-secret': `${secret}x` }];
    for (const headers of cases) {
      const d = deps();
      const res = await handleRevalidate(post({ events: [{ type: 'product', ids: ['1'] }] }, headers), d);
      expect(res.status).toBe(401);
      expect(res.headers.get(PAGES_CHANGED_HEADER)).toBeNull();
      expect(d.expireTag).not.toHaveBeenCalled();
    }
  });

  it('answers 400 for a bad body', async () => {
    const bad = [
      'not json',
      '{}',
      '{"tags":["content:story:en:x"]}',
      '{"tags":["product:<x>"]}',
      '{"events":"x"}',
      '{"events":[{"type":"nope","ids":[]}]}',
      '{"events":[],"extra":1}',
      '{"events":[{"type":"product","ids":[{}]}]}',
    ];
    for (const body of bad) {
      const d = deps();
      const res = await handleRevalidate(post(body), d);
      expect(res.status).toBe(400);
      expect(d.expireTag).not.toHaveBeenCalled();
    }
  });

  it('answers 405 for other methods', async () => {
    const res = await handleRevalidate(new Request('http://shop.test/api/revalidate'), deps());
    expect(res.status).toBe(405);
  });
});
