import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignOnApp } from './app.js';
import { loadConfig } from './config.js';
import { DEMO_ACCOUNTS } from './demo-accounts.js';
import { messages } from './i18n.js';
import { startSignOnServer } from './server.js';
import { CookieJar, form, hiddenValue, pkcePair, quietLog, RecordingMailer } from './test-support.js';

// The sign-in and create-account forms with the captcha on (its default outside production):
// the widget on the page, the challenge and the widget's files from this service, and every post
// checked for a good, unused solution before any password is looked at or any account is made.

const SHOP = 'http://shop.test';
const [SOMCHAI, EMMA] = DEMO_ACCOUNTS as [(typeof DEMO_ACCOUNTS)[number], (typeof DEMO_ACCOUNTS)[number]];
const th = messages('th');
const en = messages('en');

const storeConfigFetch: typeof fetch = async () =>
  new Response(JSON.stringify({ data: { storeConfig: { minimum_password_length: '8', required_character_classes_number: '3' } } }), {
    headers: { 'content-type': 'application/json' },
  });

const dirs: string[] = [];
const mailer = new RecordingMailer();
let smtpPort: TcpServer;
let server: Server;
let app: SignOnApp;
let base: string;

async function startWith(extra: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'sign-on-captcha-'));
  dirs.push(dir);
  return startSignOnServer(
    loadConfig({
      SIGN_ON_PORT: '0',
      SIGN_ON_DATA_DIR: dir,
      STOREFRONT_URL: SHOP,
      SMTP_URL: `smtp://127.0.0.1:${(smtpPort.address() as AddressInfo).port}`,
      SSO_TRUST_PROXY: 'loopback',
      // Little work per challenge: the tests solve many.
      SIGN_ON_CAPTCHA_COMPLEXITY: '200',
      ...extra,
    }),
    { fetch: storeConfigFetch, log: quietLog, mailer },
  );
}

beforeAll(async () => {
  smtpPort = createTcpServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => smtpPort.listen(0, '127.0.0.1', resolve));
  // No captcha setting at all: both forms ask for it outside production.
  ({ server, app, issuer: base } = await startWith({}));
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise((resolve) => smtpPort.close(resolve));
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A solved payload for a fresh challenge of `origin`, as the widget posts it. */
async function solution(origin = base): Promise<string> {
  const res = await fetch(`${origin}/captcha/challenge`);
  expect(res.status).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solved = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: { counter: solved!.counter, derivedKey: solved!.derivedKey } })).toString(
    'base64',
  );
}

/** The page's alert text (the form-level message). */
const alertOf = (html: string) => /<div role="alert" class="alert"><p>([^<]*)<\/p>/.exec(html)?.[1];

/** What a page says of the widget: language, words, the disabled button, the noscript line. */
function expectWidget(html: string, lang: 'en' | 'th', button: string) {
  const m = messages(lang);
  expect(html).toMatch(new RegExp(`<altcha-widget challenge="/captcha/challenge" name="altcha" auto="onload" language="${lang}"`));
  expect(html).toContain(`&quot;label&quot;:&quot;${m.captcha.label}&quot;`);
  expect(html).toContain(`<noscript><p class="error">${m.captcha.noScript}</p></noscript>`);
  expect(html).toContain(`<button type="submit" disabled data-captcha-wait>${button}</button>`);
  expect(html).toContain('<script type="module" src="/captcha/altcha.js"></script>');
  expect(html).toContain('<script type="module" src="/captcha/form.js"></script>');
}

const CAPTCHA_POLICY =
  "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";

