import type { CommerceConnector } from '@talat/commerce';
import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../security/rate-limit';
import { handleAuthRequest, type AuthApiDeps } from './sign-on-api';
import type { SignOnService } from './sign-on-service';

function deps(overrides: Partial<AuthApiDeps> = {}): AuthApiDeps {
  const service = {
    start: vi.fn(async () => ({ url: 'http://sso.test/auth', setCookies: ['s7-auth-flow=x; Path=/; HttpOnly'] })),
    refresh: vi.fn(async () => ({ result: { ok: true }, setCookies: [] })),
    group: vi.fn(async () => ({ groupKey: 'members', setCookies: ['s7-group-key=members; Path=/'] })),
    fullLogout: vi.fn(async () => ({ success: true, setCookies: ['s7-customer=; Max-Age=0'] })),
  } as unknown as SignOnService;
  const connector = { getCustomer: vi.fn(async () => null) } as unknown as CommerceConnector;
  return {
    service,
    connector,
    csrf: () => null,
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    address: () => 'test',
    log: { error: vi.fn(), warn: vi.fn() },
    ...overrides,
  };
}

function post(body: string | undefined, headers: Record<string, string> = {}, method = 'POST'): Request {
  return new Request('http://shop.test/api/auth/x', { method, headers: { 'content-type': 'application/json', ...headers }, body });
}

async function errorOf(res: Response) {
  return (await res.json()) as { success: boolean; error: { code: string; message: string } };
}

describe('POST /api/auth/{action}', () => {
  it('login answers the provider URL and sets the flow cookie', async () => {
    const d = deps();
    const res = await handleAuthRequest(post(JSON.stringify({ returnTo: '/th/c/kits' })), 'login', d);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, url: 'http://sso.test/auth' });
    expect(res.headers.get('set-cookie')).toContain('s7-auth-flow');
    expect(d.service.start).toHaveBeenCalledWith({ mode: 'login', returnTo: '/th/c/kits', locale: 'en' });
  });

  it('redirect starts a silent sign-on', async () => {
    const d = deps();
    await handleAuthRequest(post('{}'), 'redirect', d);
    expect(d.service.start).toHaveBeenCalledWith(expect.objectContaining({ mode: 'refresh' }));
  });

  it('logout answers { success } with the cleared cookies', async () => {
    const res = await handleAuthRequest(post(undefined), 'logout', deps());
    expect(await res.json()).toEqual({ success: true });
    expect(res.headers.get('set-cookie')).toContain('s7-customer=;');
  });

  it('group sets the group key; without a customer it is 401', async () => {
    const res = await handleAuthRequest(post(undefined), 'group', deps());
    expect(await res.json()).toEqual({ success: true, group: 'members' });
    const service = { group: vi.fn(async () => ({ groupKey: null, setCookies: [] })) } as unknown as SignOnService;
    expect((await handleAuthRequest(post(undefined), 'group', deps({ service }))).status).toBe(401);
  });

  it('refresh needs the sister site’s user id cookie to match tokenpayload', async () => {
    const d = deps();
    const body = JSON.stringify({ tokenpayload: 'user-a', referer: null });
    expect((await handleAuthRequest(post(body, { cookie: '_sa_sso_upid=user-b' }), 'refresh', d)).status).toBe(401);
    const ok = await handleAuthRequest(post(body, { cookie: '_sa_sso_upid=user-a' }), 'refresh', d);
    expect(await ok.json()).toEqual({ success: true });
  });

  it('refresh answers 503 when the provider fails, 401 when it refuses', async () => {
    const body = JSON.stringify({ tokenpayload: 'user-a', referer: null });
    for (const [status, expected] of [
      [503, 503],
      [401, 401],
    ] as const) {
      const service = {
        refresh: vi.fn(async () => ({ result: { ok: false, status }, setCookies: ['s7-customer=; Max-Age=0'] })),
      } as unknown as SignOnService;
      const res = await handleAuthRequest(post(body, { cookie: '_sa_sso_upid=user-a' }), 'refresh', deps({ service }));
      expect(res.status).toBe(expected);
      expect(res.headers.get('set-cookie')).toContain('s7-customer=;');
    }
  });

  it.each([
    ['login', '{oops', 'MALFORMED_JSON'],
    ['login', '[]', 'INVALID_INPUT'],
    ['login', JSON.stringify({ returnTo: 42 }), 'INVALID_INPUT'],
    ['login', JSON.stringify({ returnTo: 'x'.repeat(3000) }), 'INVALID_INPUT'],
    ['login', JSON.stringify({ __proto__: { admin: true }, constructor: { prototype: {} } }), 'INVALID_INPUT'],
    ['refresh', JSON.stringify({ tokenpayload: 7, referer: null }), 'INVALID_INPUT'],
    ['refresh', JSON.stringify({ referer: 'x' }), 'INVALID_INPUT'],
    ['logout', JSON.stringify({ everything: true }), 'INVALID_INPUT'],
    ['validate', '"a string"', 'INVALID_INPUT'],
    ['group', 'null', 'INVALID_INPUT'],
    ['redirect', 'x'.repeat(20_000), 'MALFORMED_JSON'],
  ])('%s with a bad body %#: 400 %s in the shopper’s language', async (action, body, code) => {
    const res = await handleAuthRequest(post(body, { cookie: 'i18n_redirected=th' }), action, deps());
    expect(res.status).toBe(400);
    const json = await errorOf(res);
    expect(json.success).toBe(false);
    expect(json.error.code).toBe(code);
    expect(json.error.message).toMatch(/[\u0E00-\u0E7F]/);
  });

  it('answers 404 for an unknown action and 405 for another verb', async () => {
    expect((await handleAuthRequest(post('{}'), 'admin', deps())).status).toBe(404);
    const get = await handleAuthRequest(new Request('http://shop.test/api/auth/login'), 'login', deps());
    expect(get.status).toBe(405);
    expect((await errorOf(get)).error.message).toBe('This request method is not supported.');
  });

  it('refuses a request without a valid CSRF token', async () => {
    const refused = new Response('{}', { status: 403 });
    const res = await handleAuthRequest(post('{}'), 'logout', deps({ csrf: () => refused }));
    expect(res.status).toBe(403);
  });

  it('limits calls per client address with a clear message', async () => {
    const d = deps({ limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    await handleAuthRequest(post('{}'), 'login', d);
    await handleAuthRequest(post('{}'), 'login', d);
    const res = await handleAuthRequest(post('{}'), 'login', d);
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect((await errorOf(res)).error.message).toBe('Too many attempts. Please wait a few minutes and try again.');
  });

  it('answers 503, not a 500 or a stack, when the provider cannot be reached', async () => {
    const service = { start: vi.fn(async () => Promise.reject(new Error('ECONNREFUSED'))) } as unknown as SignOnService;
    const res = await handleAuthRequest(post('{}'), 'login', deps({ service }));
    expect(res.status).toBe(503);
    const text = await res.text();
    expect(text).not.toContain('ECONNREFUSED');
  });

  it('validate logs out a customer whose engine session is gone while a refresh token exists', async () => {
    const d = deps();
    const res = await handleAuthRequest(
      post('{}', { cookie: 's7-customer=authenticated; s7-refresh-token=r; s7-cart-session=abcdefghijk' }),
      'validate',
      d,
    );
    const json = (await res.json()) as { success: boolean; error: { code: string } };
    expect(json.success).toBe(false);
    expect(json.error.code).toBe('AUTHORIZATION');
    expect(d.service.fullLogout).toHaveBeenCalled();
  });
});
