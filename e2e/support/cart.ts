import type { APIRequestContext, Page } from '@playwright/test';
import type { Lang } from './services';

// Storefront-API calls as the browser makes them (CSRF token, signed cart creation), for tests
// that set up a cart quickly or probe the API's refusals.

export async function csrf(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/csrf');
  return ((await res.json()) as { csrfToken: string }).csrfToken;
}

export async function signature(request: APIRequestContext, token: string, body: string): Promise<Record<string, string>> {
  const res = await request.post('/api/sign-request', {
    data: body,
    headers: { 'content-type': 'application/json', 'x-csrf-token': token },
  });
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

/** A cart call that must succeed (setup): answers its data, throws with the API's error otherwise. */
export async function cartStep<T = unknown>(request: APIRequestContext, method: string, data: object, token: string): Promise<T> {
  const { status, body } = await cartCall<T>(request, method, data, token);
  if (status !== 200 || body.error) throw new Error(`${method} ${status} ${JSON.stringify(body.error ?? body)}`);
  return body.data as T;
}

/** The crest mug: what most journeys buy. */
export const MUG_SKU = 'TFC-MUG';

/**
 * Puts these lines in the cart of the page's browser through the storefront's cart API, as the
 * shop's scripts do, in `lang` (its locale cookie, so the cart is in that language's currency):
 * setup for journeys whose subject is not adding to the cart. Adding through the product page is
 * the subject of add-to-cart.spec.ts and cart.spec.ts. Answers the CSRF token, for further calls.
 */
export async function cartWith(page: Page, lang: Lang, lines: { sku: string; quantity?: number }[]): Promise<string> {
  await page.context().addCookies([{ name: 'i18n_redirected', value: lang, url: process.env.E2E_BASE_URL ?? 'http://localhost:3000' }]);
  const token = await createCart(page.request);
  const items = lines.map((l) => ({ sku: l.sku, quantity: l.quantity ?? 1 }));
  await cartStep(page.request, 'addCartItems', { items }, token);
  return token;
}
