import type { CommerceConnector, Customer } from '@talat/commerce';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_COOKIE } from './sign-on-cookies';
import { encodeFlow, newFlow } from './sign-on-flow';
import { SignOnError, type OidcClient, type TokenSet } from './oidc-client';
import { sealingKey } from './sealing';
import { createSessionRegistry } from './session-registry';
import { createSharedRefresh } from './shared-refresh';
import { createSignOnService, type SignOnDeps } from './sign-on-service';
import { MemorySignOnStore } from './sign-on-store';

const SECRET = 'test-secret-of-sixteen';
const customer: Customer = {
  id: '1',
  email: 'emma@talat.example',
  firstname: 'Emma',
  lastname: 'Clarke',
  telephone: null,
  group_key: 'members',
  default_shipping: null,
  default_billing: null,
  addresses: [],
};
const tokens: TokenSet = { accessToken: 'access-1', idToken: 'id-1', expiresIn: 60, refreshToken: 'refresh-2' };

/** One storefront process's sign-on store (registry and shared refreshes); two of them over one store are two processes on Redis. */
function processParts(store = new MemorySignOnStore()): Pick<SignOnDeps, 'sessions' | 'refreshes'> {
  const key = sealingKey(SECRET);
  return { sessions: createSessionRegistry({ store, key }), refreshes: createSharedRefresh({ store, key }) };
}

function setup(
  overrides: {
    oidc?: Partial<OidcClient>;
    connector?: Partial<CommerceConnector>;
    parts?: Pick<SignOnDeps, 'sessions' | 'refreshes'>;
  } = {},
) {
  const oidc = {
    authorizationUrl: vi.fn(async () => 'http://sso.test/auth?x=1'),
    exchangeCode: vi.fn(async () => tokens),
    refresh: vi.fn(async () => tokens),
    revoke: vi.fn(async () => undefined),
    verifyIdToken: vi.fn(async () => ({ sub: 'user-a', nonce: 'n' })),
    ...overrides.oidc,
  } as unknown as OidcClient;
  const connector = {
    signIn: vi.fn(async () => ({ ok: true as const, value: { sessionToken: 'customer-session-token', customer } })),
    getCart: vi.fn(async () => ({ cart: null })),
    getCustomer: vi.fn(async () => customer),
    signOut: vi.fn(async () => ({ success: true })),
    ...overrides.connector,
  } as unknown as CommerceConnector;
  const log = { warn: vi.fn(), error: vi.fn() };
  const service = createSignOnService({ oidc, connector, secret: SECRET, cookies: { secure: true }, log, ...overrides.parts });
  return { service, oidc, connector, log };
}

const reader = (cookies: Record<string, string>) => (name: string) => cookies[name];

function flowCookies(mode: 'login' | 'switch-account' | 'refresh', extra: Record<string, string> = {}) {
  const flow = { ...newFlow({ mode, returnTo: '/th/c/kits', locale: 'th' }), nonce: 'n' };
  return { flow, cookie: reader({ [AUTH_COOKIE.flow]: encodeFlow(flow, SECRET), ...extra }) };
}

const named = (list: string[], name: string) => list.find((c) => c.startsWith(`${name}=`));

