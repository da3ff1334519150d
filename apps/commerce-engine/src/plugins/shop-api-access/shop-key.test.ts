import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseTrustProxy } from '@talat/service-kit';
import { describe, expect, it, vi } from 'vitest';
import { requestClient, requireShopKey, shopKeyMatches } from './shop-key';

const KEY = 'k'.repeat(40);

function request(headers: Record<string, string>, remoteAddress = '10.1.2.3'): IncomingMessage {
  return { headers, socket: { remoteAddress } } as unknown as IncomingMessage;
}

describe('shopKeyMatches', () => {
  it('accepts the key only', () => {
    expect(shopKeyMatches(KEY, KEY)).toBe(true);
    expect(shopKeyMatches([KEY, 'x'], KEY)).toBe(true);
    for (const wrong of [undefined, '', 'k', `${KEY}k`, KEY.toUpperCase()]) expect(shopKeyMatches(wrong, KEY)).toBe(false);
    expect(shopKeyMatches('', '')).toBe(false);
  });
});

describe('requireShopKey', () => {
  function run(headers: Record<string, string>) {
    const next = vi.fn();
    const res = { writeHead: vi.fn(), end: vi.fn() };
    requireShopKey(KEY)(request(headers), res as unknown as ServerResponse, next);
    return { next, res };
  }

  it('passes a request with the key on', () => {
    const { next, res } = run({ 'x-talat-shop-key': KEY });
    expect(next).toHaveBeenCalledOnce();
    expect(res.writeHead).not.toHaveBeenCalled();
  });

  it('answers 403 with a GraphQL-shaped FORBIDDEN error otherwise', () => {
    const { next, res } = run({ 'x-talat-shop-key': 'guess' });
    expect(next).not.toHaveBeenCalled();
    expect(res.writeHead).toHaveBeenCalledWith(403, expect.objectContaining({ 'content-type': 'application/json; charset=utf-8' }));
    expect(JSON.parse(res.end.mock.calls[0]![0] as string)).toEqual({
      errors: [{ message: 'The Shop API answers the storefront only.', extensions: { code: 'FORBIDDEN' } }],
    });
  });
});

describe('requestClient', () => {
  const none = parseTrustProxy(undefined);

  it("believes the storefront's client address beside the right key", () => {
    expect(requestClient(request({ 'x-talat-shop-key': KEY, 'x-talat-client-address': '203.0.113.9' }), KEY, none)).toBe('203.0.113.9');
    expect(requestClient(request({ 'x-talat-shop-key': KEY, 'x-talat-client-address': '::ffff:203.0.113.9' }), KEY, none)).toBe(
      '203.0.113.9',
    );
  });

  it('uses the connection without the key, or when the told address is not an address', () => {
    expect(requestClient(request({ 'x-talat-client-address': '203.0.113.9' }), KEY, none)).toBe('10.1.2.3');
    expect(requestClient(request({ 'x-talat-shop-key': 'nope', 'x-talat-client-address': '203.0.113.9' }), KEY, none)).toBe('10.1.2.3');
    expect(requestClient(request({ 'x-talat-shop-key': KEY, 'x-talat-client-address': 'me' }), KEY, none)).toBe('10.1.2.3');
  });

  it('reads X-Forwarded-For only through trusted proxies', () => {
    const spoofed = request({ 'x-forwarded-for': '198.51.100.7' });
    expect(requestClient(spoofed, KEY, none)).toBe('10.1.2.3');
    expect(requestClient(spoofed, KEY, parseTrustProxy('10.0.0.0/8'))).toBe('198.51.100.7');
  });
});
