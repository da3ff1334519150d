import { createServer, request, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { keepSharedCachesAsking, originCacheControl, REVALIDATE_AT_ORIGIN } from './cache-control';

describe('originCacheControl', () => {
  it('turns a shared-cache lifetime into revalidation at the storefront', () => {
    expect(originCacheControl('s-maxage=60, stale-while-revalidate=31535940')).toBe(REVALIDATE_AT_ORIGIN);
    expect(originCacheControl('public, S-MAXAGE=31536000')).toBe(REVALIDATE_AT_ORIGIN);
  });

  it('leaves every other Cache-Control as it is', () => {
    for (const value of ['private, no-cache, no-store, max-age=0, must-revalidate', 'public, max-age=31536000, immutable', 'no-store']) {
      expect(originCacheControl(value)).toBe(value);
    }
  });
});

describe('keepSharedCachesAsking', () => {
  let server: Server | undefined;
  afterEach(() => server?.close());

  async function headersFor(set: (res: ServerResponse) => void): Promise<Record<string, unknown>> {
    server = createServer((_req, res) => {
      keepSharedCachesAsking(res);
      set(res);
      res.end('ok');
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new Promise((resolve, reject) => {
      request({ port, host: '127.0.0.1' }, (res) => {
        res.resume();
        res.on('end', () => resolve(res.headers));
      })
        .on('error', reject)
        .end();
    });
  }

  it('sends a kept page as revalidate-at-origin, and other answers unchanged', async () => {
    expect(
      (await headersFor((res) => res.setHeader('Cache-Control', 's-maxage=60, stale-while-revalidate=31535940')))['cache-control'],
    ).toBe(REVALIDATE_AT_ORIGIN);
    expect((await headersFor((res) => res.setHeader('cache-control', 'no-store')))['cache-control']).toBe('no-store');
    expect((await headersFor((res) => res.setHeader('X-Other', 's-maxage=1')))['x-other']).toBe('s-maxage=1');
  });
});
