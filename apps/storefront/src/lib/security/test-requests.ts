import { CSRF_HEADER, issueCsrfToken } from './csrf';

/** Test helpers: requests carrying a CSRF cookie and token. */
export const TEST_CSRF_SECRET = 'test-csrf-secret-0123456789';
export const TEST_SIGN_SECRET = 'test-sign-secret-0123456789';

export function csrfPair(secret = TEST_CSRF_SECRET) {
  const { token, cookieValue } = issueCsrfToken(secret, null);
  return { token, cookie: `s7-csrf=${cookieValue}` };
}

export function request(
  url: string,
  init: { method?: string; body?: string; token?: string | null; cookie?: string; headers?: Record<string, string> } = {},
): Request {
  const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
  if (init.token) headers[CSRF_HEADER] = init.token;
  if (init.cookie) headers.cookie = init.cookie;
  return new Request(url, { method: init.method ?? 'POST', headers, body: init.body });
}
