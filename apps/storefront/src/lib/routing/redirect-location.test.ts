import { describe, expect, it } from 'vitest';
import { redirectLocation } from './redirect-location';

describe('redirectLocation', () => {
  it('puts an internal target under the shopper’s language, keeping its query', () => {
    expect(redirectLocation({ type: 'REDIRECT', status: 301, target: '/kits/home-kit', external: false }, 'th')).toBe('/th/kits/home-kit');
    expect(redirectLocation({ type: 'REDIRECT', status: 302, target: '/shop-all?sort=price_asc', external: false }, 'en')).toBe(
      '/en/shop-all?sort=price_asc',
    );
    expect(redirectLocation({ type: 'REDIRECT', status: 302, target: '/', external: false }, 'en')).toBe('/en');
    expect(redirectLocation({ type: 'REDIRECT', status: 302, target: '/?ref=x', external: false }, 'th')).toBe('/th?ref=x');
  });

  it('sends an external target as it is', () => {
    expect(redirectLocation({ type: 'REDIRECT', status: 302, target: 'https://example.org/a?b=1', external: true }, 'th')).toBe(
      'https://example.org/a?b=1',
    );
  });
});
