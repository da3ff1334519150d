import { contextFromRequest, errorResponse } from '../api/handle-api';
import { readCookie } from '../cookies/names';
import { hmacBase64Url, randomBase64Url, safeEqual } from './crypto';
import { forbiddenResponse } from './messages';

/**
 * CSRF protection of the storefront's state-changing calls (spec section 7): a signed
 * double-submit token.
 *
 * - `GET /api/csrf` keeps a random secret half in the http-only cookie `s7-csrf` (SameSite=Lax,
 *   Secure unless COOKIE_SECURE=false) and answers `{ csrfToken }`, where the token is
 *   `<nonce>.<HMAC-SHA256(CSRF_SECRET, cookie + "." + nonce)>` (base64url).
 * - A state-changing call sends the token as `x-csrf-token`; `verifyCsrf` recomputes the HMAC
 *   from the cookie and compares in constant time. Another site can neither read the token nor
 *   (without CSRF_SECRET) mint one for a cookie it managed to plant.
 *
 * Pure (the secret is a parameter); `security.server.ts` binds it to the environment. Tokens
 * and secrets are never logged.
 */
export const CSRF_COOKIE = 's7-csrf';
export const CSRF_HEADER = 'x-csrf-token';

const COOKIE_VALUE = /^[A-Za-z0-9_-]{43}$/;
const TOKEN = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

export type CsrfFailure = 'missing-token' | 'missing-cookie' | 'malformed-token' | 'mismatch';
export type CsrfCheck = { ok: true } | { ok: false; reason: CsrfFailure };

/** The token for a cookie secret (a fresh nonce each time; every token of the cookie verifies). */
export function csrfTokenFor(secret: string, cookieValue: string, nonce: string = randomBase64Url(16)): string {
  return `${nonce}.${hmacBase64Url(secret, `${cookieValue}.${nonce}`)}`;
}

/**
 * A token for the request's browser: reuses a well-formed `s7-csrf` cookie (so tokens held by
 * other tabs stay valid), else makes a new secret half that the response must set.
 */
export function issueCsrfToken(secret: string, cookieHeader: string | null): { token: string; cookieValue: string; isNew: boolean } {
  const existing = readCookie(cookieHeader, CSRF_COOKIE);
  const reuse = existing !== undefined && COOKIE_VALUE.test(existing);
  const cookieValue = reuse ? existing : randomBase64Url(32);
  return { token: csrfTokenFor(secret, cookieValue), cookieValue, isNew: !reuse };
}

/** `Set-Cookie` value of the secret half: http-only, SameSite=Lax, path /, Secure when asked; a session cookie. */
export function csrfCookieHeader(cookieValue: string, secure: boolean): string {
  return `${CSRF_COOKIE}=${cookieValue}; Path=/; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Checks the request's `x-csrf-token` header against its `s7-csrf` cookie. */
export function checkCsrf(request: Request, secret: string): CsrfCheck {
  const token = request.headers.get(CSRF_HEADER);
  if (!token) return { ok: false, reason: 'missing-token' };
  const cookieValue = readCookie(request.headers.get('cookie'), CSRF_COOKIE);
  if (!cookieValue || !COOKIE_VALUE.test(cookieValue)) return { ok: false, reason: 'missing-cookie' };
  const match = TOKEN.exec(token);
  if (!match) return { ok: false, reason: 'malformed-token' };
  const [, nonce = '', mac = ''] = match;
  return safeEqual(mac, hmacBase64Url(secret, `${cookieValue}.${nonce}`)) ? { ok: true } : { ok: false, reason: 'mismatch' };
}

/**
 * For state-changing storefront-API calls: null when the CSRF token verifies, else the 403
 * answer `{ error: { code: 'CSRF', message } }` in the shopper's language.
 */
export function verifyCsrf(request: Request, secret: string): Response | null {
  return checkCsrf(request, secret).ok ? null : forbiddenResponse(request, 'CSRF');
}

/** GET /api/csrf: `{ csrfToken }`, never cached; sets the cookie when the browser had none. */
export function handleCsrfTokenRequest(request: Request, options: { secret: string; secure: boolean }): Response {
  if (request.method !== 'GET') {
    const response = errorResponse(405, 'METHOD_NOT_ALLOWED', 'methodNotAllowed', contextFromRequest(request, {}).locale);
    response.headers.set('allow', 'GET');
    return response;
  }
  const { token, cookieValue, isNew } = issueCsrfToken(options.secret, request.headers.get('cookie'));
  const headers = new Headers({ 'cache-control': 'no-store' });
  if (isNew) headers.append('set-cookie', csrfCookieHeader(cookieValue, options.secure));
  return Response.json({ csrfToken: token }, { headers });
}
