import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../cookies/names';
import { firstVisitDecision, OWN_ROUTE_SEGMENTS, twinSlug, type FirstVisitRequest } from './first-visit';
import type { ListingRules } from './kept-query';

function request(over: Partial<Omit<FirstVisitRequest, 'cookie'>> & { cookies?: Record<string, string> } = {}): FirstVisitRequest {
  const { cookies = {}, ...rest } = over;
  return {
    method: 'GET',
    locale: 'en',
    pathname: '/en/kits/home-kit',
    searchParams: new URLSearchParams(),
    cookie: (name) => cookies[name],
    ...rest,
  };
}

const rules: ListingRules = {
  allowed_query_params: ['page', 'sort', 'size', 'q'],
  sort_options: [{ value: 'position', label: 'Position', url: 'position' }],
  default_sort_by: 'position',
};

describe('firstVisitDecision', () => {
  it('rewrites a catalogue page, the home page and a Next.js navigation request to the twin route in the locale’s currency', () => {
    expect(firstVisitDecision(request())).toEqual({ action: 'rewrite', pathname: '/en/_first-visit/GBP/kits/home-kit' });
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th' }))).toEqual({
      action: 'rewrite',
      pathname: '/th/_first-visit-home/THB',
    });
    expect(firstVisitDecision(request({ searchParams: new URLSearchParams('_rsc=abc') }))).toEqual({
      action: 'rewrite',
      pathname: '/en/_first-visit/GBP/kits/home-kit',
    });
    expect(firstVisitDecision(request({ method: 'HEAD', pathname: '/en/home-shirt-2025' })).action).toBe('rewrite');
  });

  it('gives a shopper with a cart, a last-visited category or a session the same kept page', () => {
    const cookies = { [COOKIE.cart]: '{"total_quantity":2}', [COOKIE.lastCategory]: 'abc', [COOKIE.customer]: 'authenticated', _ga: 'x' };
    expect(firstVisitDecision(request({ cookies }))).toEqual({ action: 'rewrite', pathname: '/en/_first-visit/GBP/kits/home-kit' });
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th', cookies }))).toEqual({
      action: 'rewrite',
      pathname: '/th/_first-visit-home/THB',
    });
  });

  it('keeps a page in another currency under that currency, and reads an unknown one as the locale’s own', () => {
    expect(firstVisitDecision(request({ cookies: { [COOKIE.currency]: 'THB' } }))).toEqual({
      action: 'rewrite',
      pathname: '/en/_first-visit/THB/kits/home-kit',
    });
    expect(firstVisitDecision(request({ locale: 'th', pathname: '/th', cookies: { [COOKIE.currency]: 'GBP' } }))).toEqual({
      action: 'rewrite',
      pathname: '/th/_first-visit-home/GBP',
    });
    expect(firstVisitDecision(request({ cookies: { [COOKIE.currency]: 'XYZ' } }))).toEqual({
      action: 'rewrite',
      pathname: '/en/_first-visit/GBP/kits/home-kit',
    });
  });

  it('keeps filtered, sorted and paged listings and search results under their normalised query', () => {
    const query = (q: string, pathname = '/en/kits') =>
      firstVisitDecision(request({ pathname, searchParams: new URLSearchParams(q), rules }));
    expect(query('sort=bogus&page=2&size=M&utm_source=x')).toEqual({
      action: 'rewrite',
      pathname: `/en/_first-visit/GBP/kits/~q/${encodeURIComponent('size=m&page=2')}`,
    });
    expect(query('q=%20Home%20Shirt', '/en/search')).toEqual({
      action: 'rewrite',
      pathname: `/en/_first-visit/GBP/search/~q/${encodeURIComponent('q=home+shirt')}`,
    });
    expect(query('', '/en/search')).toEqual({ action: 'rewrite', pathname: '/en/_first-visit/GBP/search' });
    // The home page reads no query.
    expect(query('size=m', '/en')).toEqual({ action: 'rewrite', pathname: '/en/_first-visit-home/GBP' });
  });

  it('renders a product’s own views, and listings before the store’s rules are known, per request', () => {
    for (const q of ['variant=X', 'reviews-page=2', 'reviews-page=2&size=m']) {
      expect(firstVisitDecision(request({ pathname: '/en/home-shirt-2025', searchParams: new URLSearchParams(q), rules })).action, q).toBe(
        'none',
      );
    }
    expect(firstVisitDecision(request({ searchParams: new URLSearchParams('page=2') })).action).toBe('none');
  });

  it('leaves the routes of their own (cart, checkout, ...) and non-GET requests alone', () => {
    for (const path of ['/en/cart', '/en/checkout/secure', '/en/404', '/en/styleguide', '/en/adyen-direct', '/en/_icons', '/en/customer']) {
      expect(firstVisitDecision(request({ pathname: path })).action, path).toBe('none');
    }
    expect(firstVisitDecision(request({ method: 'POST' })).action).toBe('none');
  });

  it('answers a request for an internal twin route by name as an unknown page', () => {
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit/kits' }))).toEqual({ action: 'not-found' });
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit-home/GBP' }))).toEqual({ action: 'not-found' });
    expect(firstVisitDecision(request({ pathname: '/en/_first-visit', method: 'POST' }))).toEqual({ action: 'not-found' });
  });

  it('reads a twin’s slug back into the page’s path and query', () => {
    expect(twinSlug(['kits', 'home-kit'])).toEqual({ path: ['kits', 'home-kit'], query: new URLSearchParams() });
    const { path, query } = twinSlug(['search', '~q', 'q=home+shirt&size=l%2Cm']);
    expect(path).toEqual(['search']);
    expect(Object.fromEntries(query)).toEqual({ q: 'home shirt', size: 'l,m' });
    // As the proxy wrote it, when the router passes the segment on undecoded.
    expect(Object.fromEntries(twinSlug(['search', '~q', encodeURIComponent('q=home+shirt&size=l%2Cm')]).query)).toEqual({
      q: 'home shirt',
      size: 'l,m',
    });
    expect(Object.fromEntries(twinSlug(['kits', '~q', '%E0%A4%A']).query)).toEqual({});
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
