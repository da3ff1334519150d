import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRecaptchaProvider } from './recaptcha-provider';
import { startFakeSiteverify, type FakeSiteverify } from './fake-siteverify';

// Held against a local siteverify that answers as Google documents it (fake-siteverify.ts).
const SECRET = 'test-recaptcha-secret';
let google: FakeSiteverify;

beforeAll(async () => {
  google = await startFakeSiteverify(SECRET, {
    'person-newsletter': { score: 0.9, action: 'newsletter' },
    'person-again': { score: 0.9, action: 'newsletter' },
    'bot-newsletter': { score: 0.1, action: 'newsletter' },
    'edge-newsletter': { score: 0.5, action: 'newsletter' },
    'person-review': { score: 0.9, action: 'product_review' },
  });
});
afterAll(() => google.close());

const recaptcha = (secretKey = SECRET, verifyUrl = google.url) =>
  createRecaptchaProvider({ siteKey: 'test-site-key', secretKey, minScore: 0.5, verifyUrl });
const newsletter = { action: 'newsletter' as const, remoteIp: '192.0.2.7' };

describe('the reCAPTCHA v3 provider', () => {
  it('gives the browser the site key only', () => {
    expect(recaptcha().siteConfig()).toEqual({ kind: 'recaptcha', siteKey: 'test-site-key' });
  });

  it('accepts a person’s token for the form’s action, sending secret, response and remoteip', async () => {
    expect(await recaptcha().verify('person-newsletter', newsletter)).toEqual({ ok: true });
    expect(google.requests.at(-1)).toEqual({ secret: SECRET, response: 'person-newsletter', remoteip: '192.0.2.7' });
  });

  it('refuses a token used before (Google: timeout-or-duplicate)', async () => {
    expect(await recaptcha().verify('person-again', newsletter)).toEqual({ ok: true });
    expect(await recaptcha().verify('person-again', newsletter)).toEqual({ ok: false, reason: 'reused' });
  });

  it('refuses a score below the minimum, and accepts one at it', async () => {
    expect(await recaptcha().verify('bot-newsletter', newsletter)).toEqual({ ok: false, reason: 'low-score' });
    expect(await recaptcha().verify('edge-newsletter', newsletter)).toEqual({ ok: true });
  });

  it('refuses a token made for another form', async () => {
    expect(await recaptcha().verify('person-review', newsletter)).toEqual({ ok: false, reason: 'wrong-action' });
  });

  it('refuses a missing, malformed or unknown token without or with asking Google', async () => {
    const before = google.requests.length;
    expect(await recaptcha().verify(null, newsletter)).toEqual({ ok: false, reason: 'missing' });
    expect(await recaptcha().verify('not a token!', newsletter)).toEqual({ ok: false, reason: 'malformed' });
    expect(google.requests.length).toBe(before);
    expect(await recaptcha().verify('made-up-token', newsletter)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses everything when its keys are wrong (Google: invalid-input-secret)', async () => {
    expect(await recaptcha('wrong-secret').verify('person-review', { action: 'product_review' })).toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses the action as unavailable when Google cannot be reached', async () => {
    const closed = await startFakeSiteverify(SECRET, {});
    await closed.close();
    expect(await recaptcha(SECRET, closed.url).verify('person-newsletter', newsletter)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
