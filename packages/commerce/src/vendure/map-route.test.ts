import { describe, expect, it } from 'vitest';
import { homeKitCollection } from './__fixtures__/catalogue';
import { mapRoute, parseRoutePath } from './map-route';
import type { RawRouteMatch } from './raw-types';

describe('parseRoutePath', () => {
  it('splits a valid path and takes the last segment as slug', () => {
    expect(parseRoutePath('/kits/home-kit/')).toEqual({
      path: 'kits/home-kit',
      segments: ['kits', 'home-kit'],
      slug: 'home-kit',
    });
  });

  it.each([
    ['empty', ''],
    ['only slashes', '///'],
    ['too long', 'a'.repeat(513)],
    ['a dot segment', 'kits/../admin'],
    ['an empty segment', 'kits//home-kit'],
    ['bad characters', 'kits/home kit'],
    ['a query', 'kits?x=1'],
    ['a leading hyphen', '-kits'],
    ['too deep', 'a/b/c/d/e/f/g/h/i'],
  ])('returns null for %s', (_name, path) => {
    expect(parseRoutePath(path)).toBeNull();
  });

  it('returns null for a non-string', () => {
    expect(parseRoutePath(42)).toBeNull();
  });
});

describe('mapRoute', () => {
  const product: RawRouteMatch['product'] = { id: '7', slug: 'home-shirt-2025', variants: [{ sku: 'HS25-S' }] };
  const collection: RawRouteMatch['collection'] = {
    id: '3',
    slug: 'home-kit',
    breadcrumbs: homeKitCollection.breadcrumbs,
  };

  it('returns a product for a bare slug', () => {
    expect(mapRoute(parseRoutePath('home-shirt-2025')!, { product, collection: null })).toEqual({
      type: 'PRODUCT',
      uid: '7',
      sku: 'HS25-S',
      url_key: 'home-shirt-2025',
    });
  });

  it('returns a category for its full url_path or bare slug', () => {
    const expected = { type: 'CATEGORY', uid: '3', url_path: 'kits/home-kit' };
    expect(mapRoute(parseRoutePath('kits/home-kit')!, { product: null, collection })).toEqual(expected);
    expect(mapRoute(parseRoutePath('home-kit')!, { product: null, collection })).toEqual(expected);
  });

  it('returns null for a category under the wrong parents', () => {
    expect(mapRoute(parseRoutePath('gifts/home-kit')!, { product: null, collection })).toBeNull();
  });

  it('returns null for a product listed nowhere (visibility none: no page of its own), and a product for the other visibilities', () => {
    const wrap = { id: '60', slug: 'gift-wrap', variants: [{ sku: 'TFC-GIFTWRAP' }] };
    expect(
      mapRoute(parseRoutePath('gift-wrap')!, { product: { ...wrap, customFields: { visibility: 'none' } }, collection: null }),
    ).toBeNull();
    for (const visibility of ['catalog_search', 'catalog', 'search']) {
      expect(mapRoute(parseRoutePath('gift-wrap')!, { product: { ...wrap, customFields: { visibility } }, collection: null })?.type).toBe(
        'PRODUCT',
      );
    }
  });

  it('returns null for a product below other segments', () => {
    expect(mapRoute(parseRoutePath('kits/home-shirt-2025')!, { product, collection: null })).toBeNull();
  });

  it('returns null when nothing matches', () => {
    expect(mapRoute(parseRoutePath('nothing')!, { product: null, collection: null })).toBeNull();
  });

  it('returns a redirect rule before the product or collection of the same path', () => {
    const urlRedirect = { source: 'home-shirt-2025', target: '/kits/home-kit', status: 301, external: false };
    expect(mapRoute(parseRoutePath('home-shirt-2025')!, { urlRedirect, product, collection: null })).toEqual({
      type: 'REDIRECT',
      status: 301,
      target: '/kits/home-kit',
      external: false,
    });
    const away = { source: 'club-history', target: 'https://example.org/history', status: 302, external: true };
    expect(mapRoute(parseRoutePath('club-history')!, { urlRedirect: away, product: null, collection: null })).toEqual({
      type: 'REDIRECT',
      status: 302,
      target: 'https://example.org/history',
      external: true,
    });
  });

  it('drops a redirect the shopper must not be sent to, and treats any other status as 302', () => {
    const none = { product: null, collection: null };
    for (const [target, external] of [
      ['//evil.example/x', false],
      ['kits', false],
      ['javascript:alert(1)', true],
      ['/\\evil', false],
    ] as const) {
      expect(
        mapRoute(parseRoutePath('old')!, { ...none, urlRedirect: { source: 'old', target, status: 301, external } }),
        target,
      ).toBeNull();
    }
    expect(
      mapRoute(parseRoutePath('old')!, { ...none, urlRedirect: { source: 'old', target: '/x', status: 307, external: false } }),
    ).toMatchObject({ status: 302 });
  });

  it('accepts the dotted names of old addresses, for their redirects', () => {
    expect(parseRoutePath('shop/home-shirt.html')).toMatchObject({ slug: 'home-shirt.html' });
    expect(parseRoutePath('.hidden')).toBeNull();
  });
});