describe('complete (the provider answered /sso/cookie)', () => {
  it('signs in with the guest session, so the engine merges the carts, and sets the cookies', async () => {
    const { service, connector, oidc } = setup();
    const { flow, cookie } = flowCookies('login', { 's7-cart-session': 'guest-session-token' });
    const done = await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(oidc.exchangeCode).toHaveBeenCalledWith('c1', flow.verifier);
    expect(oidc.verifyIdToken).toHaveBeenCalledWith('id-1', { nonce: 'n' });
    expect(connector.signIn).toHaveBeenCalledWith(
      { locale: 'th', currency: 'THB', customerToken: 'guest-session-token' },
      { idToken: 'id-1', claims: { sub: 'user-a' } },
    );
    expect(done.result).toEqual({ ok: true });
    expect(done.location).toBe('/th/sso/postauth?to=%2Fth%2Fc%2Fkits');
    expect(named(done.setCookies, 's7-refresh-token')).toMatch(/HttpOnly; Secure$/);
    expect(named(done.setCookies, 's7-customer-token')).toMatch(/Max-Age=60; HttpOnly; Secure$/);
    expect(named(done.setCookies, 's7-cart-session')).toContain('customer-session-token');
    expect(named(done.setCookies, 's7-customer')).toMatch(/^s7-customer=authenticated;.*SameSite=Lax/);
    expect(named(done.setCookies, 's7-customer')).not.toContain('HttpOnly');
    expect(named(done.setCookies, 's7-sso-token')).toContain('user-a');
    expect(named(done.setCookies, 's7-group-key')).toContain('members');
    expect(decodeURIComponent(named(done.setCookies, 's7-message') ?? '')).toContain('เข้าสู่ระบบเรียบร้อยแล้ว');
    expect(named(done.setCookies, AUTH_COOKIE.flow)).toContain('Max-Age=0');
    // No customer cart: no cart cookie, so catalogue pages stay the shared cached ones.
    expect(named(done.setCookies, 's7-cart')).toMatch(/^s7-cart=;.*Max-Age=0/);
  });

  it('gives the backend the verified claims a connector without its own verifier signs the customer in by', async () => {
    const claims = { sub: 'user-a', email: 'emma@talat.example', email_verified: true, given_name: 'Emma', family_name: 'Clarke' };
    const { service, connector } = setup({
      oidc: { verifyIdToken: vi.fn(async () => ({ ...claims, nonce: 'n', sid: 's1', iat: 1, aud: 'x' })) },
    });
    const { flow, cookie } = flowCookies('login');
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    // Only the claims (not the nonce, the provider session or the token's other fields).
    expect(connector.signIn).toHaveBeenCalledWith(expect.anything(), { idToken: 'id-1', claims });
  });

  it('an account switch starts without the previous customer cart', async () => {
    const { service, connector } = setup();
    const { flow, cookie } = flowCookies('switch-account', { 's7-cart-session': 'customer-a-session', 's7-customer': 'authenticated' });
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(connector.signIn).toHaveBeenCalledWith(
      { locale: 'th', currency: 'THB', customerToken: undefined },
      { idToken: 'id-1', claims: { sub: 'user-a' } },
    );
  });

  it('tells the engine who signs in, so that its sign-in limits count the shopper, not the storefront', async () => {
    const { service, connector } = setup();
    const { flow, cookie } = flowCookies('login');
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB', '203.0.113.9');
    expect(connector.signIn).toHaveBeenCalledWith(expect.objectContaining({ clientAddress: '203.0.113.9' }), {
      idToken: 'id-1',
      claims: { sub: 'user-a' },
    });
  });

  it('refuses an answer whose state is not this browser’s pending request', async () => {
    const { service, oidc } = setup();
    const { cookie } = flowCookies('login');
    const done = await service.complete(new URLSearchParams({ code: 'c1', state: 'forged' }), cookie, 'THB');
    expect(done.result).toEqual({ ok: false, status: 400 });
    expect(oidc.exchangeCode).not.toHaveBeenCalled();
  });

  it('a replayed code (invalid_grant) signs nobody in', async () => {
    const { service, connector } = setup({
      oidc: { exchangeCode: vi.fn(async () => Promise.reject(new SignOnError(401, 'used', 'invalid_grant'))) },
    });
    const { flow, cookie } = flowCookies('login');
    const done = await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(done.result).toEqual({ ok: false, status: 401 });
    expect(connector.signIn).not.toHaveBeenCalled();
    expect(named(done.setCookies, 's7-customer')).toBeUndefined();
  });

  it('a refused ID token (tampered, foreign issuer) signs nobody in; on a switch it is a full logout', async () => {
    const { service, connector, oidc } = setup({
      oidc: { verifyIdToken: vi.fn(async () => Promise.reject(new SignOnError(401, 'bad signature'))) },
    });
    const { flow, cookie } = flowCookies('switch-account', { 's7-refresh-token': 'r1' });
    const done = await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(connector.signIn).not.toHaveBeenCalled();
    expect(oidc.revoke).toHaveBeenCalledWith('r1');
    expect(named(done.setCookies, 's7-refresh-token')).toContain('Max-Age=0');
    expect(decodeURIComponent(named(done.setCookies, 's7-message') ?? '')).toContain('คุณได้ออกจากระบบบัญชีของคุณแล้ว');
  });

  it('a silent sign-on the provider answers login_required clears the sign-on cookies', async () => {
    const { service, log } = setup();
    const { flow, cookie } = flowCookies('refresh');
    const done = await service.complete(new URLSearchParams({ error: 'login_required', state: flow.state }), cookie, 'THB');
    expect(done.result).toEqual({ ok: false, status: 400 });
    expect(named(done.setCookies, '_sa_sso_upid')).toContain('Max-Age=0');
    expect(done.location).toBe('/th/c/kits');
    expect(log.warn).toHaveBeenCalledWith('SSO token refresh failed');
  });

  it('a switch the provider cannot serve (5xx) keeps the sign-on cookies and clears the client state', async () => {
    const { service, log } = setup();
    const { flow, cookie } = flowCookies('switch-account');
    const done = await service.complete(new URLSearchParams({ error: 'server_error', state: flow.state }), cookie, 'THB');
    expect(done.result).toEqual({ ok: false, status: 503 });
    expect(named(done.setCookies, 's7-customer')).toContain('Max-Age=0');
    expect(named(done.setCookies, 's7-refresh-token')).toBeUndefined();
    expect(named(done.setCookies, '_sa_sso_upid')).toBeUndefined();
    expect(named(done.setCookies, AUTH_COOKIE.retry)).toContain('Max-Age=10');
    expect(log.warn).toHaveBeenCalledWith('Auto re-authentication failed');
  });
});

