import compression from 'compression';
import { createServer, request, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { PAGES_CHANGED_HEADER as ROUTE_HEADER } from '../src/lib/cache/pages-changed';
import { KEPT_PAGE_KEY, registerKeptPageKey } from '../src/lib/routing/kept-page-key';
import { publishListingRules } from '../src/lib/routing/listing-rules';
import { answerFromCache, carriesSignOn, PAGES_CHANGED_HEADER, pageKey, signOnLetsThrough, watchResponse } from './front-pages';
import { etagOf, PageCache } from './page-cache';

const PAGE = '<!doctype html><html lang="en-GB"><main>' + 'Home shirt 2025/26 '.repeat(300) + '</main></html>';

/** What Next.js answers in these tests: a kept page, unless the path asks for something else. */
function fakeNext(req: IncomingMessage, res: ServerResponse) {
  const url = req.url ?? '';
  if (url.startsWith('/api/revalidate')) {
    res.statusCode = 204;
    res.appendHeader(PAGES_CHANGED_HEADER, '1');
    res.end();
    return;
  }
  res.setHeader('content-type', 'text/html; charset=utf-8');
  // Next.js makes no ETag (next.config.ts generateEtags); one it did make is not kept.
  res.setHeader('etag', '"from-next"');
  res.setHeader('x-nextjs-cache', url.includes('stale') ? 'STALE' : url.includes('dynamic') ? '' : 'HIT');
  if (url.includes('csrf')) res.appendHeader('set-cookie', 's7-csrf=secret; Path=/');
  else res.appendHeader('set-cookie', 'i18n_redirected=en; Path=/');
  res.statusCode = url.includes('missing') ? 404 : 200;
  res.end(PAGE);
}

let server: Server | undefined;
afterEach(() => server?.close());

const RULES = {
  allowed_query_params: ['page', 'sort', 'size', 'q'],
  sort_options: [
    { value: 'position', label: 'Position', url: 'position' },
    { value: 'name', label: 'Name', url: 'name' },
  ],
  default_sort_by: 'position',
};

beforeAll(() => {
  // As the app does when it starts (instrumentation.ts) and once a page has read store config.
  registerKeptPageKey();
  publishListingRules('en', RULES);
  publishListingRules('th', RULES);
});

/** A server wired as server/main.ts wires it; counts the requests that reach "Next.js". */
async function start() {
  const cache = new PageCache({ maxBytes: 1e6, maxAgeMs: 5000 });
  const compress = compression();
  let toNext = 0;
  const toFakeNext = (req: IncomingMessage, res: ServerResponse) =>
    compress(req, res, () => {
      watchResponse(req, res, cache);
      toNext++;
      fakeNext(req, res);
    });
  server = createServer((req, res) => {
    if (carriesSignOn(req)) {
      void signOnLetsThrough(req).then((through) => (through && answerFromCache(req, res, cache) ? undefined : toFakeNext(req, res)));
      return;
    }
    if (answerFromCache(req, res, cache)) return;
    toFakeNext(req, res);
  });
  await new Promise<void>((r) => server!.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  const ask = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      request({ port, host: '127.0.0.1', path, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });
  return { ask, cache, reachedNext: () => toNext };
}

describe('the storefront server with kept pages', () => {
  it('answers a kept page from memory after Next.js answered it once, in every coding', async () => {
    const { ask, reachedNext } = await start();
    const first = await ask('/en/kits', { 'accept-encoding': 'br, gzip' });
    expect(brotliDecompressSync(first.body).toString()).toBe(PAGE);
    expect(reachedNext()).toBe(1);

    const br = await ask('/en/kits', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.headers['x-nextjs-cache']).toBe('HIT');
    // Answered from memory: its age is said; Next.js's own answer said none.
    expect(br.headers.age).toMatch(/^\d+$/);
    expect(first.headers.age).toBeUndefined();
    expect(br.headers.etag).toBe(etagOf(Buffer.from(PAGE)));
    expect(br.headers['set-cookie']).toEqual(['i18n_redirected=en; Path=/']);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers.date).toBeDefined();

    expect(gunzipSync((await ask('/en/kits', { 'accept-encoding': 'gzip' })).body).toString()).toBe(PAGE);
    const plain = await ask('/en/kits');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(PAGE);
    const head = await ask('/en/kits', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(reachedNext()).toBe(1);
  });

  it('answers 304 to a browser that holds the page', async () => {
    const { ask, reachedNext } = await start();
    await ask('/en/kits');
    const again = await ask('/en/kits', { 'if-none-match': etagOf(Buffer.from(PAGE)) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(reachedNext()).toBe(1);
  });

  it('keys pages as the proxy picks them: one page for every cart, history and tracking tag', async () => {
    const { ask, reachedNext } = await start();
    await ask('/en/kits');
    await ask('/en/kits', { cookie: '_ga=1; s7-csrf=abc' });
    // The cart count and the breadcrumbs' category are filled in by the browser (decision 0036).
    await ask('/en/kits', { cookie: 's7-cart=%7B%22total_quantity%22%3A2%7D; s7-last-category=abc' });
    await ask('/en/kits?utm_source=mail&fbclid=x');
    await ask('/en/kits', { cookie: 's7-currency=XYZ' });
    expect(reachedNext()).toBe(1);
    await ask('/en/kits', { cookie: 's7-currency=THB' });
    await ask('/en/kits?size=m');
    await ask('/en/kits?sort=name&size=M&utm_source=x');
    await ask('/th/kits');
    expect(reachedNext()).toBe(4);
  });

  it('leaves navigations, prefetches, API calls and other methods to Next.js', async () => {
    const { ask, reachedNext } = await start();
    await ask('/en/kits');
    await ask('/en/kits', { rsc: '1' });
    await ask('/en/kits', { 'next-router-prefetch': '1' });
    await ask('/en/kits?_rsc=abc');
    await ask('/en/kits', {}, 'POST');
    expect(reachedNext()).toBe(5);
    expect(pageKey({ method: 'GET', url: '/api/commerce/getCart', headers: {} } as IncomingMessage)).toBeNull();
    expect(pageKey({ method: 'GET', url: '/_next/static/chunks/a.js', headers: {} } as IncomingMessage)).toBeNull();
  });

  it('answers a request with sign-on cookies from the cache only when the sign-on gate lets it through', async () => {
    const { ask, reachedNext } = await start();
    await ask('/en/kits');
    const gates = globalThis as { [key: symbol]: unknown };
    const GATE = Symbol.for('talat.signOnGate');
    const before = gates[GATE];
    // As src/lib/sign-on/kept-page-gate.ts: a signed-in shopper whose check has nothing to do.
    gates[GATE] = async ({ cookie }: { cookie: (name: string) => string | undefined }) =>
      cookie('s7-customer') === 'authenticated' && cookie('s7-customer-token') !== undefined;
    try {
      await ask('/en/kits', { cookie: 's7-customer=authenticated; s7-customer-token=a; s7-refresh-token=r; _sa_sso_upid=u1' });
      expect(reachedNext()).toBe(1);
      for (const cookie of ['_sa_sso_upid=u1', 's7-sso-token=u1', 's7-refresh-token=r', 's7-customer=authenticated']) {
        await ask('/en/kits', { cookie });
      }
      expect(reachedNext()).toBe(5);
      // Without a gate (the app has not started), every such request goes to Next.js.
      delete gates[GATE];
      await ask('/en/kits', { cookie: 's7-customer=authenticated; s7-customer-token=a' });
      expect(reachedNext()).toBe(6);
    } finally {
      gates[GATE] = before;
    }
  });

  it('stores only kept pages: not a stale, per-request or failed answer, nor one that sets a shopper’s own cookie', async () => {
    const { ask, reachedNext } = await start();
    for (const path of ['/en/stale', '/en/dynamic', '/en/missing', '/en/csrf']) {
      await ask(path);
      await ask(path);
    }
    expect(reachedNext()).toBe(8);
  });

  it('drops every kept page once an answer marked pages-changed is sent, and never sends the mark', async () => {
    const { ask, cache, reachedNext } = await start();
    await ask('/en/kits');
    expect(cache.size).toBe(1);
    const notice = await ask('/api/revalidate', {}, 'POST');
    expect(notice.status).toBe(204);
    expect(notice.headers[PAGES_CHANGED_HEADER]).toBeUndefined();
    expect(cache.size).toBe(0);
    await ask('/en/kits');
    expect(reachedNext()).toBe(3);
  });
});

describe('what the key is made of', () => {
  const key = (url: string, cookie?: string) => pageKey({ method: 'GET', url, headers: cookie ? { cookie } : {} } as IncomingMessage);

  it('is the twin path of the page: locale, currency, path and normalised query', () => {
    expect(key('/en/kits', 'i18n_redirected=en')).toBe('/en/_first-visit/GBP/kits');
    expect(key('/en', 'i18n_redirected=en; s7-currency=THB')).toBe('/en/_first-visit-home/THB');
    expect(key('/th/search?q=%20Shirt&utm_source=x', 'i18n_redirected=th')).toBe(
      `/th/_first-visit/THB/search/~q/${encodeURIComponent('q=shirt')}`,
    );
    // URLSearchParams writes the comma as %2C; the path segment encodes it once more.
    expect(key('/en/kits?page=2&size=m,L', 'i18n_redirected=en')).toBe('/en/_first-visit/GBP/kits/~q/size%3Dl%252Cm%26page%3D2');
  });

  it('does not split on what the page does not read, and splits on what it does', () => {
    const same = ['', 's7-cart=%7B%7D; s7-last-category=x', 's7-currency=nope', 's7-currency=GBP', 'i18n_redirected=th; s7-currency=GBP'];
    const keys = same.map((cookie) => key('/en/kits?utm_source=x', `i18n_redirected=en; ${cookie}`));
    expect(new Set(keys.slice(0, 4)).size).toBe(1);
    // A shopper arriving from the other locale gets the answer that sets the locale cookies.
    expect(keys[4]).toBe(`${keys[0]}\nsets-locale-cookies`);
    expect(key('/en/kits', 'i18n_redirected=en; s7-currency=THB')).not.toBe(keys[0]);
  });

  it('is null where the proxy renders per request', () => {
    for (const url of [
      '/en/home-shirt-2025?variant=HOME-S',
      '/en/home-shirt-2025?reviews-page=2',
      '/en/cart',
      '/en/checkout/shipping',
      '/en/customer',
      '/',
      '/kits',
      '/en/%E0%A4%A',
    ]) {
      expect(key(url, 'i18n_redirected=en'), url).toBeNull();
    }
  });

  it('is null until the app has handed over its rule', () => {
    const store = globalThis as { [KEPT_PAGE_KEY]?: unknown };
    const rule = store[KEPT_PAGE_KEY];
    delete store[KEPT_PAGE_KEY];
    try {
      expect(key('/en/kits')).toBeNull();
    } finally {
      store[KEPT_PAGE_KEY] = rule;
    }
  });

  it('uses the mark the API routes set', () => {
    expect(PAGES_CHANGED_HEADER).toBe(ROUTE_HEADER);
  });
});
