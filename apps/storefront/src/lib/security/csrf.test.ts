import { describe, expect, it } from 'vitest';
import { checkCsrf, csrfCookieHeader, csrfTokenFor, handleCsrfTokenRequest, issueCsrfToken, verifyCsrf } from './csrf';
import { csrfPair, request, TEST_CSRF_SECRET } from './test-requests';

const URL = 'http://shop.test/api/commerce/addProductsToCart';

describe('issueCsrfToken', () => {
  it('makes a new 32-byte cookie secret when the browser has none', () => {
    const issued = issueCsrfToken(TEST_CSRF_SECRET, null);
    expect(issued.isNew).toBe(true);
    expect(issued.cookieValue).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(issued.token).toMatch(/^[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    expect(issued.token).not.toContain(issued.cookieValue);
  });

  it('reuses a well-formed cookie, with a fresh token each time', () => {
    const first = issueCsrfToken(TEST_CSRF_SECRET, null);
    const again = issueCsrfToken(TEST_CSRF_SECRET, `a=b; s7-csrf=${first.cookieValue}`);
    expect(again.isNew).toBe(false);
    expect(again.cookieValue).toBe(first.cookieValue);
    expect(again.token).not.toBe(first.token);
  });

  it('replaces a malformed cookie', () => {
    const issued = issueCsrfToken(TEST_CSRF_SECRET, 's7-csrf=short');
    expect(issued.isNew).toBe(true);
    expect(issued.cookieValue).not.toBe('short');
  });
});

describe('csrfCookieHeader', () => {
  it('is http-only, SameSite=Lax, path /, Secure when asked', () => {
    expect(csrfCookieHeader('v', true)).toBe('s7-csrf=v; Path=/; HttpOnly; SameSite=Lax; Secure');
    expect(csrfCookieHeader('v', false)).toBe('s7-csrf=v; Path=/; HttpOnly; SameSite=Lax');
  });
});

describe('checkCsrf / verifyCsrf', () => {
  it('accepts the token of the cookie (any token issued for it)', () => {
    const { token, cookie } = csrfPair();
    expect(checkCsrf(request(URL, { token, cookie }), TEST_CSRF_SECRET)).toEqual({ ok: true });
    const second = issueCsrfToken(TEST_CSRF_SECRET, cookie).token;
    expect(verifyCsrf(request(URL, { token: second, cookie }), TEST_CSRF_SECRET)).toBeNull();
  });

  it('refuses a missing header', () => {
    const { cookie } = csrfPair();
    expect(checkCsrf(request(URL, { cookie }), TEST_CSRF_SECRET)).toEqual({ ok: false, reason: 'missing-token' });
  });

  it('refuses a missing or malformed cookie', () => {
    const { token } = csrfPair();
    expect(checkCsrf(request(URL, { token }), TEST_CSRF_SECRET)).toEqual({ ok: false, reason: 'missing-cookie' });
    expect(checkCsrf(request(URL, { token, cookie: 's7-csrf=x' }), TEST_CSRF_SECRET)).toEqual({ ok: false, reason: 'missing-cookie' });
  });

  it('refuses a malformed token', () => {
    const { cookie } = csrfPair();
    for (const token of ['abc', 'a.b', `${'a'.repeat(22)}.${'b'.repeat(42)}`, `${'a'.repeat(22)}.${'b'.repeat(43)}.c`]) {
      expect(checkCsrf(request(URL, { token, cookie }), TEST_CSRF_SECRET)).toEqual({ ok: false, reason: 'malformed-token' });
    }
  });

  it('refuses a token of another cookie, a forged token, or one made with another secret', () => {
    const a = csrfPair();
    const b = csrfPair();
    const [nonce] = a.token.split('.');
    const forged = `${nonce}.${'A'.repeat(43)}`;
    const otherSecret = csrfTokenFor('another-secret-0123456789', a.cookie.slice('s7-csrf='.length));
    for (const token of [b.token, forged, otherSecret]) {
      expect(checkCsrf(request(URL, { token, cookie: a.cookie }), TEST_CSRF_SECRET)).toEqual({ ok: false, reason: 'mismatch' });
    }
  });

  it('answers 403 { error: { code: CSRF, message } } in the shopper language', async () => {
    const res = verifyCsrf(request(URL, { cookie: 'i18n_redirected=th' }), TEST_CSRF_SECRET);
    expect(res?.status).toBe(403);
    expect(res?.headers.get('cache-control')).toBe('no-store');
    const body = (await res?.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('CSRF');
    expect(body.error.message).toMatch(/[\u0E00-\u0E7F]/);
    const english = (await verifyCsrf(request(URL), TEST_CSRF_SECRET)?.json()) as { error: { message: string } };
    expect(english.error.message).toBe(
      'Your session has expired or the request could not be verified. Please reload the page and try again.',
    );
  });
});

describe('handleCsrfTokenRequest', () => {
  it('answers { csrfToken } and sets the cookie for a new browser', async () => {
    const res = handleCsrfTokenRequest(new Request('http://shop.test/api/csrf'), { secret: TEST_CSRF_SECRET, secure: true });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const setCookie = res.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(/^s7-csrf=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Secure$/);
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    const cookie = setCookie.split(';')[0];
    expect(verifyCsrf(request(URL, { token: csrfToken, cookie }), TEST_CSRF_SECRET)).toBeNull();
  });

  it('keeps an existing cookie (no Set-Cookie) and refuses other methods', async () => {
    const { cookie } = csrfPair();
    const res = handleCsrfTokenRequest(new Request('http://shop.test/api/csrf', { headers: { cookie } }), {
      secret: TEST_CSRF_SECRET,
      secure: false,
    });
    expect(res.headers.get('set-cookie')).toBeNull();
    const { csrfToken } = (await res.json()) as { csrfToken: string };
    expect(verifyCsrf(request(URL, { token: csrfToken, cookie }), TEST_CSRF_SECRET)).toBeNull();
    const post = handleCsrfTokenRequest(new Request('http://shop.test/api/csrf', { method: 'POST' }), {
      secret: TEST_CSRF_SECRET,
      secure: false,
    });
    expect(post.status).toBe(405);
  });
});
