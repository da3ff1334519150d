import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answerStatus, markBackendAway } from '../src/lib/routing/not-found-status';
import { RESPONSE_STATUS_KEY, withResponseStatus, type ResponseStatus } from './response-status';

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** What a page does (src/lib/routing/not-found-status.ts), from inside the request's async work. */
function askFor(status: number) {
  const storage = (globalThis as Record<symbol, { getStore(): ResponseStatus | undefined }>)[RESPONSE_STATUS_KEY];
  const store = storage?.getStore();
  if (store) store.status = status;
}

async function serve(page: (res: import('node:http').ServerResponse) => Promise<void>): Promise<Response> {
  server = createServer((_req, res) => void withResponseStatus(res, () => page(res)));
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/`, { redirect: 'manual' });
}

describe('withResponseStatus', () => {
  it('answers the status a page asked for after awaiting, with the page it rendered', async () => {
    const res = await serve(async (r) => {
      await new Promise((done) => setTimeout(done, 5));
      askFor(404);
      r.setHeader('content-type', 'text/html');
      r.end('<h1>Page not found</h1>');
    });
    expect(res.status).toBe(404);
    expect(await res.text()).toBe('<h1>Page not found</h1>');
  });

  it('answers a 500 of a request whose backing service was away as 503 with Retry-After, and leaves other 500s', async () => {
    const away = await serve(async (r) => {
      await new Promise((done) => setTimeout(done, 5));
      markBackendAway(10);
      r.writeHead(500, { 'content-type': 'text/html' }).end('<h1>Something went wrong</h1>');
    });
    expect(away.status).toBe(503);
    expect(away.headers.get('retry-after')).toBe('10');
    expect(await away.text()).toBe('<h1>Something went wrong</h1>');
    await new Promise<void>((done) => server!.close(() => done()));
    server = undefined;
    const failed = await serve(async (r) => void r.writeHead(500).end());
    expect(failed.status).toBe(500);
    expect(failed.headers.get('retry-after')).toBeNull();
  });

  it('leaves a page that asked for nothing as it is', async () => {
    expect((await serve(async (r) => void r.end('ok'))).status).toBe(200);
  });

  it('never turns a redirect or an error into the status asked for', async () => {
    const redirect = await serve(async (r) => {
      askFor(404);
      r.writeHead(303, { location: '/en' }).end();
    });
    expect(redirect.status).toBe(303);
  });

  it('answers a GET’s 308 and 307 (permanentRedirect() and redirect()) as 301 and 302, with one Location', async () => {
    for (const [next, expected] of [
      [308, 301],
      [307, 302],
    ] as const) {
      const res = await serve(async (r) => {
        r.statusCode = next;
        r.appendHeader('location', '/th/kits/home-kit');
        r.appendHeader('location', '/th/kits/home-kit');
        r.end();
      });
      expect(res.status).toBe(expected);
      expect(res.headers.get('location')).toBe('/th/kits/home-kit');
    }
  });

  it('leaves a redirect of another method, and other statuses, as they are', async () => {
    server = createServer((_req, res) => void withResponseStatus(res, () => res.writeHead(307, { location: '/en' }).end()));
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const url = `http://127.0.0.1:${(server!.address() as AddressInfo).port}/`;
    expect((await fetch(url, { method: 'POST', redirect: 'manual' })).status).toBe(307);
    expect((await serve(async (r) => void r.writeHead(303, { location: '/en' }).end())).status).toBe(303);
  });

  it('sends the headers a page asked for with its status (answerStatus, as the pages call it)', async () => {
    const res = await serve(async (r) => {
      await new Promise((done) => setTimeout(done, 5));
      expect(answerStatus(503, { 'retry-after': '10' })).toBe(true);
      r.writeHead(200, { 'content-type': 'text/html' });
      r.end('<h1>Back soon</h1>');
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    expect(res.headers.get('content-type')).toBe('text/html');
  });

  it('does not send those headers with a redirect', async () => {
    const res = await serve(async (r) => {
      answerStatus(503, { 'retry-after': '10' });
      r.writeHead(307, { location: '/en' }).end();
    });
    expect(res.status).toBe(302);
    expect(res.headers.get('retry-after')).toBeNull();
  });
});
