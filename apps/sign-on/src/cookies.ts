import type { IncomingMessage, ServerResponse } from 'node:http';

export interface CookieOptions {
  maxAge?: number;
  domain?: string;
  path?: string;
  sameSite?: 'Strict' | 'Lax' | 'None';
  secure?: boolean;
  httpOnly?: boolean;
}

const NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const VALUE = /^[!#$%&'()*+\-./0-9:<=>?@A-Z[\]^_`a-z{|}~]*$/;

/** One `Set-Cookie` header value; throws on a name or value a browser would mangle. */
export function serializeCookie(name: string, value: string, options: CookieOptions = {}): string {
  if (!NAME.test(name)) throw new TypeError(`bad cookie name ${JSON.stringify(name)}`);
  if (!VALUE.test(value)) throw new TypeError(`bad cookie value for ${name}`);
  const parts = [`${name}=${value}`];
  if (options.maxAge !== undefined) {
    const maxAge = Math.max(0, Math.floor(options.maxAge));
    parts.push(`Max-Age=${maxAge}`);
    parts.push(`Expires=${new Date(maxAge === 0 ? 0 : Date.now() + maxAge * 1000).toUTCString()}`);
  }
  if (options.domain) parts.push(`Domain=${options.domain}`);
  parts.push(`Path=${options.path ?? '/'}`);
  if (options.sameSite) parts.push(`SameSite=${options.sameSite}`);
  if (options.secure) parts.push('Secure');
  if (options.httpOnly) parts.push('HttpOnly');
  return parts.join('; ');
}

/** Cookies of a `Cookie` request header; the first of a repeated name wins (the most specific path). */
export function parseCookies(header: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const pair = part.trim();
    const eq = pair.indexOf('=');
    if (eq <= 0) continue;
    const name = pair.slice(0, eq).trim();
    let value = pair.slice(eq + 1).trim();
    if (value.startsWith('"') && value.endsWith('"') && value.length >= 2) value = value.slice(1, -1);
    if (!cookies.has(name)) cookies.set(name, value);
  }
  return cookies;
}

export const requestCookie = (req: IncomingMessage, name: string): string | undefined => parseCookies(req.headers.cookie).get(name);

/** Adds a `Set-Cookie` header, keeping the ones already set (by this code or by oidc-provider's Koa cookies). */
export function appendSetCookie(res: ServerResponse, cookie: string): void {
  const current = res.getHeader('set-cookie');
  const list = current === undefined ? [] : Array.isArray(current) ? current : [String(current)];
  res.setHeader('set-cookie', [...list, cookie]);
}

/** The cookie naming the account signed on at the provider; the storefront reads it (not HttpOnly). */
export const UPID_COOKIE = '_sa_sso_upid';
export const UPID_MAX_AGE = 30 * 24 * 60 * 60;

export interface UpidCookieSettings {
  cookieDomain: string | undefined;
  cookieSecure: boolean;
}

const upidOptions = (s: UpidCookieSettings, maxAge: number): CookieOptions => ({
  maxAge,
  domain: s.cookieDomain,
  path: '/',
  sameSite: 'Lax',
  secure: s.cookieSecure,
  httpOnly: false,
});

/** `_sa_sso_upid=<sub>`: set on every sign-on at the provider (replacing another account's). */
export const upidCookie = (sub: string, s: UpidCookieSettings): string => serializeCookie(UPID_COOKIE, sub, upidOptions(s, UPID_MAX_AGE));

/** Clears `_sa_sso_upid` (same Domain and Path as when set): on every sign-off. */
export const clearUpidCookie = (s: UpidCookieSettings): string => serializeCookie(UPID_COOKIE, '', upidOptions(s, 0));

/**
 * `sso_device`: a random id of this browser (256 bits), HttpOnly, kept a year. An account
 * remembers the ids of browsers that signed in to it, which are not slowed when strangers guess
 * its password from many addresses (sign-in-limits.ts).
 */
export const DEVICE_COOKIE = 'sso_device';
const DEVICE_ID = /^[A-Za-z0-9_-]{43}$/;
export const DEVICE_MAX_AGE = 365 * 24 * 60 * 60;

export const deviceIdOf = (req: IncomingMessage): string | undefined => {
  const value = requestCookie(req, DEVICE_COOKIE);
  return value && DEVICE_ID.test(value) ? value : undefined;
};

export const deviceCookie = (id: string, secure: boolean): string =>
  serializeCookie(DEVICE_COOKIE, id, { maxAge: DEVICE_MAX_AGE, path: '/', sameSite: 'Lax', secure, httpOnly: true });
