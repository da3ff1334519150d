import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../cookies/names';
import { firstVisitDecision, OWN_ROUTE_SEGMENTS, type FirstVisitRequest } from './first-visit';

function request(over: Partial<Omit<FirstVisitRequest, 'cookie'>> & { cookies?: Record<string, string> } = {}): FirstVisitRequest {
  const { cookies = {}, ...rest } = over;
  return { method: 'GET', locale: 'en', pathname: '/en/kits/home-kit', searchParams: new URLSearchParams(), cookie: (name) => cookies[name], ...rest };
}

describe('firstVisitDecision', () => {
  it('rewrites a cookie-less catalogue page, the home page and a Next.js navigation request to the twin route', () => {
    expect(firstVisitDecision(request())).toEqual({ action: 'rewrite', pathname: '/en/_first-visit/kits/home-kit' });
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th' }))).toEqual({ action: 'rewrite', pathname: '/th/_first-visit-home/index' });
    expect(firstVisitDecision(request({ searchParams: new URLSearchParams('_rsc=abc') }))).toEqual({ action: 'rewrite', pathname: '/en/_first-visit/kits/home-kit' });
    expect(firstVisitDecision(request({ method: 'HEAD', pathname: '/en/home-shirt-2025' })).action).toBe('rewrite');
  });

  it('keeps the locale cookies and the locale’s own currency a first visit', () => {
    const cookies = { [COOKIE.locale]: 'th', [COOKIE.currency]: 'THB', [COOKIE.country]: 'TH', _ga: 'x' };
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th/kits', cookies })).action).toBe('rewrite');
  });

  it('leaves a page with a cart, a last-visited category or another currency to the per-request route', () => {
    expect(firstVisitDecision(request({ cookies: { [COOKIE.cart]: '{"total_quantity":0}' } })).action).toBe('none');
    expect(firstVisitDecision(request({ cookies: { [COOKIE.lastCategory]: 'abc' } })).action).toBe('none');
    expect(firstVisitDecision(request({ cookies: { [COOKIE.currency]: 'THB' } })).action).toBe('none');
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th', cookies: { [COOKIE.currency]: 'GBP' } })).action).toBe('none');
  });

  it('leaves filtered, sorted, paged and other query-bearing views to the per-request route', () => {
    for (const query of ['page=2', 'color=red', 'sort=price', 'variant=X', 'reviews-page=2', 'q=shirt', '_rsc=1&page=2', '<script>=1']) {
      expect(firstVisitDecision(request({ searchParams: new URLSearchParams(query) })).action, query).toBe('none');
    }
  });

  it('leaves the routes of their own (cart, search, checkout, ...) and non-GET requests alone', () => {
    for (const path of ['/en/cart', '/en/search', '/en/checkout/secure', '/en/404', '/en/styleguide', '/en/adyen-direct', '/en/_icons']) {
      expect(firstVisitDecision(request({ pathname: path })).action, path).toBe('none');
    }
    expect(firstVisitDecision(request({ method: 'POST' })).action).toBe('none');
  });

  it('answers a request for an internal twin route by name as an unknown page', () => {
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit/kits' }))).toEqual({ action: 'not-found' });
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit-home/index' }))).toEqual({ action: 'not-found' });
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit', method: 'POST' }))).toEqual({ action: 'not-found' });
  });

  it('knows every route folder under app/[locale] that is not the catch-all', () => {
    const root = join(import.meta.dirname, '../../app/[locale]');
    const folders: string[] = [];
    for (const group of readdirSync(root, { withFileTypes: true })) {
      if (!group.isDirectory() || !/^\(.+\)$/.test(group.name)) continue;
      for (const entry of readdirSync(join(root, group.name), { withFileTypes: true })) {
        if (!entry.isDirectory() || entry.name.startsWith('[')) continue;
        folders.push(entry.name.replace(/^%5F/, '_'));
      }
    }
    const own = folders.filter((name) => name !== '_first-visit' && name !== '_first-visit-home');
    expect(new Set(own)).toEqual(OWN_ROUTE_SEGMENTS);
  });
});
