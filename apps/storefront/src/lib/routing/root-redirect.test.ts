import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env-schema';
import { rootRedirectLocation } from './root-redirect';

describe('rootRedirectLocation', () => {
  it('sends / to a shop path in the shopper’s language, or to a full URL', () => {
    expect(rootRedirectLocation('/', '/kits/home-kit', 'th')).toBe('/th/kits/home-kit');
    expect(rootRedirectLocation('/', '/?utm=x', 'en')).toBe('/en?utm=x');
    expect(rootRedirectLocation('/', 'https://club.example/', 'en')).toBe('https://club.example/');
  });

  it('leaves every other path, and a shop without one, alone', () => {
    expect(rootRedirectLocation('/en', '/kits/home-kit', 'en')).toBeNull();
    expect(rootRedirectLocation('/th/cart', '/kits', 'th')).toBeNull();
    expect(rootRedirectLocation('/', undefined, 'th')).toBeNull();
  });
});

describe('ROOT_REDIRECT settings', () => {
  it('defaults to status 302 and takes 301', () => {
    expect(parseEnv({ ROOT_REDIRECT: '/kits' }).ROOT_REDIRECT_STATUS).toBe(302);
    expect(parseEnv({ ROOT_REDIRECT: '/kits', ROOT_REDIRECT_STATUS: '301' }).ROOT_REDIRECT_STATUS).toBe(301);
  });

  it('refuses a target that is neither a shop path nor an http(s) URL, and other statuses', () => {
    for (const bad of ['kits', '//evil.example', 'javascript:alert(1)']) expect(() => parseEnv({ ROOT_REDIRECT: bad }), bad).toThrow();
    expect(() => parseEnv({ ROOT_REDIRECT_STATUS: '307' })).toThrow();
  });
});
