import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import en from '@messages/en.json';
import th from '@messages/th.json';
import { MemoryReplayStore } from '../security/replay-store';
import { csrfPair, request, TEST_CSRF_SECRET } from '../security/test-requests';
import { verifyCsrf } from '../security/csrf';
import { createAltchaProvider } from './altcha-provider';
import { captchaFlagOf, captchaOn, CAPTCHA_FLAG_OF_METHOD } from './captcha-flags';
import { checkCaptcha, withCaptcha, type CaptchaChecks } from './captcha-guard';
import { CAPTCHA_HEADER, type CaptchaProvider } from './captcha-provider';
import { challengeResponse, siteResponse, verifyCaptchaResponse } from './captcha-routes';
import { createRecaptchaProvider } from './recaptcha-provider';
import { startFakeSiteverify, type FakeSiteverify } from './fake-siteverify';

const altcha = createAltchaProvider({
  hmacKey: 'test-altcha-hmac-key-0123456789',
  challengeUrl: '/api/captcha/challenge',
  complexity: 200,
  ttlSeconds: 300,
  replayStore: new MemoryReplayStore(),
});

async function solution(): Promise<string> {
  const challenge: Challenge = await altcha.challenge();
  const solved = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution: solved })).toString('base64');
}

const checks = (provider: CaptchaProvider | null, on: string[] = ['newsletter', 'product_review']): CaptchaChecks => ({
  provider: () => provider,
  flagOn: async (flag) => on.includes(flag),
  address: () => '192.0.2.9',
});

type ErrorBody = { error: { code: string; message: string } };
const thai = { cookie: 'i18n_redirected=th' };

describe('the captcha flags', () => {
  it('map the storefront’s flagged methods to the store config’s flags', () => {
    expect(CAPTCHA_FLAG_OF_METHOD).toEqual({
      subscribeNewsletter: 'newsletter',
      requestStockAlert: 'newsletter',
      createProductReview: 'product_review',
      applyCoupon: 'coupon_code',
      applyGiftCard: 'giftcard',
      placeOrder: 'place_order',
    });
    expect(captchaFlagOf('addCartItems')).toBeNull();
    expect(captchaFlagOf('toString')).toBeNull();
  });

  it('are on only when the store config says true', () => {
    const flags = {
      coupon_code: false,
      customer_create: false,
      customer_login: false,
      giftcard: true,
      newsletter: true,
      product_review: false,
      place_order: false,
    };
    expect(captchaOn({ captcha: flags }, 'newsletter')).toBe(true);
    expect(captchaOn({ captcha: flags }, 'coupon_code')).toBe(false);
    expect(captchaOn(null, 'newsletter')).toBe(false);
  });
});

