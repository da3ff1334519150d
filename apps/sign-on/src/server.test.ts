import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DATA_CONTENT_SECURITY_POLICY } from '@talat/service-kit';
import { createRemoteJWKSet, decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { PROVIDER_PAGE_CSP } from './provider.js';
import { startSignOnServer } from './server.js';
import { CookieJar, form, hiddenValue, LogoutReceiver, pkcePair, quietLog, RecordingMailer } from './test-support.js';

const SHOP = 'http://shop.test';
const CALLBACK = `${SHOP}/sso/cookie`;
const CLIENT_ID = 'talat-storefront';
const CLIENT_SECRET = 'talat-dev-sso-client-secret';
const [SOMCHAI, EMMA] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];
const BACKCHANNEL_EVENT = 'http://schemas.openid.net/event/backchannel-logout';

// The engine is not running in unit tests: its store config is answered here.
const storeConfigFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ data: { storeConfig: { minimum_password_length: '8', required_character_classes_number: '3' } } }), {
    headers: { 'content-type': 'application/json' },
  });

let dataDir: string;
let server: Server;
let base: string;
/** Mails are recorded (mailer.test.ts checks real SMTP delivery). */
const mailer = new RecordingMailer();
/** The storefront's back-channel logout endpoint. */
const receiver = new LogoutReceiver();
/** Stands for the SMTP relay in /ready (accepts connections). */
let smtpPort: TcpServer;

const env = (port: string) => ({
  SIGN_ON_PORT: port,
  SIGN_ON_URL: port === '0' ? undefined : `http://127.0.0.1:${port}`,
  SIGN_ON_DATA_DIR: dataDir,
  STOREFRONT_URL: SHOP,
  SSO_DEV_FAULTS: 'true',
  SSO_TEST_ROUTES: 'true',
  SSO_ACCESS_TOKEN_TTL: '30',
  SSO_BACKCHANNEL_LOGOUT_URL: receiver.url,
  SMTP_URL: `smtp://127.0.0.1:${(smtpPort.address() as AddressInfo).port}`,
  // The tests play clients at several addresses through X-Forwarded-For from loopback.
  SSO_TRUST_PROXY: 'loopback',
  // The forms' captcha has its own tests (captcha-forms.test.ts): these post the forms as they were.
  SIGN_ON_CAPTCHA_LOGIN: 'false',
  SIGN_ON_CAPTCHA_CREATE: 'false',
});

