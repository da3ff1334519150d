import { describe, expect, it, vi } from 'vitest';
import { GET as csrfRoute } from '../../app/api/csrf/route';
import { POST as signRoute } from '../../app/api/sign-request/route';
import { parseEnv } from '../config/env-schema';
import { verifySignedRequest } from './signed-request';
import { MemoryReplayStore } from './replay-store';
import { requireCsrf, requireSignature } from './security.server';

// The route handlers and security.server.ts, called with Request objects as Next.js does, with
// the secrets of the environment (the development defaults of env-schema.ts when unset).
vi.mock('server-only', () => ({}));

const env = parseEnv(process.env);
const body = JSON.stringify({ createEmptyCart: {} });

async function freshToken(): Promise<{ token: string; cookie: string }> {
  const res = csrfRoute(new Request('http://shop.test/api/csrf'));
  const { csrfToken } = (await res.json()) as { csrfToken: string };
  return { token: csrfToken, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
}

function post(url: string, headers: Record<string, string>, text = body): Request {
  return new Request(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text });
}

describe('GET /api/csrf', () => {
  it('answers { csrfToken } and sets the http-only, SameSite=Lax cookie, Secure per COOKIE_SECURE', async () => {
    const res = csrfRoute(new Request('http://shop.test/api/csrf'));
    expect(res.status).toBe(200);
    const secure = env.COOKIE_SECURE ? '; Secure' : '';
    expect(res.headers.get('set-cookie')).toBe(`${res.headers.get('set-cookie')?.split(';')[0]}; Path=/; HttpOnly; SameSite=Lax${secure}`);
    expect(res.headers.get('set-cookie')).toMatch(/^s7-csrf=[\w-]{43};/);
    expect(((await res.json()) as { csrfToken: string }).csrfToken).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
  });
});

describe('POST /api/sign-request', () => {
  it('signs with a valid token; the signature verifies once', async () => {
    const { token, cookie } = await freshToken();
    const res = await signRoute(post('http://shop.test/api/sign-request', { 'x-csrf-token': token, cookie }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const signature = res.headers.get('x-hmac-signature');
    const timestamp = res.headers.get('x-hmac-timestamp');
    const store = new MemoryReplayStore();
    const browser = cookie.slice('s7-csrf='.length);
    const input = { body, browser, signature, timestamp, now: Date.now(), secret: env.SIGN_REQUEST_SECRET, store };
    expect(await verifySignedRequest(input)).toEqual({ ok: true });
    expect(await verifySignedRequest(input)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('answers 403 CSRF without a token, in Thai for a Thai shopper', async () => {
    const res = await signRoute(post('http://shop.test/api/sign-request', { cookie: 'i18n_redirected=th' }));
    expect(res.status).toBe(403);
    const json = (await res.json()) as { error: { code: string; message: string } };
    expect(json.error.code).toBe('CSRF');
    expect(json.error.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers 400 for a malformed body', async () => {
    const { token, cookie } = await freshToken();
    const res = await signRoute(post('http://shop.test/api/sign-request', { 'x-csrf-token': token, cookie }, '{oops'));
    expect(res.status).toBe(400);
  });
});

describe('requireCsrf and requireSignature (for the cart work)', () => {
  it('pass a request with a token and a fresh signature, and refuse its replay', async () => {
    const { token, cookie } = await freshToken();
    const signed = await signRoute(post('http://shop.test/api/sign-request', { 'x-csrf-token': token, cookie }));
    const headers = {
      'x-csrf-token': token,
      cookie,
      'x-hmac-signature': signed.headers.get('x-hmac-signature') ?? '',
      'x-hmac-timestamp': signed.headers.get('x-hmac-timestamp') ?? '',
    };
    const cartCall = post('http://shop.test/api/commerce/createEmptyCart', headers);
    expect(requireCsrf(cartCall)).toBeNull();
    expect(await requireSignature(cartCall, body)).toBeNull();
    const replay = await requireSignature(post('http://shop.test/api/commerce/createEmptyCart', headers), body);
    expect(replay?.status).toBe(403);
    expect(((await replay?.json()) as { error: { code: string } }).error.code).toBe('SIGNATURE');
  });

  it('refuse a missing token and a missing or forged signature', async () => {
    const noToken = requireCsrf(post('http://shop.test/api/commerce/createEmptyCart', {}));
    expect(noToken?.status).toBe(403);
    expect((await requireSignature(post('http://shop.test/x', {}), body))?.status).toBe(403);
    const forged = post('http://shop.test/x', { 'x-hmac-signature': 'a'.repeat(64), 'x-hmac-timestamp': String(Date.now()) });
    expect((await requireSignature(forged, body))?.status).toBe(403);
  });
});
