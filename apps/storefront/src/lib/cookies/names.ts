/**
 * Cookie names (spec section 3). All share the `s7-` prefix except the locale cookie and the
 * sister site's sign-on user id, which keep their conventional names. The readable ones are
 * listed here; credentials (cart session, refresh and access tokens) are http-only (decisions
 * 0007 and 0021, lib/sign-on/sign-on-cookies.ts).
 */
export { COOKIE } from '@server/shared-names';

export const LOCALE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export interface CookieOptions {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  httpOnly: false;
  maxAge?: number;
}

/** The attributes every shop cookie carries (spec section 3). */
export function cookieOptions(secure: boolean, maxAge?: number): CookieOptions {
  return { path: '/', sameSite: 'lax', secure, httpOnly: false, ...(maxAge ? { maxAge } : {}) };
}

/** Reads one cookie from a Cookie header (for code that has a Request, not next/headers). */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}
