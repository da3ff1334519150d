import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { routeKindOf } from './route-kind';

describe('routeKindOf', () => {
  const kind = routeKindOf({ shopApiPath: 'shop-api', adminApiPath: 'admin-api', adminPath: 'admin', assetsPath: 'assets' });
  const of = (url: string) => kind({ url } as IncomingMessage);

  it('names the route kinds, whatever the query', () => {
    expect(of('/shop-api?languageCode=th')).toBe('shop-api');
    expect(of('/admin-api')).toBe('admin-api');
    expect(of('/admin/catalog/products')).toBe('admin');
    expect(of('/assets/preview/ab/shirt.png?preset=thumb')).toBe('assets');
  });

  it('reads the whole path after a router shortened req.url', () => {
    expect(kind({ url: '/', originalUrl: '/shop-api?languageCode=th' } as IncomingMessage & { originalUrl: string })).toBe('shop-api');
  });

  it('puts everything else under other, a path that merely starts alike included', () => {
    for (const url of ['/health', '/ready', '/payments/test-card/tokens', '/administrator', '/shop-apis', '/'])
      expect(of(url)).toBe('other');
  });
});
