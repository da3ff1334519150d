import { describe, expect, it } from 'vitest';
import { clearUpidCookie, parseCookies, serializeCookie, upidCookie } from './cookies.js';

describe('serializeCookie', () => {
  it('writes the attributes in a fixed order', () => {
    expect(serializeCookie('a', 'b')).toBe('a=b; Path=/');
    expect(serializeCookie('a', 'b', { path: '/x', sameSite: 'Strict', secure: true, httpOnly: true, domain: 'example.com' })).toBe(
      'a=b; Domain=example.com; Path=/x; SameSite=Strict; Secure; HttpOnly',
    );
  });

  it('writes Max-Age with a matching Expires, and the epoch for 0', () => {
    const cleared = serializeCookie('a', '', { maxAge: 0 });
    expect(cleared).toBe('a=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/');
    const set = serializeCookie('a', 'b', { maxAge: 60 });
    const expires = Date.parse(/Expires=([^;]+)/.exec(set)![1]!);
    expect(Math.abs(expires - (Date.now() + 60_000))).toBeLessThan(2_000);
  });

  it('refuses names and values a browser would mangle', () => {
    expect(() => serializeCookie('a b', 'x')).toThrow();
    expect(() => serializeCookie('a', 'x;y')).toThrow();
    expect(() => serializeCookie('a', 'x y')).toThrow();
  });
});

describe('_sa_sso_upid', () => {
  const sub = '6f1d6d1e-5a51-4c1e-9b0a-000000000001';

  it('is readable by scripts, Lax, 30 days, Secure when asked, host-only by default', () => {
    const cookie = upidCookie(sub, { cookieDomain: undefined, cookieSecure: true });
    expect(cookie).toMatch(new RegExp(`^_sa_sso_upid=${sub}; Max-Age=2592000; Expires=[^;]+; Path=/; SameSite=Lax; Secure$`));
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('Domain');
  });

  it('carries the configured domain, and is cleared with the same domain and path', () => {
    const settings = { cookieDomain: '.talat.example', cookieSecure: false };
    expect(upidCookie(sub, settings)).toContain('Domain=.talat.example; Path=/; SameSite=Lax');
    expect(upidCookie(sub, settings)).not.toContain('Secure');
    expect(clearUpidCookie(settings)).toMatch(
      /^_sa_sso_upid=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Domain=\.talat\.example; Path=\/; SameSite=Lax$/,
    );
  });
});

describe('parseCookies', () => {
  it('reads pairs, unquotes, keeps the first of a name, skips junk', () => {
    const cookies = parseCookies('a=1; b="two"; a=3; junk; =x; c=');
    expect([...cookies]).toEqual([
      ['a', '1'],
      ['b', 'two'],
      ['c', ''],
    ]);
    expect(parseCookies(undefined).size).toBe(0);
  });
});