async function start(port = '0') {
  ({ server, issuer: base } = await startSignOnServer(loadConfig(env(port)), {
    fetch: storeConfigFetch,
    log: quietLog,
    mailer,
    backchannelRetryDelaysMs: [20, 50],
  }));
}
const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sign-on-test-'));
  await receiver.start();
  smtpPort = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => smtpPort.listen(0, '127.0.0.1', resolve));
  await start();
});
afterAll(async () => {
  await stop();
  await receiver.close();
  await new Promise((resolve) => smtpPort.close(resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const basic = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

function token(fields: Record<string, string>) {
  return fetch(`${base}/token`, { ...form(fields), headers: { ...form(fields).headers, authorization: basic } });
}

interface Started {
  res: Response;
  verifier: string;
  state: string;
  nonce: string;
}

async function authorize(jar: CookieJar, extra: Record<string, string> = {}): Promise<Started> {
  const { verifier, challenge } = pkcePair();
  const state = `s-${Math.random().toString(36).slice(2)}`;
  const nonce = `n-${Math.random().toString(36).slice(2)}`;
  const params = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state,
    nonce,
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...extra,
  });
  return { res: await jar.fetch(`${base}/auth?${params.toString()}`), verifier, state, nonce };
}

/** Follows redirects inside the provider; stops at a page, or at a redirect to the shop (returned as a URL). */
async function follow(jar: CookieJar, res: Response): Promise<{ page?: Response; callback?: URL; pageUrl?: string }> {
  let current = res;
  let url = '';
  for (let hops = 0; hops < 10; hops += 1) {
    const location = current.headers.get('location');
    if (current.status < 300 || current.status >= 400 || !location) return { page: current, pageUrl: url };
    const next = new URL(location, base);
    if (next.origin === SHOP) return { callback: next };
    url = next.href;
    current = await jar.fetch(url);
  }
  throw new Error('too many redirects');
}

/** Signs in on the interaction page reached by `started`; answers the callback URL. */
async function loginThroughInteraction(jar: CookieJar, started: Started, email: string, password: string) {
  const { page, pageUrl } = await follow(jar, started.res);
  expect(page?.status).toBe(200);
  expect(pageUrl).toMatch(/\/interaction\/[A-Za-z0-9_-]+$/);
  const html = await page!.text();
  const uid = new URL(pageUrl!).pathname.split('/')[2];
  const posted = await jar.fetch(
    `${base}/interaction/${uid}/login`,
    form({ csrf: hiddenValue(html, 'csrf'), email, password, lang: 'en' }),
  );
  return { posted, html, uid };
}

async function codeFor(jar: CookieJar, started: Started, email: string, password: string): Promise<URL> {
  const { posted } = await loginThroughInteraction(jar, started, email, password);
  expect(posted.status).toBe(303);
  const { callback } = await follow(jar, posted);
  expect(callback?.searchParams.get('state')).toBe(started.state);
  return callback!;
}

async function exchange(code: string, verifier: string) {
  return token({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, code_verifier: verifier });
}

/** The shop signs on: code flow through the login page, then the code exchange. */
async function shopSignOn(jar: CookieJar, email: string, password: string): Promise<Record<string, string>> {
  const started = await authorize(jar);
  const callback = await codeFor(jar, started, email, password);
  const res = await exchange(callback.searchParams.get('code')!, started.verifier);
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, string>;
}

async function signInAtSisterSite(jar: CookieJar, email: string, password: string, lang = 'en', from?: string) {
  const address = from ? { 'x-forwarded-for': from } : undefined;
  const page = await jar.fetch(`${base}/${lang}/sign-in`, { headers: address });
  const html = await page.text();
  const init = form({ csrf: hiddenValue(html, 'csrf'), email, password });
  return jar.fetch(`${base}/${lang}/sign-in`, { ...init, headers: { ...init.headers, ...address } });
}

/** Mails to `to`, newest first, once `count` have left (they leave after the answer). */
const mails = (to: string, count = 1) => mailer.waitFor(to, count);

/** A logout token that reached the storefront, verified with the provider's JWKS, matching `match`. */
async function logoutToken(match: (p: JWTPayload) => boolean): Promise<JWTPayload> {
  const jwks = createRemoteJWKSet(new URL(`${base}/jwks`));
  const deadline = Date.now() + 5_000;
  for (;;) {
    for (const t of receiver.tokens) {
      const { payload, protectedHeader } = await jwtVerify(t, jwks, { issuer: base, audience: CLIENT_ID });
      expect(protectedHeader.typ).toBe('logout+jwt');
      if (match(payload)) return payload;
    }
    if (Date.now() > deadline) throw new Error('no matching logout token');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Checks the fixed parts of a logout token (OpenID Connect Back-Channel Logout 1.0). */
function expectLogoutToken(payload: JWTPayload, sub: string, sid: string | undefined) {
  expect(payload).toMatchObject({ iss: base, aud: CLIENT_ID, sub, events: { [BACKCHANNEL_EVENT]: {} } });
  expect(typeof payload.jti).toBe('string');
  expect(typeof payload.iat).toBe('number');
  expect(typeof payload.exp).toBe('number');
  expect(payload).not.toHaveProperty('nonce');
  if (sid) expect(payload.sid).toBe(sid);
  else expect(payload).not.toHaveProperty('sid');
}

const withoutCsrf = (page: string) => page.replace(/name="csrf" value="[^"]*"/g, '');

describe('sign-on provider over HTTP', () => {
  it('answers health, readiness, discovery (with back-channel logout) and the JWKS, with security headers', async () => {
    const health = await fetch(`${base}/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await fetch(`${base}/ready`);
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', smtp: 'ok' } });
    expect(ready.status).toBe(200);

    const res = await fetch(`${base}/.well-known/openid-configuration`);
    const discovery = (await res.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      end_session_endpoint: `${base}/session/end`,
      revocation_endpoint: `${base}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
      backchannel_logout_supported: true,
      backchannel_logout_session_supported: true,
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    for (const answer of [res, health]) {
      expect(answer.headers.get('content-security-policy')).toBe(DATA_CONTENT_SECURITY_POLICY);
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
      expect(answer.headers.get('x-frame-options')).toBe('DENY');
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('permissions-policy')).toContain('camera=()');
    }
    const jwks = (await (await fetch(`${base}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it("sends the security headers and a page policy on its own pages and on the provider's", async () => {
    const page = await fetch(`${base}/en/sign-in`);
    expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    // An error page written by oidc-provider (no client_id).
    const error = await fetch(`${base}/auth`);
    expect(error.status).toBe(400);
    expect(error.headers.get('content-type')).toMatch(/html/);
    expect(error.headers.get('content-security-policy')).toBe(PROVIDER_PAGE_CSP);
    expect(error.headers.get('x-content-type-options')).toBe('nosniff');
    // Its self-submitting logout form: its one inline script is allowed by hash, nothing else.
    const logout = await fetch(`${base}/session/end`);
    const html = await logout.text();
    expect(html).toContain('document.forms[0].submit()');
    expect(logout.headers.get('content-security-policy')).toMatch(/script-src 'report-sample' 'sha256-[A-Za-z0-9+/=]+';/);
  });

  it('says it is not ready while the SMTP relay is unreachable', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-on-test-'));
    const other = await startSignOnServer(loadConfig({ ...env('0'), SIGN_ON_DATA_DIR: dir, SMTP_URL: 'smtp://127.0.0.1:1' }), {
      fetch: storeConfigFetch,
      log: quietLog,
      mailer,
    });
    try {
      const ready = await fetch(`${other.issuer}/ready`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: 'not-ready', checks: { database: 'ok', smtp: 'failed' } });
      other.app.health.startDraining();
      expect(((await (await fetch(`${other.issuer}/ready`)).json()) as { status: string }).status).toBe('draining');
    } finally {
      await new Promise((resolve) => other.server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('runs the code flow with PKCE through the login page, in Thai, and issues verifiable tokens with sid', async () => {
    const jar = new CookieJar();
    const started = await authorize(jar, { ui_locales: 'th' });
    const { posted, html } = await loginThroughInteraction(jar, started, SOMCHAI.email, SOMCHAI.password);
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<label for="email">อีเมล</label>');
    const { callback } = await follow(jar, posted);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(SOMCHAI.sub);
    expect(jar.cookies.get('sso_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(callback?.searchParams.get('state')).toBe(started.state);
    expect(callback?.searchParams.get('iss')).toBe(base);
    const code = callback!.searchParams.get('code')!;

    const res = await exchange(code, started.verifier);
    expect(res.status).toBe(200);
    const tokens = (await res.json()) as Record<string, string>;
    expect(tokens).toMatchObject({ token_type: 'Bearer' });
    expect(tokens.refresh_token).toBeTruthy();
    const { payload } = await jwtVerify(tokens.id_token!, createRemoteJWKSet(new URL(`${base}/jwks`)), {
      issuer: base,
      audience: CLIENT_ID,
    });
    expect(payload).toMatchObject({
      sub: SOMCHAI.sub,
      nonce: started.nonce,
      email: SOMCHAI.email,
      email_verified: true,
      given_name: 'สมชาย',
      family_name: 'ใจดี',
      name: 'สมชาย ใจดี',
      locale: 'th',
    });
    expect(payload.sid).toEqual(expect.any(String));
    expect(payload.exp! - payload.iat!).toBe(30);

    // Refresh rotates; the new ID token names the same session; a second refresh works on the new token.
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Record<string, string>;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.id_token!)).toMatchObject({ sub: SOMCHAI.sub, email: SOMCHAI.email, sid: payload.sid });
    const third = (await (await token({ grant_type: 'refresh_token', refresh_token: next.refresh_token! })).json()) as Record<
      string,
      string
    >;
    expect(third.refresh_token).toBeTruthy();

    // Revocation is there (and revokes the grant: the used tokens are gone too).
    const revoke = await fetch(`${base}/token/revocation`, {
      ...form({ token: third.refresh_token! }),
      headers: { ...form({}).headers, authorization: basic },
    });
    expect(revoke.status).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.refresh_token! })).status).toBe(400);

    // The code works once.
    const replay = await exchange(code, started.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('rotates refresh tokens: a used one is refused, and using it again revokes the grant and tells the storefront', async () => {
    const jar = new CookieJar();
    const first = await shopSignOn(jar, EMMA.email, EMMA.password);
    const { sid } = decodeJwt(first.id_token!);
    const second = (await (await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! })).json()) as Record<
      string,
      string
    >;
    expect(second.refresh_token).not.toBe(first.refresh_token);

    // The thief (or a replay) presents the rotated token: refused, and the whole grant is revoked,
    // so the newest token, held by the other party, stops working too.
    const reused = await token({ grant_type: 'refresh_token', refresh_token: first.refresh_token! });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    const owner = await token({ grant_type: 'refresh_token', refresh_token: second.refresh_token! });
    expect(owner.status).toBe(400);
    expect(await owner.json()).toMatchObject({ error: 'invalid_grant' });
    const userinfo = await fetch(`${base}/me`, { headers: { authorization: `Bearer ${second.access_token}` } });
    expect(userinfo.status).toBe(401);

    // Both shop sessions of that sign-on end: a logout token for the account and the session.
    expectLogoutToken(await logoutToken((p) => p.sid === sid), EMMA.sub, sid as string);
  });

  it('signs out through end_session: a logout token for the session, its refresh token refused, _sa_sso_upid cleared', async () => {
    const jar = new CookieJar();
    const tokens = await shopSignOn(jar, EMMA.email, EMMA.password);
    const { sid } = decodeJwt(tokens.id_token!);
    expect(sid).toEqual(expect.any(String));

    const params = new URLSearchParams({ id_token_hint: tokens.id_token!, post_logout_redirect_uri: `${SHOP}/en`, state: 'bye' });
    const logoutPage = await jar.fetch(`${base}/session/end?${params.toString()}`);
    expect(logoutPage.status).toBe(200);
    const html = await logoutPage.text();
    // The hint names the signed-on account: the page submits itself (script allowed by hash only).
    expect(html).toContain("document.getElementById('sign-out').click();");
    expect(logoutPage.headers.get('content-security-policy')).toMatch(/script-src 'sha256-[A-Za-z0-9+/=]+'/);
    const confirmed = await jar.fetch(`${base}/session/end/confirm`, form({ xsrf: hiddenValue(html, 'xsrf'), logout: 'yes' }));
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toBe(`${SHOP}/en?state=bye`);
    expect(confirmed.headers.getSetCookie().find((c) => c.startsWith('_sa_sso_upid='))).toMatch(
      /^_sa_sso_upid=; Max-Age=0;.*Path=\/; SameSite=Lax/,
    );
    expect(jar.cookies.has('_sa_sso_upid')).toBe(false);
    const after = await follow(jar, (await authorize(jar, { prompt: 'none' })).res);
    expect(after.callback?.searchParams.get('error')).toBe('login_required');

    expectLogoutToken(await logoutToken((p) => p.sid === sid), EMMA.sub, sid as string);
    const refused = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('signs out at the sister site: a logout token for the session (delivered again after a failure), its grant revoked', async () => {
    const jar = new CookieJar();
    expect((await signInAtSisterSite(jar, SOMCHAI.email, SOMCHAI.password, 'th')).status).toBe(303);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(SOMCHAI.sub);
    // The shop signs on silently with that session.
    const silent = await authorize(jar, { prompt: 'none' });
    const { callback } = await follow(jar, silent.res);
    const tokens = (await (await exchange(callback!.searchParams.get('code')!, silent.verifier)).json()) as Record<string, string>;
    const { sid } = decodeJwt(tokens.id_token!);
    expect(sid).toEqual(expect.any(String));

    receiver.failNext = 1; // the storefront is restarting: the first delivery fails
    const before = receiver.requests;
    const account = await (await jar.fetch(`${base}/th/account`)).text();
    const out = await jar.fetch(`${base}/th/sign-out`, form({ csrf: hiddenValue(account, 'csrf') }));
    expect(out.status).toBe(303);
    expect(jar.cookies.has('_sa_sso_upid')).toBe(false);
    expect((await jar.fetch(`${base}/th/account`)).headers.get('location')).toBe('/th/sign-in');

    expectLogoutToken(await logoutToken((p) => p.sid === sid), SOMCHAI.sub, sid as string);
    expect(receiver.requests - before).toBeGreaterThanOrEqual(2);
    expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(400);
  });

  it('refuses a wrong PKCE verifier, and answers prompt=none with a code or login_required', async () => {
    const jar = new CookieJar();
    await codeFor(jar, await authorize(jar), EMMA.email, EMMA.password);

    const silent = await authorize(jar, { prompt: 'none' });
    const { callback } = await follow(jar, silent.res);
    const code = callback?.searchParams.get('code');
    expect(code).toBeTruthy();
    const wrong = await exchange(code!, pkcePair().verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ error: 'invalid_grant' });

    const stranger = new CookieJar();
    const refused = await authorize(stranger, { prompt: 'none' });
    const out = await follow(stranger, refused.res);
    expect(out.callback?.searchParams.get('error')).toBe('login_required');
    expect(out.callback?.searchParams.get('state')).toBe(refused.state);
  });

  it('ends its session when the shared _sa_sso_upid cookie is gone (the shop signed the shopper out)', async () => {
    const jar = new CookieJar();
    await codeFor(jar, await authorize(jar), EMMA.email, EMMA.password);
    // The shop's full logout clears the shared cookie; the provider session is still there.
    jar.cookies.delete('_sa_sso_upid');
    const silent = await follow(jar, (await authorize(jar, { prompt: 'none' })).res);
    expect(silent.callback?.searchParams.get('error')).toBe('login_required');
    // And it stays ended: the sister site's account page no longer shows the account.
    const account = await (await jar.fetch(`${base}/en/account`)).text();
    expect(account).not.toContain(EMMA.email);
  });

  it('switches account when someone signs on at the sister site, and prompt=none then answers for the new account', async () => {
    const jar = new CookieJar();
    await codeFor(jar, await authorize(jar), SOMCHAI.email, SOMCHAI.password);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(SOMCHAI.sub);

    const signedIn = await signInAtSisterSite(jar, EMMA.email, EMMA.password);
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/en/account');
    const upid = signedIn.headers.getSetCookie().find((c) => c.startsWith('_sa_sso_upid='));
    expect(upid).toMatch(
      /^_sa_sso_upid=6f1d6d1e-5a51-4c1e-9b0a-000000000002; Max-Age=2592000; Expires=[^;]+; Path=\/; SameSite=Lax; Secure$/,
    );
    const account = await (await jar.fetch(`${base}/en/account`)).text();
    expect(account).toContain('Emma Clarke');
    expect(account).toContain(EMMA.email);

    const silent = await authorize(jar, { prompt: 'none' });
    const { callback } = await follow(jar, silent.res);
    const res = await exchange(callback!.searchParams.get('code')!, silent.verifier);
    const tokens = (await res.json()) as Record<string, string>;
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ sub: EMMA.sub, email: EMMA.email, nonce: silent.nonce });
  });

  it('switches account inside an interaction (prompt=login): the old session ends, the code is for the new account', async () => {
    const jar = new CookieJar();
    await codeFor(jar, await authorize(jar), SOMCHAI.email, SOMCHAI.password);
    const started = await authorize(jar, { prompt: 'login' });
    const { posted } = await loginThroughInteraction(jar, started, EMMA.email, EMMA.password);
    // oidc-provider ends the other account's session first, through a self-submitting form.
    const { page } = await follow(jar, posted);
    const html = await page!.text();
    expect(html).toContain('/session/end/confirm');
    const loggedOut = await jar.fetch(`${base}/session/end/confirm`, form({ xsrf: hiddenValue(html, 'xsrf'), logout: 'yes' }));
    const { callback } = await follow(jar, loggedOut);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(EMMA.sub);
    const tokens = (await (await exchange(callback!.searchParams.get('code')!, started.verifier)).json()) as Record<string, string>;
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ sub: EMMA.sub });
  });

  it('keeps a new account closed until its link is opened with the password chosen at registration, and never reveals a known email', async () => {
    const email = `new-${Date.now()}@example.com`;
    const jar = new CookieJar();
    const page = await (await jar.fetch(`${base}/en/register`)).text();
    const fields = { csrf: hiddenValue(page, 'csrf'), firstName: 'Nok', lastName: 'Test', email, password: 'Passw0rd!' };
    const weak = await jar.fetch(`${base}/en/register`, form({ ...fields, password: 'password' }));
    expect(weak.status).toBe(400);
    expect(await weak.text()).toContain(
      'The password must be at least 8 characters long and must contain at least: 1 uppercase, 1 lowercase letter, and 1 number',
    );
    const registered = await jar.fetch(`${base}/en/register`, form(fields));
    expect(registered.status).toBe(200);
    const answer = await registered.text();
    expect(answer).toContain('Check your email');

    // Unconfirmed: refused with the same words as a wrong password.
    const unconfirmed = await loginThroughInteraction(jar, await authorize(jar), email, 'Passw0rd!');
    const wrong = await loginThroughInteraction(jar, await authorize(jar), EMMA.email, 'Wrong-password-1');
    expect(unconfirmed.posted.status).toBe(400);
    const refusal = 'The account sign-in was incorrect or your account is disabled temporarily. Please wait and try again later.';
    expect(await unconfirmed.posted.text()).toContain(refusal);
    expect(await wrong.posted.text()).toContain(refusal);

    // The same email again: the same answer; a new confirmation mail.
    const again = await jar.fetch(`${base}/en/register`, form(fields));
    expect(withoutCsrf(await again.text())).toBe(withoutCsrf(answer));
    const inbox = await mails(email, 2);
    expect(inbox[1]!.subject).toBe('Confirm your Talat ID account');
    const link = inbox[1]!.links.find((l) => l.includes('/en/confirm?token='));
    expect(link).toBeTruthy();

    // Opening the link shows a form; the link alone confirms nothing.
    const confirmForm = await jar.fetch(link!);
    expect(confirmForm.status).toBe(200);
    const confirmHtml = await confirmForm.text();
    expect(confirmHtml).toContain('<h1>Confirm your account</h1>');
    expect(confirmHtml).toContain('<label for="password">Password</label>');
    expect(confirmHtml).toContain('<button type="submit">Confirm account</button>');
    const tokenValue = hiddenValue(confirmHtml, 'token');
    const csrf = hiddenValue(confirmHtml, 'csrf');
    const wrongPassword = await jar.fetch(`${base}/en/confirm`, form({ csrf, token: tokenValue, password: 'Not-the-1' }));
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.text()).toContain('This is not the password chosen when the account was created.');
    const confirmed = await jar.fetch(`${base}/en/confirm`, form({ csrf, token: tokenValue, password: 'Passw0rd!' }));
    expect(confirmed.status).toBe(200);
    expect(await confirmed.text()).toContain('Your account is confirmed. You can now sign in.');
    expect((await jar.fetch(link!)).status).toBe(400);
    expect((await jar.fetch(inbox[0]!.links[0]!)).status).toBe(400); // the other registration's link is spent

    const tokens = await shopSignOn(jar, email, 'Passw0rd!');
    expect(decodeJwt(tokens.id_token!)).toMatchObject({
      email,
      given_name: 'Nok',
      family_name: 'Test',
      email_verified: true,
      locale: 'en',
    });

    // Registering the known address answers alike, mails the owner and changes nothing.
    const known = await jar.fetch(`${base}/en/register`, form({ ...fields, firstName: 'Other', password: 'Other-pass-1' }));
    expect(known.status).toBe(200);
    expect(withoutCsrf(await known.text())).toBe(withoutCsrf(answer));
    expect((await mails(email, 3))[0]!.subject).toBe('Your Talat ID account');
    await shopSignOn(new CookieJar(), email, 'Passw0rd!');
    const other = new CookieJar();
    const refusedNew = await loginThroughInteraction(other, await authorize(other), email, 'Other-pass-1');
    expect(refusedNew.posted.status).toBe(400);
  });

  it("does not let a stranger who registers someone else's address get an account when its owner opens the mail", async () => {
    const victim = `victim-${Date.now()}@example.com`;
    const attacker = new CookieJar();
    const page = await (await attacker.fetch(`${base}/en/register`)).text();
    await attacker.fetch(
      `${base}/en/register`,
      form({ csrf: hiddenValue(page, 'csrf'), firstName: 'Eve', lastName: 'Attacker', email: victim, password: 'Attacker-1' }),
    );
    // The victim receives the mail and opens it: without the stranger's password nothing opens.
    const [mail] = await mails(victim);
    const owner = new CookieJar();
    const opened = await (await owner.fetch(mail!.links[0]!)).text();
    const attempt = await owner.fetch(
      `${base}/en/confirm`,
      form({ csrf: hiddenValue(opened, 'csrf'), token: hiddenValue(opened, 'token'), password: 'Victim-own-1' }),
    );
    expect(attempt.status).toBe(400);
    expect(await attempt.text()).toContain('Did not create this account? Then ignore the email');
    // The stranger cannot sign in.
    expect((await signInAtSisterSite(new CookieJar(), victim, 'Attacker-1', 'en', '198.51.100.66')).status).toBe(400);

    // The owner then resets the password (the mailbox is theirs): the account is theirs, and the
    // stranger's password and confirmation link are worthless.
    const forgotPage = await (await owner.fetch(`${base}/en/forgot`)).text();
    await owner.fetch(`${base}/en/forgot`, form({ csrf: hiddenValue(forgotPage, 'csrf'), email: victim }));
    const reset = (await mails(victim, 2))[0]!;
    const resetPage = await (await owner.fetch(reset.links[0]!)).text();
    const done = await owner.fetch(
      `${base}/en/reset`,
      form({ csrf: hiddenValue(resetPage, 'csrf'), token: hiddenValue(resetPage, 'token'), password: 'Victim-own-1' }),
    );
    expect(done.status).toBe(200);
    expect((await owner.fetch(mail!.links[0]!)).status).toBe(400);
    expect((await signInAtSisterSite(new CookieJar(), victim, 'Attacker-1', 'en', '198.51.100.66')).status).toBe(400);
    expect((await signInAtSisterSite(new CookieJar(), victim, 'Victim-own-1', 'en', '198.51.100.67')).status).toBe(303);
  });

  it('answers forgot-password alike for a known and an unknown email', async () => {
    const jar = new CookieJar();
    const page = await (await jar.fetch(`${base}/en/forgot`)).text();
    const csrf = hiddenValue(page, 'csrf');
    const unknown = await jar.fetch(`${base}/en/forgot`, form({ csrf, email: 'nobody@example.com' }));
    const known = await jar.fetch(`${base}/en/forgot`, form({ csrf, email: SOMCHAI.email }));
    expect(unknown.status).toBe(known.status);
    expect((await unknown.text()).replace('nobody@example.com', 'X')).toBe((await known.text()).replace(SOMCHAI.email, 'X'));
    expect(mailer.to('nobody@example.com')).toHaveLength(0);
    await mails(SOMCHAI.email);
  });

  it('resets a password with a one-time emailed link, which ends every session and grant of the account', async () => {
    const shop = new CookieJar();
    const tokens = await shopSignOn(shop, EMMA.email, EMMA.password);
    expect((await fetch(`${base}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(200);
    const sisterSite = new CookieJar();
    expect((await signInAtSisterSite(sisterSite, EMMA.email, EMMA.password)).status).toBe(303);

    const jar = new CookieJar();
    const page = await (await jar.fetch(`${base}/th/forgot`)).text();
    const csrf = hiddenValue(page, 'csrf');
    const sent = mailer.to(EMMA.email).length;
    const known = await jar.fetch(`${base}/th/forgot`, form({ csrf, email: EMMA.email }));
    expect(known.status).toBe(200);
    const [mail] = await mails(EMMA.email, sent + 1);
    expect(mail!.subject).toBe('ตั้งรหัสผ่าน Talat ID ใหม่');
    const link = mail!.links[0]!;
    expect(link).toMatch(/\/th\/reset\?token=[A-Za-z0-9_-]{43}$/);

    const form1 = await (await jar.fetch(link)).text();
    const short = await jar.fetch(`${base}/th/reset`, form({ csrf, token: hiddenValue(form1, 'token'), password: 'Ab1' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร');
    const resetAt = Math.floor(Date.now() / 1000) - 1;
    const done = await jar.fetch(`${base}/th/reset`, form({ csrf, token: hiddenValue(form1, 'token'), password: 'Emma-2027' }));
    expect(done.status).toBe(200);
    expect((await jar.fetch(link)).status).toBe(400);

    // Every session of the account ends: the shop's refresh token is refused, the storefront is
    // told with sub only (all of the account's sessions), the sister site's session is gone.
    expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(400);
    expect((await fetch(`${base}/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } })).status).toBe(401);
    expectLogoutToken(await logoutToken((p) => p.sub === EMMA.sub && !('sid' in p) && p.iat! >= resetAt), EMMA.sub, undefined);
    expect((await sisterSite.fetch(`${base}/en/account`)).headers.get('location')).toBe('/en/sign-in');

    expect((await signInAtSisterSite(new CookieJar(), EMMA.email, 'Emma-2027')).status).toBe(303);
    expect((await signInAtSisterSite(new CookieJar(), EMMA.email, EMMA.password)).status).toBe(400);
    // Put the demo password back for the other tests.
    const count = mailer.to(EMMA.email).length;
    await jar.fetch(`${base}/en/forgot`, form({ csrf, email: EMMA.email }));
    const back = (await mails(EMMA.email, count + 1))[0]!.links[0]!;
    await jar.fetch(`${base}/en/reset`, form({ csrf, token: new URL(back).searchParams.get('token')!, password: EMMA.password }));
  });

  it('limits failed sign-ins per account and client address with a 429', async () => {
    const jar = new CookieJar();
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await signInAtSisterSite(jar, email, 'Wrong-1x', 'en', '192.0.2.10')).status).toBe(400);
    const limited = await signInAtSisterSite(jar, email, 'Wrong-1x', 'en', '192.0.2.10');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.text()).toContain('Too many attempts. Please wait a few minutes and try again.');
    // Another address is not limited by these failures.
    expect((await signInAtSisterSite(new CookieJar(), email, 'Wrong-1x', 'en', '192.0.2.11')).status).toBe(400);
  });

  it('does not let a stranger lock the owner out: 20 failures from another address, then the owner signs in', async () => {
    const stranger = new CookieJar();
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1)
      answers.push((await signInAtSisterSite(stranger, SOMCHAI.email, `Guess-${i}x`, 'en', '203.0.113.7')).status);
    expect(answers.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(answers.slice(5))).toEqual(new Set([429]));

    const owner = new CookieJar();
    const signedIn = await signInAtSisterSite(owner, SOMCHAI.email, SOMCHAI.password, 'en', '198.51.100.2');
    expect(signedIn.status).toBe(303);
    // The owner's browser is known to the account from now on (sign-in-limits.ts).
    expect(owner.cookies.get('sso_device')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('refuses a form post without the CSRF token', async () => {
    const res = await fetch(`${base}/en/sign-in`, form({ email: EMMA.email, password: EMMA.password }));
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('_sa_sso_upid='))).toBe(false);
  });

  it('has no mailbox: mail goes over SMTP', async () => {
    expect((await fetch(`${base}/mailbox`)).status).toBe(404);
    expect((await fetch(`${base}/mailbox/messages?to=${encodeURIComponent(EMMA.email)}`)).status).toBe(404);
  });

  it('makes a confirmed account on the tests’ own route, which signs on at once', async () => {
    const account = {
      email: 'made-by-a-test@talat.invalid',
      password: 'Made-by-a-test-1',
      givenName: 'Test',
      familyName: 'Made',
      locale: 'th',
    };
    const post = (body: unknown) =>
      fetch(`${base}/test/accounts`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const made = await post(account);
    expect(made.status).toBe(201);
    expect(await made.json()).toMatchObject({ email: account.email, sub: expect.any(String) });
    expect((await post(account)).status).toBe(409);
    expect((await post({ ...account, email: 'not-an-email' })).status).toBe(400);
    const signedIn = await signInAtSisterSite(new CookieJar(), account.email, account.password);
    expect(signedIn.status).toBe(303);
  });

  it('makes the token endpoint fail on demand with the fault switch', async () => {
    const armed = await fetch(`${base}/dev/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: 503, count: 1 }),
    });
    expect(armed.status).toBe(200);
    const failed = await token({ grant_type: 'refresh_token', refresh_token: 'x' });
    expect(failed.status).toBe(503);
    expect(await failed.json()).toMatchObject({ error: 'temporarily_unavailable' });
    expect((await token({ grant_type: 'refresh_token', refresh_token: 'x' })).status).toBe(400);
  });

  it('keeps keys, sessions and refresh tokens across a restart', async () => {
    const jar = new CookieJar();
    const tokens = await shopSignOn(jar, SOMCHAI.email, SOMCHAI.password);
    const kid = ((await (await fetch(`${base}/jwks`)).json()) as { keys: { kid: string }[] }).keys[0]!.kid;
    const port = new URL(base).port;
    await stop();
    await new Promise((resolve) => setTimeout(resolve, 100)); // let fetch drop its kept-alive sockets
    await start(port);
    expect(((await (await fetch(`${base}/jwks`)).json()) as { keys: { kid: string }[] }).keys[0]!.kid).toBe(kid);
    expect((await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status).toBe(200);
    const silent = await follow(jar, (await authorize(jar, { prompt: 'none' })).res);
    expect(silent.callback?.searchParams.get('code')).toBeTruthy();
  });
});

/** Runs `body` against a second server started with `extra` settings. */
async function withServer(extra: Record<string, string | undefined>, body: () => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'sign-on-test-'));
  const started = await startSignOnServer(loadConfig({ ...env('0'), SIGN_ON_DATA_DIR: dir, ...extra }), {
    fetch: storeConfigFetch,
    log: quietLog,
    mailer,
  });
  const previous = { server, base };
  ({ server, url: base } = started);
  try {
    await body();
  } finally {
    await stop();
    ({ server, base } = previous);
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('with SSO_ROTATE_REFRESH_TOKENS=false', () => {
  it('answers every refresh with the same refresh token', async () => {
    await withServer({ SSO_ROTATE_REFRESH_TOKENS: 'false' }, async () => {
      const tokens = await shopSignOn(new CookieJar(), EMMA.email, EMMA.password);
      for (let i = 0; i < 2; i += 1) {
        const res = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
        expect(res.status).toBe(200);
        expect(((await res.json()) as Record<string, string>).refresh_token).toBe(tokens.refresh_token);
      }
    });
  });
});

describe('without a trusted proxy', () => {
  it('counts a client that writes a new X-Forwarded-For on every request as one client', async () => {
    await withServer({ SSO_TRUST_PROXY: undefined }, async () => {
      const email = `spoof-${Date.now()}@example.com`;
      const answers: number[] = [];
      for (let i = 0; i < 6; i += 1)
        answers.push((await signInAtSisterSite(new CookieJar(), email, 'Wrong-1x', 'en', `198.51.100.${i + 1}`)).status);
      expect(answers).toEqual([400, 400, 400, 400, 400, 429]);
    });
  });
});

describe('in production', () => {
  it('seeds no demo account and has no development route', async () => {
    await withServer(
      {
        NODE_ENV: 'production',
        SIGN_ON_URL: 'https://id.talat.test',
        SSO_CLIENT_SECRET: 'a-real-client-secret-of-forty-characters!',
        SHOP_API_KEY: 'a-real-shop-api-key-of-forty-characters!!',
        MAIL_FROM: '"Talat ID" <id@talat.test>',
        SSO_DEV_FAULTS: undefined,
        SSO_TEST_ROUTES: undefined,
      },
      async () => {
        expect((await fetch(`${base}/dev/faults`)).status).toBe(404);
        expect((await fetch(`${base}/test/accounts`, { method: 'POST', body: '{}' })).status).toBe(404);
        expect((await fetch(`${base}/mailbox`)).status).toBe(404);
        expect((await signInAtSisterSite(new CookieJar(), SOMCHAI.email, SOMCHAI.password)).status).toBe(400);
        expect((await fetch(`${base}/health`)).headers.get('strict-transport-security')).toMatch(/max-age=/);
      },
    );
  });
});