describe('a flagged call’s captcha check', () => {
  const call = (headers: Record<string, string> = {}) => request('http://shop.test/api/account/subscribeNewsletter', { headers });

  it('refuses a flagged call without a solution: 403 CAPTCHA_REQUIRED in the shopper’s language', async () => {
    const res = await checkCaptcha(call(thai), 'subscribeNewsletter', checks(altcha));
    expect(res?.status).toBe(403);
    expect(await res?.json()).toEqual({ error: { code: 'CAPTCHA_REQUIRED', message: th.api.errors.captchaRequired } });
    expect(res?.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a made-up solution: 403 CAPTCHA_INVALID', async () => {
    const res = await checkCaptcha(
      call({ [CAPTCHA_HEADER]: Buffer.from('{"challenge":{},"solution":{}}').toString('base64') }),
      'subscribeNewsletter',
      checks(altcha),
    );
    expect(res?.status).toBe(403);
    expect(await res?.json()).toEqual({ error: { code: 'CAPTCHA_INVALID', message: en.api.errors.captchaInvalid } });
  });

  it('lets a solved call through once', async () => {
    const headers = { [CAPTCHA_HEADER]: await solution() };
    expect(await checkCaptcha(call(headers), 'subscribeNewsletter', checks(altcha))).toBeNull();
    expect((await checkCaptcha(call(headers), 'subscribeNewsletter', checks(altcha)))?.status).toBe(403);
  });

  it('asks nothing of unflagged methods, of flags the store turned off, or with CAPTCHA_PROVIDER=off', async () => {
    expect(await checkCaptcha(call(), 'addCartItems', checks(altcha))).toBeNull();
    expect(await checkCaptcha(call(), 'applyCoupon', checks(altcha))).toBeNull();
    expect(await checkCaptcha(call(), 'subscribeNewsletter', checks(null))).toBeNull();
  });

  it('runs after the route’s own guard: a refused CSRF token is answered first', async () => {
    const hooks = withCaptcha({ guard: (r) => verifyCsrf(r, TEST_CSRF_SECRET) }, checks(altcha));
    const noToken = await hooks.guard!(call(), 'subscribeNewsletter', '{}', { schema: null as never, run: async () => null });
    expect(((await noToken!.json()) as ErrorBody).error.code).toBe('CSRF');
    const { token, cookie } = csrfPair();
    const withToken = request('http://shop.test/api/account/subscribeNewsletter', { token, cookie });
    const noSolution = await hooks.guard!(withToken, 'subscribeNewsletter', '{}', { schema: null as never, run: async () => null });
    expect(((await noSolution!.json()) as ErrorBody).error.code).toBe('CAPTCHA_REQUIRED');
  });
});

describe('GET /api/captcha/challenge and /api/captcha/site', () => {
  it('answers a signed challenge that no cache keeps, with ALTCHA', async () => {
    const res = await challengeResponse(new Request('http://shop.test/api/captcha/challenge'), altcha);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as Challenge;
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers 404 with another provider or none', async () => {
    const recaptcha = createRecaptchaProvider({ siteKey: 'k', secretKey: 's', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/' });
    expect((await challengeResponse(new Request('http://shop.test/api/captcha/challenge'), recaptcha)).status).toBe(404);
    expect((await challengeResponse(new Request('http://shop.test/api/captcha/challenge'), null)).status).toBe(404);
  });

  it('tells the browser which captcha to show, public settings only', async () => {
    expect(await siteResponse(altcha).json()).toEqual({ kind: 'altcha', challengeUrl: '/api/captcha/challenge' });
    expect(await siteResponse(null).json()).toEqual({ kind: 'off' });
  });
});

describe('POST /api/verify-recaptcha', () => {
  let google: FakeSiteverify;
  beforeAll(async () => {
    google = await startFakeSiteverify('secret', { 'good-token': { score: 0.9, action: 'newsletter' } });
  });
  afterAll(() => google.close());

  const csrf = (r: Request) => verifyCsrf(r, TEST_CSRF_SECRET);
  const post = (body: string, extra: Record<string, string> = {}) => {
    const { token, cookie } = csrfPair();
    return request('http://shop.test/api/verify-recaptcha', { token, cookie: `${cookie}; ${extra.cookie ?? ''}`, body });
  };

  it('needs the CSRF token', async () => {
    const res = await verifyCaptchaResponse(request('http://shop.test/api/verify-recaptcha', { body: '{}' }), { csrf, ...checks(altcha) });
    expect(res.status).toBe(403);
    expect(((await res.json()) as ErrorBody).error.code).toBe('CSRF');
  });

  it('answers { success: true } for a good solution, with whichever provider is on', async () => {
    const good = await verifyCaptchaResponse(post(JSON.stringify({ token: await solution(), action: 'newsletter' })), {
      csrf,
      ...checks(altcha),
    });
    expect(good.status).toBe(200);
    expect(await good.json()).toEqual({ success: true });
    const recaptcha = createRecaptchaProvider({ siteKey: 'k', secretKey: 'secret', minScore: 0.5, verifyUrl: google.url });
    const viaGoogle = await verifyCaptchaResponse(post(JSON.stringify({ token: 'good-token', action: 'newsletter' })), {
      csrf,
      ...checks(recaptcha),
    });
    expect(await viaGoogle.json()).toEqual({ success: true });
  });

  it('answers 403 for a missing or wrong solution, 400 for bad input, in the shopper’s language', async () => {
    const missing = await verifyCaptchaResponse(post(JSON.stringify({ action: 'newsletter' }), thai), { csrf, ...checks(altcha) });
    expect(missing.status).toBe(403);
    expect(await missing.json()).toEqual({ error: { code: 'CAPTCHA_REQUIRED', message: th.api.errors.captchaRequired } });
    const wrong = await verifyCaptchaResponse(post(JSON.stringify({ token: 'bm9wZQ==', action: 'newsletter' })), {
      csrf,
      ...checks(altcha),
    });
    expect(((await wrong.json()) as ErrorBody).error.code).toBe('CAPTCHA_INVALID');
    for (const body of [
      '{oops',
      JSON.stringify({ token: 'x', action: 'launch' }),
      JSON.stringify({ token: 1, action: 'newsletter' }),
      'null',
    ]) {
      const res = await verifyCaptchaResponse(post(body), { csrf, ...checks(altcha) });
      expect(res.status, body).toBe(400);
    }
  });

  it('refuses as unavailable (503) when the provider cannot answer, as with a site key Google refuses', async () => {
    const away = createRecaptchaProvider({ siteKey: 'k', secretKey: 'secret', minScore: 0.5, verifyUrl: 'http://127.0.0.1:9/siteverify' });
    const res = await verifyCaptchaResponse(post(JSON.stringify({ token: 'good-token', action: 'newsletter' }), thai), {
      csrf,
      ...checks(away),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'CAPTCHA_UNAVAILABLE', message: th.api.errors.captchaUnavailable } });
  });
});
