import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../messages/en.json';
import th from '../messages/th.json';
import { markBackendAway } from '../src/lib/routing/not-found-status';
import { errorPageLang, errorPages, withErrorPage } from './error-page';
import { withResponseStatus } from './response-status';

const pages = errorPages(join(__dirname, '..'));
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

async function serve(
  page: (req: IncomingMessage, res: ServerResponse) => void,
  path = '/th/crest-mug',
  init: RequestInit = {},
): Promise<Response> {
  server = createServer((req, res) => {
    withErrorPage(req, res, pages);
    page(req, res);
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  return fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}${path}`, init);
}

const nextShell = (_req: IncomingMessage, res: ServerResponse) => {
  res.statusCode = 500;
  res.setHeader('content-type', 'text/html; charset=utf-8');
  res.setHeader('content-length', String(Buffer.byteLength('<html id="__next_error__"></html>')));
  res.write('<html id="__next_error__">');
  res.end('</html>');
};

describe('withErrorPage', () => {
  it('answers Next’s empty 500 shell with the bilingual page, the shopper’s language first', async () => {
    const res = await serve(nextShell);
    expect(res.status).toBe(500);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toMatch(/^<!doctype html><html lang="th">/);
    expect(html.indexOf(th.error.title)).toBeLessThan(html.indexOf(en.error.title));
    expect(html).toContain(`<section lang="en-GB"><h2>${en.error.title}</h2>`);
    expect(html).not.toContain('__next_error__');
  });

  it('says "back shortly" when a backing service was away (the status then goes out as 503)', async () => {
    server = createServer((req, res) =>
      withResponseStatus(res, () => {
        withErrorPage(req, res, pages);
        markBackendAway(10);
        nextShell(req, res);
      }),
    );
    await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
    const res = await fetch(`http://127.0.0.1:${(server!.address() as AddressInfo).port}/en/about`);
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('10');
    const html = await res.text();
    expect(html).toContain(`<h1>${en.pageAway.title}</h1>`);
    expect(html).toContain(`<section lang="th"><h2>${th.pageAway.title}</h2>`);
  });

  it('keeps a 500 page the shop rendered itself, and takes its mark off', async () => {
    const res = await serve(
      (_req, res) => res.writeHead(500, { 'x-talat-error-page': '1', 'content-type': 'text/html' }).end('<html lang="en-GB">ours</html>'),
      '/en',
    );
    expect(res.status).toBe(500);
    expect(await res.text()).toBe('<html lang="en-GB">ours</html>');
    expect(res.headers.get('x-talat-error-page')).toBeNull();
  });

  it('leaves other statuses, client-side navigations and other methods alone', async () => {
    const cases: Array<[Parameters<typeof serve>[0], string, RequestInit, string]> = [
      [(_q, r) => void r.writeHead(503, { 'content-type': 'text/html' }).end('away'), '/en', {}, 'away'],
      [nextShell, '/en', { headers: { rsc: '1' } }, '<html id="__next_error__"></html>'],
      [nextShell, '/en', { method: 'POST' }, '<html id="__next_error__"></html>'],
    ];
    for (const [page, path, init, body] of cases) {
      expect(await (await serve(page, path, init)).text()).toBe(body);
      await new Promise<void>((done) => server!.close(() => done()));
      server = undefined;
    }
  });
});

describe('errorPageLang', () => {
  it('reads the path, then the locale cookie, then takes English', () => {
    expect(errorPageLang('/th/cart?x=1', 'i18n_redirected=en')).toBe('th');
    expect(errorPageLang('/', 'a=b; i18n_redirected=th')).toBe('th');
    expect(errorPageLang('/fr/x', undefined)).toBe('en');
  });
});