describe('refresh', () => {
  const signedIn = reader({
    's7-refresh-token': 'r1',
    's7-sso-token': 'user-a',
    's7-customer': 'authenticated',
    's7-cart-session': 'customer-session-token',
  });

  it('refreshes the tokens and keeps the engine session while it is the customer’s', async () => {
    const { service, connector } = setup();
    const out = await service.refresh(signedIn, 'en', 'GBP');
    expect(out.result).toEqual({ ok: true });
    expect(connector.signIn).not.toHaveBeenCalled();
    expect(named(out.setCookies, 's7-customer-token')).toContain('access-1');
    expect(named(out.setCookies, 's7-refresh-token')).toContain('refresh-2');
  });

  it('signs in again with the refreshed token’s claims when the engine session is gone, in another process too', async () => {
    const claims = { sub: 'user-a', email: 'emma@talat.example', email_verified: true, given_name: 'Emma', family_name: 'Clarke' };
    const store = new MemorySignOnStore();
    const one = setup({ parts: processParts(store), oidc: { verifyIdToken: vi.fn(async () => ({ ...claims, sid: 's1' })) } });
    const two = setup({ parts: processParts(store) });
    // No engine session (cleared after a provider failure): each process signs in to the engine again.
    const noSession = reader({ 's7-refresh-token': 'r1', 's7-sso-token': 'user-a' });
    await one.service.refresh(noSession, 'en', 'GBP');
    expect(one.connector.signIn).toHaveBeenCalledWith(expect.anything(), { idToken: 'id-1', claims });
    // The other process takes the kept refresh (it verifies nothing) and has the same claims.
    await two.service.refresh(noSession, 'en', 'GBP');
    expect(two.oidc.verifyIdToken).not.toHaveBeenCalled();
    expect(two.connector.signIn).toHaveBeenCalledWith(expect.anything(), { idToken: 'id-1', claims });
  });

  it('shares one refresh between requests that carry the same refresh token', async () => {
    const { service, oidc } = setup();
    await Promise.all([service.refresh(signedIn, 'en', 'GBP'), service.refresh(signedIn, 'en', 'GBP')]);
    expect(oidc.refresh).toHaveBeenCalledTimes(1);
  });

  it('a token for another user is a full logout', async () => {
    const { service } = setup({ oidc: { verifyIdToken: vi.fn(async () => ({ sub: 'user-b' })) } });
    const out = await service.refresh(signedIn, 'en', 'GBP');
    expect(out.result).toEqual({ ok: false, status: 401 });
    expect(named(out.setCookies, 's7-refresh-token')).toContain('Max-Age=0');
  });

  it('a provider answering 503 keeps the cookies and clears the client state', async () => {
    const { service } = setup({ oidc: { refresh: vi.fn(async () => Promise.reject(new SignOnError(503, 'down'))) } });
    const out = await service.refresh(signedIn, 'en', 'GBP');
    expect(out.result).toEqual({ ok: false, status: 503 });
    expect(named(out.setCookies, 's7-refresh-token')).toBeUndefined();
    expect(named(out.setCookies, 's7-customer')).toContain('Max-Age=0');
    expect(named(out.setCookies, 's7-cart-session')).toContain('Max-Age=0');
  });
});

