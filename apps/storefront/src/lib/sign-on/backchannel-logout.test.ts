import { describe, expect, it, vi } from 'vitest';
import { createRateLimiter } from '../security/rate-limit';
import { handleBackchannelLogout, jtiRecords, type BackchannelDeps } from './backchannel-logout';
import type { LogoutClaims } from './logout-token';
import { SignOnError } from './oidc-client';
import { MemorySignOnStore } from './sign-on-store';

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2lnbmF0dXJl';
const claims: LogoutClaims = { sub: 'u1', sid: 's1', jti: 'j1', iat: Math.floor(Date.now() / 1000) };

function setup(overrides: Partial<BackchannelDeps> = {}) {
  const store = new MemorySignOnStore();
  const jti = jtiRecords(store);
  const deps = {
    verify: vi.fn(async () => claims),
    firstUse: jti.firstUse,
    forget: jti.forget,
    endSessions: vi.fn(async () => 1),
    limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }),
    log: { warn: vi.fn(), error: vi.fn(), info: vi.fn() },
    ...overrides,
  };
  return deps;
}

function post(body: string, headers: Record<string, string> = {}) {
  return new Request('http://shop.test/api/sign-on/backchannel-logout', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-talat-client-address': '192.0.2.7', ...headers },
    body,
  });
}

describe('POST /api/sign-on/backchannel-logout', () => {
  it('ends the sessions the logout token names and answers 200, never cached', async () => {
    const deps = setup();
    const res = await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(deps.verify).toHaveBeenCalledWith(TOKEN);
    expect(deps.endSessions).toHaveBeenCalledWith({ sub: 'u1', sid: 's1' });
  });

  it('answers 400 invalid_request for a token that does not verify, and ends nothing', async () => {
    const deps = setup({ verify: vi.fn(async () => Promise.reject(new SignOnError(400, 'bad signature'))) });
    const res = await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    expect(deps.endSessions).not.toHaveBeenCalled();
  });

  it('refuses a replayed logout token (same jti) with 400', async () => {
    const deps = setup();
    expect((await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps)).status).toBe(200);
    const again = await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps);
    expect(again.status).toBe(400);
    expect(deps.endSessions).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['no logout_token', 'other=1', {}],
    ['two logout tokens', `logout_token=${TOKEN}&logout_token=${TOKEN}`, {}],
    ['a logout_token that is not a JWT', 'logout_token=not-a-jwt', {}],
    ['a JSON body', JSON.stringify({ logout_token: TOKEN }), { 'content-type': 'application/json' }],
    ['a body over 16 KB', `logout_token=${TOKEN}&pad=${'x'.repeat(17_000)}`, {}],
  ])('answers 400 for %s without verifying anything', async (_label, body, headers) => {
    const deps = setup();
    const res = await handleBackchannelLogout(post(body, headers), deps);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: 'invalid_request' });
    expect(deps.verify).not.toHaveBeenCalled();
  });

  it('answers 400, never a 500 with a stack, when the sessions cannot be ended, and lets the provider send it again', async () => {
    const endSessions = vi.fn(async (): Promise<number> => Promise.reject(new Error('boom at line 42')));
    const deps = setup({ endSessions });
    const res = await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps);
    expect(res.status).toBe(400);
    expect(await res.text()).not.toContain('boom');
    endSessions.mockResolvedValue(1);
    expect((await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps)).status).toBe(200);
  });

  it('answers 400 when the provider’s keys cannot be read', async () => {
    const deps = setup({ verify: vi.fn(async () => Promise.reject(new SignOnError(503, 'unreachable'))) });
    expect((await handleBackchannelLogout(post(`logout_token=${TOKEN}`), deps)).status).toBe(400);
  });

  it('limits requests per client address (the storefront server’s header), before verifying anything', async () => {
    const deps = setup({
      limiter: createRateLimiter({ limit: 2, windowMs: 60_000 }),
      verify: vi.fn(async () => Promise.reject(new SignOnError(400, 'bad'))),
    });
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await handleBackchannelLogout(post('logout_token=x.y.z'), deps)).status);
    expect(statuses).toEqual([400, 400, 429]);
    expect(deps.verify).toHaveBeenCalledTimes(2);
    expect((await handleBackchannelLogout(post('logout_token=x.y.z', { 'x-talat-client-address': '198.51.100.1' }), deps)).status).toBe(
      400,
    );
    // Without the header every caller shares one bucket.
    const shared = setup({ limiter: createRateLimiter({ limit: 1, windowMs: 60_000 }) });
    const unnamed = () =>
      new Request('http://shop.test/x', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'a=1' });
    expect((await handleBackchannelLogout(unnamed(), shared)).status).toBe(400);
    expect((await handleBackchannelLogout(unnamed(), shared)).status).toBe(429);
  });
});

describe('jtiRecords', () => {
  it('remembers a jti until the token would be refused anyway', async () => {
    let now = Date.now();
    const store = new MemorySignOnStore(100, () => now);
    const jti = jtiRecords(store, () => now);
    const token = { jti: 'j1', iat: Math.floor(now / 1000), exp: Math.floor(now / 1000) + 120 };
    expect(await jti.firstUse(token)).toBe(true);
    expect(await jti.firstUse(token)).toBe(false);
    now += 299_000;
    expect(await jti.firstUse(token)).toBe(false);
    now += 10_000;
    expect(await jti.firstUse(token)).toBe(true);
  });
});
