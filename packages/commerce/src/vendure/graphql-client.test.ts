import { describe, expect, it } from 'vitest';
import { CommerceError } from '../connector';
import type { CommerceContext } from '../types';
import { buildHeaders, createGraphqlSessionClient, readGraphqlBody } from './graphql-client';
import { gql } from './queries/document';

const ctx: CommerceContext = { locale: 'en', currency: 'GBP' };
const doc = gql<{ activeOrder: null }>('query ActiveOrder { activeOrder { id } }');

function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (error) {
    return error instanceof CommerceError ? error.code : 'not a CommerceError';
  }
  return undefined;
}

describe('readGraphqlBody', () => {
  it('returns the data of a good answer', () => {
    expect(readGraphqlBody('{"data":{"a":1}}', 200)).toEqual({ a: 1 });
  });

  it('tells GraphQL errors from answers that are not GraphQL', () => {
    expect(codeOf(() => readGraphqlBody('{"errors":[{"message":"no"}]}', 200))).toBe('BACKEND_ERROR');
    expect(codeOf(() => readGraphqlBody('<html>oops</html>', 500))).toBe('BAD_RESPONSE');
    expect(codeOf(() => readGraphqlBody('{"data":null}', 200))).toBe('BAD_RESPONSE');
  });

  it('tells the engine refusing too many attempts apart, with when to try again', () => {
    const body =
      '{"errors":[{"message":"Too many attempts","extensions":{"code":"TOO_MANY_REQUESTS","retryAfterSeconds":42.5}}],"data":null}';
    let error: unknown;
    try {
      readGraphqlBody(body, 200, 'ApplyCouponCode');
    } catch (e) {
      error = e;
    }
    expect(error).toMatchObject({ name: 'CommerceError', code: 'RATE_LIMITED', retryAfterSeconds: 43 });
  });

  it('counts a gateway page (502, 503, 504) as an engine that is away', () => {
    for (const status of [502, 503, 504]) {
      expect(codeOf(() => readGraphqlBody('<html>Bad Gateway</html>', status))).toBe('UNREACHABLE');
    }
  });
});

describe('buildHeaders', () => {
  const options = { shopApiUrl: 'http://engine/shop-api', shopApiKey: 'key-of-the-shop' };

  it('sends the shop key with every request, and the shopper’s token and address with their own', () => {
    const headers = buildHeaders(options, { ...ctx, customerToken: 't1', clientAddress: '203.0.113.9' });
    expect(headers).toMatchObject({
      'x-talat-shop-key': 'key-of-the-shop',
      authorization: 'Bearer t1',
      'x-talat-client-address': '203.0.113.9',
    });
  });

  it('never sends the shopper’s address with a read that is kept for everyone', () => {
    expect(buildHeaders(options, { ...ctx, clientAddress: '203.0.113.9' }, true)).not.toHaveProperty('x-talat-client-address');
  });
});

describe('createGraphqlSessionClient', () => {
  it('turns a refused connection into UNREACHABLE', async () => {
    const refused = Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
    const request = createGraphqlSessionClient({ shopApiUrl: 'http://engine/shop-api', fetch: () => Promise.reject(refused) });
    await expect(request(ctx, doc, {})).rejects.toMatchObject({ name: 'CommerceError', code: 'UNREACHABLE' });
  });

  it('turns an engine that does not answer in time into UNREACHABLE', async () => {
    const hang: typeof fetch = (_url, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const request = createGraphqlSessionClient({ shopApiUrl: 'http://engine/shop-api', fetch: hang, timeoutMs: 20 });
    await expect(request(ctx, doc, {})).rejects.toMatchObject({ code: 'UNREACHABLE', message: expect.stringContaining('within 20 ms') });
  });

  it('returns a new session token, not the one sent', async () => {
    const answer = (token: string) => () =>
      Promise.resolve(new Response('{"data":{"activeOrder":null}}', { headers: { 'vendure-auth-token': token } }));
    const fresh = createGraphqlSessionClient({ shopApiUrl: 'http://engine/shop-api', fetch: answer('t2') });
    expect(await fresh({ ...ctx, customerToken: 't1' }, doc, {})).toEqual({ data: { activeOrder: null }, sessionToken: 't2' });
    const same = createGraphqlSessionClient({ shopApiUrl: 'http://engine/shop-api', fetch: answer('t1') });
    expect(await same({ ...ctx, customerToken: 't1' }, doc, {})).toEqual({ data: { activeOrder: null } });
  });

  it('sends a query that carries a secret by POST, once, with the secret in the body and not the URL', async () => {
    const calls: { url: string; method: string; body: string }[] = [];
    const request = createGraphqlSessionClient({
      shopApiUrl: 'http://engine/shop-api',
      fetch: (url, init) => {
        calls.push({ url: String(url), method: init?.method ?? 'GET', body: String(init?.body ?? '') });
        return Promise.resolve(new Response('{"data":{"orderTracking":null}}', { status: 503 }));
      },
    });
    const lookup = 'query LookupOrder($email: String!) { orderTracking(code: "ABC123", emailAddress: $email) { code } }';
    await request(ctx, lookup, { email: 'ploy@example.com' }, undefined, { post: true }).catch(() => undefined);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST' });
    expect(calls[0]!.url).not.toContain('ploy');
    expect(calls[0]!.body).toContain('ploy@example.com');
  });
});