describe('fullLogout', () => {
  it('revokes the refresh token, ends the engine session and clears every sign-on cookie with the warning', async () => {
    const { service, oidc, connector } = setup();
    const out = await service.fullLogout(
      reader({ 's7-refresh-token': 'r1', 's7-customer': 'authenticated', 's7-cart-session': 'customer-session-token' }),
      'en',
      'GBP',
    );
    expect(out.success).toBe(true);
    expect(oidc.revoke).toHaveBeenCalledWith('r1');
    expect(connector.signOut).toHaveBeenCalled();
    for (const name of ['s7-customer', 's7-refresh-token', 's7-sso-token', '_sa_sso_upid', 's7-cart-session']) {
      expect(named(out.setCookies, name), name).toContain('Max-Age=0');
    }
    expect(named(out.setCookies, 's7-cart')).toMatch(/^s7-cart=;.*Max-Age=0/);
    expect(decodeURIComponent(named(out.setCookies, 's7-message') ?? '')).toContain('You have been logged out of your account.');
  });

  it('logs "Failed to logout on server" and still clears the cookies when the provider fails', async () => {
    const { service, log } = setup({ oidc: { revoke: vi.fn(async () => Promise.reject(new SignOnError(503, 'down'))) } });
    const out = await service.fullLogout(reader({ 's7-refresh-token': 'r1' }), 'en', 'GBP');
    expect(out.success).toBe(false);
    expect(log.error).toHaveBeenCalledWith('Failed to logout on server', expect.any(SignOnError));
    expect(named(out.setCookies, 's7-refresh-token')).toContain('Max-Age=0');
  });
});

