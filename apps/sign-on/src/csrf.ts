import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { appendSetCookie, requestCookie, serializeCookie } from './cookies.js';

/**
 * CSRF protection of the sister site's forms: double submit. A random token lives in an HttpOnly
 * cookie (`sso_csrf`, SameSite=Lax) and in a hidden field of every form; a POST is accepted only
 * when both are present and equal. Another site can make a browser post, but it can neither read
 * nor set the cookie, so it cannot put the matching value in the form.
 */
export const CSRF_COOKIE = 'sso_csrf';
export const CSRF_FIELD = 'csrf';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The browser's token, or a new one set in a cookie on this response. */
export function csrfToken(req: IncomingMessage, res: ServerResponse, secure: boolean): string {
  const existing = requestCookie(req, CSRF_COOKIE);
  if (existing && TOKEN.test(existing)) return existing;
  const token = randomBytes(32).toString('base64url');
  appendSetCookie(res, serializeCookie(CSRF_COOKIE, token, { path: '/', sameSite: 'Lax', secure, httpOnly: true }));
  return token;
}

/** True when the posted field matches the cookie (constant-time). */
export function csrfValid(req: IncomingMessage, form: URLSearchParams): boolean {
  const cookie = requestCookie(req, CSRF_COOKIE);
  const posted = form.get(CSRF_FIELD);
  if (!cookie || !posted || !TOKEN.test(cookie) || !TOKEN.test(posted)) return false;
  return timingSafeEqual(Buffer.from(cookie), Buffer.from(posted));
}