describe('the sign-on captcha over HTTP', () => {
  it('puts the widget on the sign-in and create-account pages, in their language, with a policy for its own files only', async () => {
    const signIn = await fetch(`${base}/th/sign-in`);
    expectWidget(await signIn.text(), 'th', th.signInButton);
    expect(signIn.headers.get('content-security-policy')).toBe(CAPTCHA_POLICY);
    const register = await fetch(`${base}/en/register`);
    expectWidget(await register.text(), 'en', en.registerButton);
    expect(register.headers.get('content-security-policy')).toBe(CAPTCHA_POLICY);
    // A form without the captcha keeps the policy without scripts.
    const forgot = await fetch(`${base}/en/forgot`);
    expect(forgot.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
    expect(await forgot.text()).not.toContain('altcha');
  });

  it('serves signed challenges, never cached, and the widget’s files', async () => {
    const res = await fetch(`${base}/captcha/challenge`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const challenge = (await res.json()) as Challenge;
    expect(challenge.parameters.algorithm).toBe('SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    for (const [path, type, text] of [
      ['/captcha/altcha.js', 'text/javascript', 'altcha-widget'],
      ['/captcha/altcha.css', 'text/css', '.altcha'],
      ['/captcha/sha-worker.js', 'text/javascript', 'crypto.subtle'],
      ['/captcha/form.js', 'text/javascript', "'/captcha/sha-worker.js'"],
    ] as const) {
      const file = await fetch(`${base}${path}`);
      expect(file.status, path).toBe(200);
      expect(file.headers.get('content-type'), path).toContain(type);
      expect(await file.text(), path).toContain(text);
    }
    expect((await fetch(`${base}/captcha/challenge`, { method: 'POST' })).status).toBe(405);
  });

  it('refuses a sign-in without a solution, or with a made-up or used one, in the page’s language, keeping the email', async () => {
    const jar = new CookieJar();
    const page = await (await jar.fetch(`${base}/th/sign-in`)).text();
    const fields = { csrf: hiddenValue(page, 'csrf'), email: SOMCHAI.email, password: SOMCHAI.password };

    const missing = await jar.fetch(`${base}/th/sign-in`, form(fields));
    expect(missing.status).toBe(400);
    const missingHtml = await missing.text();
    expect(alertOf(missingHtml)).toBe(th.captcha.required);
    expect(missingHtml).toContain(`value="${SOMCHAI.email}"`);
    expect(missingHtml).not.toContain(SOMCHAI.password);
    expectWidget(missingHtml, 'th', th.signInButton);
    expect(jar.cookies.has('_session')).toBe(false);

    const madeUp = await jar.fetch(`${base}/th/sign-in`, form({ ...fields, altcha: Buffer.from('{"challenge":{}}').toString('base64') }));
    expect(madeUp.status).toBe(400);
    expect(alertOf(await madeUp.text())).toBe(th.captcha.failed);

    const payload = await solution();
    const signedIn = await jar.fetch(`${base}/th/sign-in`, form({ ...fields, altcha: payload }));
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe('/th/account');
    expect(jar.cookies.has('_session')).toBe(true);

    // The same solution again (a replayed post): refused.
    const replayed = await new CookieJar().fetch(`${base}/en/sign-in`, {
      ...form({ ...fields, altcha: payload }),
      headers: { ...form(fields).headers, cookie: `sso_csrf=${fields.csrf}` },
    });
    expect(replayed.status).toBe(400);
    expect(alertOf(await replayed.text())).toBe(en.captcha.failed);
  });

  it('checks the captcha before the password: posts without it never count as failed sign-ins', async () => {
    const jar = new CookieJar();
    const csrf = hiddenValue(await (await jar.fetch(`${base}/en/sign-in`)).text(), 'csrf');
    // More wrong passwords than the per-account limit (5), all without a solution.
    for (let i = 0; i < 7; i++) {
      const res = await jar.fetch(`${base}/en/sign-in`, form({ csrf, email: EMMA.email, password: 'Wrong-pass-1' }));
      expect(res.status).toBe(400);
      expect(alertOf(await res.text())).toBe(en.captcha.required);
    }
    const wrong = await jar.fetch(
      `${base}/en/sign-in`,
      form({ csrf, email: EMMA.email, password: 'Wrong-pass-1', altcha: await solution() }),
    );
    expect(alertOf(await wrong.text())).toBe(en.signInFailed);
    const right = await jar.fetch(
      `${base}/en/sign-in`,
      form({ csrf, email: EMMA.email, password: EMMA.password, altcha: await solution() }),
    );
    expect(right.status).toBe(303);
  });

  it('asks for it on the login page of an authorization request too', async () => {
    const jar = new CookieJar();
    const { challenge } = pkcePair();
    const params = new URLSearchParams({
      client_id: 'talat-storefront',
      response_type: 'code',
      redirect_uri: `${SHOP}/sso/cookie`,
      scope: 'openid email profile',
      state: 'st',
      nonce: 'no',
      code_challenge: challenge,
      code_challenge_method: 'S256',
      ui_locales: 'th',
    });
    const started = await jar.fetch(`${base}/auth?${params.toString()}`);
    const interaction = new URL(started.headers.get('location')!, base);
    const page = await jar.fetch(interaction.href);
    expect(page.headers.get('content-security-policy')).toBe(CAPTCHA_POLICY);
    const html = await page.text();
    expectWidget(html, 'th', th.signInButton);
    const fields = { csrf: hiddenValue(html, 'csrf'), lang: 'th', email: SOMCHAI.email, password: SOMCHAI.password };

    const refused = await jar.fetch(`${interaction.href}/login`, form(fields));
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(alertOf(refusedHtml)).toBe(th.captcha.required);
    expect(refusedHtml).toContain(`value="${SOMCHAI.email}"`);

    const accepted = await jar.fetch(`${interaction.href}/login`, form({ ...fields, altcha: await solution() }));
    expect(accepted.status).toBe(303);
    expect(accepted.headers.get('location')).toContain('/auth/');
  });

  it('makes no account and sends no mail for a registration without a solution, keeping what was typed but the password', async () => {
    const jar = new CookieJar();
    const email = `captcha-${Date.now()}@example.com`;
    const csrf = hiddenValue(await (await jar.fetch(`${base}/th/register`)).text(), 'csrf');
    const fields = { csrf, firstName: 'มานี', lastName: 'มีนา', email, password: 'Kit-2026-go' };

    const refused = await jar.fetch(`${base}/th/register`, form(fields));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(alertOf(html)).toBe(th.captcha.required);
    for (const value of ['มานี', 'มีนา', email]) expect(html).toContain(`value="${value}"`);
    expect(html).not.toContain('Kit-2026-go');
    expectWidget(html, 'th', th.registerButton);
    expect(app.context.accounts.findByEmail(email)).toBeUndefined();

    const used = await solution();
    const registered = await jar.fetch(`${base}/th/register`, form({ ...fields, altcha: used }));
    expect(registered.status).toBe(200);
    expect(await registered.text()).toContain(th.checkEmailTitle);
    expect((await mailer.waitFor(email))[0]!.subject).toBe(th.mail.confirmSubject);
    expect(app.context.accounts.findByEmail(email)).toBeDefined();

    const again = await jar.fetch(`${base}/th/register`, form({ ...fields, altcha: used }));
    expect(again.status).toBe(400);
    expect(alertOf(await again.text())).toBe(th.captcha.failed);
    expect(mailer.to(email)).toHaveLength(1);
  });

  it('asks nothing when both flags are off: no widget, no challenge, the forms as before', async () => {
    const off = await startWith({ SIGN_ON_CAPTCHA_LOGIN: 'false', SIGN_ON_CAPTCHA_CREATE: 'false' });
    try {
      const jar = new CookieJar();
      const page = await jar.fetch(`${off.issuer}/en/sign-in`);
      const html = await page.text();
      expect(html).not.toContain('altcha');
      expect(html).toContain('<button type="submit">Sign in</button>');
      expect(page.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src 'unsafe-inline'/);
      expect((await fetch(`${off.issuer}/captcha/challenge`)).status).toBe(404);
      expect((await fetch(`${off.issuer}/captcha/altcha.js`)).status).toBe(404);
      const signedIn = await jar.fetch(
        `${off.issuer}/en/sign-in`,
        form({ csrf: hiddenValue(html, 'csrf'), email: EMMA.email, password: EMMA.password }),
      );
      expect(signedIn.status).toBe(303);
    } finally {
      await new Promise<void>((resolve) => off.server.close(() => resolve()));
    }
  });

  it('asks only where its flag is on', async () => {
    const loginOnly = await startWith({ SIGN_ON_CAPTCHA_CREATE: 'false' });
    try {
      expect(await (await fetch(`${loginOnly.issuer}/en/sign-in`)).text()).toContain('<altcha-widget');
      expect(await (await fetch(`${loginOnly.issuer}/en/register`)).text()).not.toContain('altcha');
    } finally {
      await new Promise<void>((resolve) => loginOnly.server.close(() => resolve()));
    }
  });
});