describe('sessions that end (back-channel logout)', () => {
  const signedIn = reader({
    's7-refresh-token': 'r1',
    's7-sso-token': 'user-a',
    's7-customer': 'authenticated',
    's7-cart-session': 'customer-session-token',
  });
  const withSid = { verifyIdToken: vi.fn(async () => ({ sub: 'user-a', nonce: 'n', sid: 'sid-1' })) };

  it('records each sign-on, so a logout token for its provider session ends the engine session and revokes its tokens', async () => {
    const { service, connector } = setup({ oidc: withSid });
    const { flow, cookie } = flowCookies('login');
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(await service.endSessions({ sub: 'user-a', sid: 'sid-1' })).toBe(1);
    expect(connector.signOut).toHaveBeenCalledWith(expect.objectContaining({ customerToken: 'customer-session-token' }));
    expect(await service.isRevoked(reader({ 's7-cart-session': 'customer-session-token' }))).toBe(true);
    expect(await service.isRevoked(reader({ 's7-refresh-token': 'refresh-2' }))).toBe(true);
    expect(await service.isRevoked(reader({ 's7-refresh-token': 'another' }))).toBe(false);
  });

  it('ends every session of the account for a logout token with sub alone (a password reset)', async () => {
    const { service, connector } = setup({ oidc: withSid });
    const { flow, cookie } = flowCookies('login');
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(await service.endSessions({ sub: 'user-a' })).toBe(1);
    expect(connector.signOut).toHaveBeenCalledTimes(1);
    expect(await service.endSessions({ sub: 'user-b' })).toBe(0);
  });

  it('logs an engine that cannot end a session, and still revokes it', async () => {
    const { service, log } = setup({ oidc: withSid, connector: { signOut: vi.fn(async () => Promise.reject(new Error('engine down'))) } });
    const { flow, cookie } = flowCookies('login');
    await service.complete(new URLSearchParams({ code: 'c1', state: flow.state }), cookie, 'THB');
    expect(await service.endSessions({ sid: 'sid-1' })).toBe(1);
    expect(log.error).toHaveBeenCalledWith('Failed to end an engine session the sign-on service ended', 'engine down');
    expect(await service.isRevoked(reader({ 's7-cart-session': 'customer-session-token' }))).toBe(true);
  });

  it('records the rotated refresh token with the engine session it keeps, so a later logout revokes it too', async () => {
    const { service } = setup({ oidc: withSid });
    expect((await service.refresh(signedIn, 'en', 'GBP')).result).toEqual({ ok: true });
    await service.endSessions({ sid: 'sid-1' });
    expect(await service.isRevoked(reader({ 's7-refresh-token': 'refresh-2' }))).toBe(true);
  });

  it('a refresh of an ended session is a full logout with the warning, without asking the provider or the engine', async () => {
    const { service, oidc, connector } = setup({ oidc: withSid });
    await service.refresh(signedIn, 'en', 'GBP');
    await service.endSessions({ sid: 'sid-1' });
    vi.mocked(oidc.refresh).mockClear();
    vi.mocked(connector.signOut).mockClear();
    const later = reader({
      's7-refresh-token': 'refresh-2',
      's7-sso-token': 'user-a',
      's7-customer': 'authenticated',
      's7-cart-session': 'customer-session-token',
    });
    const out = await service.refresh(later, 'en', 'GBP');
    expect(out.result).toEqual({ ok: false, status: 401 });
    expect(oidc.refresh).not.toHaveBeenCalled();
    expect(oidc.revoke).not.toHaveBeenCalled();
    expect(connector.signOut).not.toHaveBeenCalled();
    for (const name of ['s7-customer', 's7-refresh-token', 's7-sso-token', '_sa_sso_upid', 's7-cart-session']) {
      expect(named(out.setCookies, name), name).toContain('Max-Age=0');
    }
    expect(decodeURIComponent(named(out.setCookies, 's7-message') ?? '')).toContain('You have been logged out of your account.');
  });

  it('two storefront processes refresh one rotated token once, and both hand out the same new tokens', async () => {
    const store = new MemorySignOnStore();
    const one = setup({ parts: processParts(store) });
    const two = setup({ parts: processParts(store), oidc: { refresh: one.oidc.refresh } });
    const [a, b] = await Promise.all([one.service.refresh(signedIn, 'en', 'GBP'), two.service.refresh(signedIn, 'en', 'GBP')]);
    expect(one.oidc.refresh).toHaveBeenCalledTimes(1);
    expect(named(a.setCookies, 's7-refresh-token')).toContain('refresh-2');
    expect(named(b.setCookies, 's7-refresh-token')).toContain('refresh-2');
  });

  it('a request that left with the old refresh token reaches another process after the refresh, and gets the same new tokens', async () => {
    const store = new MemorySignOnStore();
    const one = setup({ parts: processParts(store) });
    const two = setup({ parts: processParts(store) });
    await one.service.refresh(signedIn, 'en', 'GBP');
    const late = await two.service.refresh(signedIn, 'en', 'GBP');
    expect(two.oidc.refresh).not.toHaveBeenCalled();
    expect(late.result).toEqual({ ok: true });
    expect(named(late.setCookies, 's7-refresh-token')).toContain('refresh-2');
  });
});
