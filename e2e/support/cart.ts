import type { APIRequestContext } from '@playwright/test';

// Storefront-API calls as the browser makes them (CSRF token, signed cart creation), for tests
// that set up a cart quickly or probe the API's refusals.

export async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

export async function signature(request: APIRequestContext, token: string, body: string): Promise<Record<string, string>> {
  const res = await request.post('/api/sign-request', { data: body, headers: { 'content-type': 'application/json', 'x-csrf-token': token } });
  const headers = res.headers();
  return { 'x-hmac-signature': headers['x-hmac-signature'] ?? '', 'x-hmac-timestamp': headers['x-hmac-timestamp'] ?? '' };
}

/** Creates the cart of this request context's cookie jar; answers the CSRF token to reuse. */
export async function createCart(request: APIRequestContext): Promise<string> {
  const token = await csrf(request);
  const body = '{}';
  const signed = await signature(request, token, body);
  const res = await request.post('/api/commerce/createEmptyCart', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-csrf-token': token, ...signed },
  });
  if (!res.ok()) throw new Error(`createEmptyCart ${res.status()} ${await res.text()}`);
  return token;
}

export async function cartCall<T = unknown>(
  request: APIRequestContext,
  method: string,
  data: unknown,
  token: string,
): Promise<{ status: number; body: { data?: T; error?: { code: string; message: string } } }> {
  const res = await request.post(`/api/commerce/${method}`, { data: data as object, headers: { 'x-csrf-token': token } });
  return { status: res.status(), body: await res.json() };
}
