import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createRemoteJWKSet, decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { startSignOnServer } from './server.js';
import { CookieJar, form, hiddenValue, pkcePair } from './test-support.js';

const SHOP = 'http://shop.test';
const CALLBACK = `${SHOP}/sso/cookie`;
const CLIENT_ID = 'talat-storefront';
const CLIENT_SECRET = 'talat-dev-sso-client-secret';
const [SOMCHAI, EMMA] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];

// The engine is not running in unit tests: its store config is answered here.
const storeConfigFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ data: { storeConfig: { minimum_password_length: '8', required_character_classes_number: '3' } } }), {
    headers: { 'content-type': 'application/json' },
  });

let dataDir: string;
let server: Server;
let base: string;

const env = (port: string) => ({
  SIGN_ON_PORT: port,
  SIGN_ON_URL: port === '0' ? undefined : `http://127.0.0.1:${port}`,
  SIGN_ON_DATA_DIR: dataDir,
  STOREFRONT_URL: SHOP,
  SSO_DEV_FAULTS: 'true',
  SSO_ACCESS_TOKEN_TTL: '30',
  // This suite checks rotation; the default (decision 0021) keeps one token.
  SSO_ROTATE_REFRESH_TOKENS: 'true',
});

async function start(port = '0') {
  ({ server, issuer: base } = await startSignOnServer(loadConfig(env(port)), { fetch: storeConfigFetch, log: () => {} }));
}
const stop = () => new Promise<void>((resolve) => server.close(() => resolve()));

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'sign-on-test-'));
  await start();
});
afterAll(async () => {
  await stop();
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
  const posted = await jar.fetch(`${base}/interaction/${uid}/login`, form({ csrf: hiddenValue(html, 'csrf'), email, password, lang: 'en' }));
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

async function signInAtSisterSite(jar: CookieJar, email: string, password: string, lang = 'en') {
  const page = await jar.fetch(`${base}/${lang}/sign-in`);
  const html = await page.text();
  return jar.fetch(`${base}/${lang}/sign-in`, form({ csrf: hiddenValue(html, 'csrf'), email, password }));
}

async function mails(to: string): Promise<{ subject: string; text: string; links: string[] }[]> {
  const res = await fetch(`${base}/mailbox/messages?to=${encodeURIComponent(to)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as { subject: string; text: string; links: string[] }[];
}

describe('sign-on provider over HTTP', () => {
  it('answers health, discovery and the JWKS', async () => {
    expect((await fetch(`${base}/health`)).status).toBe(200);
    const discovery = (await (await fetch(`${base}/.well-known/openid-configuration`)).json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: base,
      authorization_endpoint: `${base}/auth`,
      token_endpoint: `${base}/token`,
      jwks_uri: `${base}/jwks`,
      end_session_endpoint: `${base}/session/end`,
      revocation_endpoint: `${base}/token/revocation`,
      code_challenge_methods_supported: ['S256'],
    });
    expect(discovery.scopes_supported).toEqual(expect.arrayContaining(['openid', 'email', 'profile', 'offline_access']));
    const jwks = (await (await fetch(`${base}/jwks`)).json()) as { keys: Record<string, unknown>[] };
    expect(jwks.keys).toHaveLength(1);
    expect(jwks.keys[0]).toMatchObject({ kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(jwks.keys[0]).not.toHaveProperty('d');
  });

  it('runs the code flow with PKCE through the login page, in Thai, and issues verifiable tokens', async () => {
    const jar = new CookieJar();
    const started = await authorize(jar, { ui_locales: 'th' });
    const { posted, html } = await loginThroughInteraction(jar, started, SOMCHAI.email, SOMCHAI.password);
    expect(html).toContain('<html lang="th">');
    expect(html).toContain('<label for="email">อีเมล</label>');
    const { callback } = await follow(jar, posted);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(SOMCHAI.sub);
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
    expect(payload.exp! - payload.iat!).toBe(30);

    // Refresh rotates; a second refresh works on the new token.
    const refreshed = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Record<string, string>;
    expect(next.refresh_token).toBeTruthy();
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(decodeJwt(next.id_token!)).toMatchObject({ sub: SOMCHAI.sub, email: SOMCHAI.email });
    const third = (await (await token({ grant_type: 'refresh_token', refresh_token: next.refresh_token! })).json()) as Record<
      string,
      string
    >;
    expect(third.refresh_token).toBeTruthy();

    // Revocation is there.
    const revoke = await fetch(`${base}/token/revocation`, {
      ...form({ token: third.refresh_token! }),
      headers: { ...form({}).headers, authorization: basic },
    });
    expect(revoke.status).toBe(200);
    expect((await token({ grant_type: 'refresh_token', refresh_token: third.refresh_token! })).status).toBe(400);

    // The code works once; a used refresh token is refused.
    const replay = await exchange(code, started.verifier);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ error: 'invalid_grant' });
    const reused = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
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
    expect(upid).toMatch(/^_sa_sso_upid=6f1d6d1e-5a51-4c1e-9b0a-000000000002; Max-Age=2592000; Expires=[^;]+; Path=\/; SameSite=Lax; Secure$/);
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

  it('signs out through end_session and at the sister site, clearing _sa_sso_upid both times', async () => {
    const jar = new CookieJar();
    const started = await authorize(jar);
    const callback = await codeFor(jar, started, EMMA.email, EMMA.password);
    const tokens = (await (await exchange(callback.searchParams.get('code')!, started.verifier)).json()) as Record<string, string>;

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
    expect(confirmed.headers.getSetCookie().find((c) => c.startsWith('_sa_sso_upid='))).toMatch(/^_sa_sso_upid=; Max-Age=0;.*Path=\/; SameSite=Lax/);
    expect(jar.cookies.has('_sa_sso_upid')).toBe(false);
    const after = await follow(jar, (await authorize(jar, { prompt: 'none' })).res);
    expect(after.callback?.searchParams.get('error')).toBe('login_required');

    expect((await signInAtSisterSite(jar, SOMCHAI.email, SOMCHAI.password, 'th')).status).toBe(303);
    expect(jar.cookies.get('_sa_sso_upid')).toBe(SOMCHAI.sub);
    const account = await (await jar.fetch(`${base}/th/account`)).text();
    const out = await jar.fetch(`${base}/th/sign-out`, form({ csrf: hiddenValue(account, 'csrf') }));
    expect(out.status).toBe(303);
    expect(jar.cookies.has('_sa_sso_upid')).toBe(false);
    expect((await jar.fetch(`${base}/th/account`)).headers.get('location')).toBe('/th/sign-in');
  });

  it('keeps a new account unconfirmed until the emailed link is opened, and never reveals a known email', async () => {
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

    // The same email again: the same answer; the owner gets a mail either way.
    const again = await jar.fetch(`${base}/en/register`, form(fields));
    expect((await again.text()).replace(/name="csrf" value="[^"]*"/, '')).toBe(answer.replace(/name="csrf" value="[^"]*"/, ''));
    const inbox = await mails(email);
    expect(inbox).toHaveLength(2);
    const link = inbox[1]!.links.find((l) => l.includes('/en/confirm?token='));
    expect(link).toBeTruthy();
    expect((await jar.fetch(link!)).status).toBe(200);
    expect((await jar.fetch(link!)).status).toBe(400);

    const started = await authorize(jar);
    const callback = await codeFor(jar, started, email, 'Passw0rd!');
    const tokens = (await (await exchange(callback.searchParams.get('code')!, started.verifier)).json()) as Record<string, string>;
    expect(decodeJwt(tokens.id_token!)).toMatchObject({ email, given_name: 'Nok', family_name: 'Test', email_verified: true, locale: 'en' });

    const known = await jar.fetch(`${base}/en/register`, form({ ...fields, password: 'Other-pass-1' }));
    expect((await known.text()).replace(/name="csrf" value="[^"]*"/, '')).toBe(answer.replace(/name="csrf" value="[^"]*"/, ''));
    expect((await mails(email))[0]!.subject).toBe('Your Talat ID account');
  });

  it('resets a password with a one-time emailed link', async () => {
    const jar = new CookieJar();
    const page = await (await jar.fetch(`${base}/th/forgot`)).text();
    const csrf = hiddenValue(page, 'csrf');
    const unknown = await jar.fetch(`${base}/th/forgot`, form({ csrf, email: 'nobody@example.com' }));
    const known = await jar.fetch(`${base}/th/forgot`, form({ csrf, email: EMMA.email }));
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    const [mail] = await mails(EMMA.email);
    expect(mail!.subject).toBe('ตั้งรหัสผ่าน Talat ID ใหม่');
    const link = mail!.links[0]!;
    expect(link).toMatch(/\/th\/reset\?token=[A-Za-z0-9_-]{43}$/);

    const form1 = await (await jar.fetch(link)).text();
    const short = await jar.fetch(`${base}/th/reset`, form({ csrf, token: hiddenValue(form1, 'token'), password: 'Ab1' }));
    expect(short.status).toBe(400);
    expect(await short.text()).toContain('รหัสผ่านต้องมีความยาวอย่างน้อย 8 ตัวอักษร');
    const done = await jar.fetch(`${base}/th/reset`, form({ csrf, token: hiddenValue(form1, 'token'), password: 'Emma-2027' }));
    expect(done.status).toBe(200);
    expect((await jar.fetch(link)).status).toBe(400);

    expect((await signInAtSisterSite(new CookieJar(), EMMA.email, 'Emma-2027')).status).toBe(303);
    expect((await signInAtSisterSite(new CookieJar(), EMMA.email, EMMA.password)).status).toBe(400);
    // Put the demo password back for the other tests.
    await jar.fetch(`${base}/en/forgot`, form({ csrf, email: EMMA.email }));
    const back = (await mails(EMMA.email))[0]!.links[0]!;
    await jar.fetch(`${base}/en/reset`, form({ csrf, token: new URL(back).searchParams.get('token')!, password: EMMA.password }));
  });

  it('limits failed sign-ins per account with a 429', async () => {
    const jar = new CookieJar();
    const email = `limited-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i += 1) expect((await signInAtSisterSite(jar, email, 'Wrong-1x')).status).toBe(400);
    const limited = await signInAtSisterSite(jar, email, 'Wrong-1x');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    expect(await limited.text()).toContain('Too many attempts. Please wait a few minutes and try again.');
  });

  it('refuses a form post without the CSRF token', async () => {
    const res = await fetch(`${base}/en/sign-in`, form({ email: EMMA.email, password: EMMA.password }));
    expect(res.status).toBe(403);
    expect(res.headers.getSetCookie().some((c) => c.startsWith('_sa_sso_upid='))).toBe(false);
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
    const started = await authorize(jar);
    const callback = await codeFor(jar, started, SOMCHAI.email, SOMCHAI.password);
    const tokens = (await (await exchange(callback.searchParams.get('code')!, started.verifier)).json()) as Record<string, string>;
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

describe('with SSO_ROTATE_REFRESH_TOKENS=false', () => {
  it('answers every refresh with the same refresh token', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sign-on-test-'));
    const started = await startSignOnServer(
      loadConfig({ ...env('0'), SIGN_ON_DATA_DIR: dir, SSO_ROTATE_REFRESH_TOKENS: 'false' }),
      { fetch: storeConfigFetch, log: () => {} },
    );
    const previous = { server, base };
    ({ server, issuer: base } = started);
    try {
      const jar = new CookieJar();
      const flow = await authorize(jar);
      const callback = await codeFor(jar, flow, EMMA.email, EMMA.password);
      const tokens = (await (await exchange(callback.searchParams.get('code')!, flow.verifier)).json()) as Record<string, string>;
      for (let i = 0; i < 2; i += 1) {
        const res = await token({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
        expect(res.status).toBe(200);
        expect(((await res.json()) as Record<string, string>).refresh_token).toBe(tokens.refresh_token);
      }
    } finally {
      await stop();
      ({ server, base } = previous);
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
