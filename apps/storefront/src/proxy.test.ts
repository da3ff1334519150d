import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../messages/en.json';
import th from '../messages/th.json';

/** The proxy reads MAINTENANCE_MODE once per process (a module variable): a fresh module per case. */
async function freshProxy(maintenance: string | undefined) {
  vi.resetModules();
  vi.stubEnv('MAINTENANCE_MODE', maintenance);
  return (await import('./proxy')).proxy;
}

const request = (path: string, headers: Record<string, string> = {}) => new NextRequest(new URL(path, 'http://shop.test'), { headers });

describe('proxy in maintenance mode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('answers every page 503 Service Unavailable, not cached, with a retry hint', async () => {
    const proxy = await freshProxy('true');
    for (const path of [
      '/',
      '/en',
      '/th',
      '/en/crest-mug',
      '/th/kits/home-kit?page=2',
      '/en/cart',
      '/th/checkout/payment',
      '/fr/x',
      '/en/%',
    ]) {
      const res = await proxy(request(path));
      expect(res.status, path).toBe(503);
      expect(res.statusText, path).toBe('Service Unavailable');
      expect(res.headers.get('content-type'), path).toBe('text/html; charset=utf-8');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      expect(Number(res.headers.get('retry-after')), path).toBeGreaterThan(0);
      expect(res.headers.get('location'), path).toBeNull();
      expect(res.headers.get('x-middleware-rewrite'), path).toBeNull();
    }
  });

  it('speaks the language of a Thai path first, with the English words after', async () => {
    const proxy = await freshProxy('true');
    const html = await (await proxy(request('/th/crest-mug'))).text();
    expect(html).toMatch(/^<!doctype html><html lang="th">/);
    expect(html).toContain(`<title>${th.maintenance.title}</title>`);
    expect(html.indexOf(th.maintenance.text)).toBeGreaterThan(-1);
    expect(html.indexOf(en.maintenance.text)).toBeGreaterThan(html.indexOf(th.maintenance.text));
    expect(html).toContain('lang="en-GB"');
  });

  it('speaks English on an English path, with the Thai words after', async () => {
    const proxy = await freshProxy('true');
    const html = await (await proxy(request('/en/cart'))).text();
    expect(html).toMatch(/^<!doctype html><html lang="en-GB">/);
    expect(html).toContain(`<title>${en.maintenance.title}</title>`);
    expect(html.indexOf(th.maintenance.text)).toBeGreaterThan(html.indexOf(en.maintenance.text));
    expect(html).toContain('lang="th"');
  });

  it('without a locale in the path, follows the locale cookie, then the browser language', async () => {
    const proxy = await freshProxy('true');
    expect(await (await proxy(request('/', { cookie: 'i18n_redirected=th' }))).text()).toMatch(/<html lang="th">/);
    expect(await (await proxy(request('/', { 'accept-language': 'th-TH,th;q=0.9' }))).text()).toMatch(/<html lang="th">/);
    expect(await (await proxy(request('/', { 'accept-language': 'de-DE' }))).text()).toMatch(/<html lang="en-GB">/);
  });
});

describe('proxy without maintenance mode', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  for (const value of [undefined, 'false']) {
    it(`serves pages as usual (MAINTENANCE_MODE=${value ?? 'unset'})`, async () => {
      const proxy = await freshProxy(value);
      const page = await proxy(request('/en/cart', { cookie: 'i18n_redirected=en' }));
      expect(page.status).toBe(200);
      expect(page.headers.get('x-middleware-next')).toBe('1');
      const product = await proxy(request('/en/crest-mug', { cookie: 'i18n_redirected=en' }));
      expect(product.status).toBe(200);
      expect(product.headers.get('x-middleware-rewrite')).toBe('http://shop.test/en/_first-visit/GBP/crest-mug');
      const home = await proxy(request('/', { cookie: 'i18n_redirected=th' }));
      expect(home.status).toBe(302);
      expect(home.headers.get('location')).toBe('http://shop.test/th');
    });
  }
});

describe('proxy with kept listings', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('sends a listing to its kept page under its normalised query, from its first request', async () => {
    const proxy = await freshProxy(undefined);
    const { publishListingRules } = await import('./lib/routing/listing-rules');
    publishListingRules('en', { allowed_query_params: ['q', 'size'], sort_options: [], default_sort_by: 'position' });
    const headers = { cookie: 'i18n_redirected=en' };
    // The route of a URL never changes from one request to the next: a page's own prefetches ask
    // for segments of the route its document came from (the hang of issue 30, item 5).
    for (const path of ['/en/search?q=Scarf&utm_source=mail', '/en/search?q=scarf']) {
      expect((await proxy(request(path, headers))).headers.get('x-middleware-rewrite'), path).toMatch(
        /^http:\/\/shop\.test\/en\/_first-visit\/GBP\/search\/~q\/q%3Dscarf\?/,
      );
    }
    expect((await proxy(request('/en/kits', headers))).headers.get('x-middleware-rewrite')).toBe(
      'http://shop.test/en/_first-visit/GBP/kits',
    );
  });
});
