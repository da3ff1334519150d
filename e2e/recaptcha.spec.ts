import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { CAPTCHA_HEADER } from './support/captcha';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { waitForScripts } from './support/hydration';
import { fmt, t } from './support/messages';
import { routeRecaptchaDouble } from './support/recaptcha-double';
import { langs } from './support/services';
import { startSiteverifyStandIn, tokenPattern, type SiteverifyStandIn } from './support/siteverify-stand-in';

// reCAPTCHA v3 in the browser (issue 33, docs/decisions/0051): a storefront of its own with
// CAPTCHA_PROVIDER=recaptcha, its site key and secret, and RECAPTCHA_VERIFY_URL at a siteverify
// stand-in this file starts (not Google: e2e/support/siteverify-stand-in.ts). The browser's
// requests for Google's script are answered by a test double (e2e/support/recaptcha-double.ts)
// that gives tokens for the site key it was told is registered and fails for any other, as
// Google's does. The demo store asks for a captcha on the footer's newsletter form.

test.describe.configure({ mode: 'serial' });

// Made-up keys: no Google account knows them.
const SITE_KEY = 'talat-e2e-recaptcha-site-key-registered';
const UNKNOWN_SITE_KEY = 'talat-e2e-recaptcha-site-key-not-registered';
const SECRET = randomBytes(18).toString('base64url');
const TOKEN_PREFIX = `e2e${randomBytes(4).toString('hex')}`;

let siteverify: SiteverifyStandIn;

test.beforeAll(async () => {
  siteverify = await startSiteverifyStandIn({ secret: SECRET, tokenPrefix: TOKEN_PREFIX });
});
test.afterAll(async () => {
  await siteverify?.close();
});

const recaptchaShop = async (siteKey: string) =>
  startExtraStorefront(await extraPort(), {
    CAPTCHA_PROVIDER: 'recaptcha',
    RECAPTCHA_SITE_KEY: siteKey,
    RECAPTCHA_SECRET_KEY: SECRET,
    RECAPTCHA_MIN_SCORE: '0.5',
    RECAPTCHA_VERIFY_URL: siteverify.url,
  });

const address = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;

/** The page's Content-Security-Policy refusals, as Chromium reports them in the console. */
function policyRefusals(page: Page): string[] {
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) refused.push(message.text());
  });
  return refused;
}

/** The footer's form on a product page of `shop`, with Google's script answered by the double. */
async function footerForm(page: Page, shop: ExtraStorefront, lang: (typeof langs)[number]) {
  const google = await routeRecaptchaDouble(page, { registeredKey: SITE_KEY, tokenPrefix: TOKEN_PREFIX });
  const response = await page.goto(`${shop.url}/${lang}/kits/home-kit`);
  expect(response?.status()).toBe(200);
  await waitForScripts(page);
  const form = page.getByTestId('newsletter-form-footer');
  const email = form.getByLabel(t(lang).newsletter.emailLabel, { exact: true });
  const submit = form.getByRole('button', { name: t(lang).newsletter.submit });
  return { google, csp: (await response!.allHeaders())['content-security-policy'] ?? '', form, email, submit };
}

test.describe('with the site key Google knows', () => {
  let shop: ExtraStorefront;
  test.beforeAll(async () => {
    shop = await recaptchaShop(SITE_KEY);
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  for (const lang of langs) {
    const n = t(lang).newsletter;

    test(`the footer newsletter form on /${lang} subscribes with a reCAPTCHA v3 token`, async ({ page }) => {
      const refused = policyRefusals(page);
      const { google, csp, form, email, submit } = await footerForm(page, shop, lang);
      // The page policy admits Google's script and the files it loads, as Google's CSP guide asks.
      expect(csp).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(csp).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
      // The shop tells the browser which captcha it uses and its public site key, never the secret.
      const site = await page.request.get(`${shop.url}/api/captcha/site`);
      expect(await site.json()).toEqual({ kind: 'recaptcha', siteKey: SITE_KEY });

      const subscriber = address('recaptcha');
      await email.fill(subscriber);
      // Nothing of Google's loads before the shopper sends the form.
      expect(google.scriptRequests).toEqual([]);
      const sent = page.waitForRequest((r) => r.url() === `${shop.url}/api/account/subscribeNewsletter`);
      const calls = siteverify.calls.length;
      await submit.click();
      const token = (await sent).headers()[CAPTCHA_HEADER] ?? '';
      expect(tokenPattern(TOKEN_PREFIX).exec(token)?.[1]).toBe('newsletter');
      await expect(form.getByRole('status')).toHaveText(fmt(n.outcomes.CONFIRMATION_SENT, { email: subscriber }));
      expect(google.scriptRequests).toEqual([SITE_KEY]);
      // The shop asked siteverify about that token, with its secret.
      expect(siteverify.calls.slice(calls)).toEqual([expect.objectContaining({ response: token, secretMatched: true })]);
      expect(refused).toEqual([]);
    });

    test(`on /${lang} a token siteverify scores below the shop’s minimum is refused with the shopper’s message`, async ({ page }) => {
      const { form, email, submit } = await footerForm(page, shop, lang);
      siteverify.score = 0.1;
      try {
        const typed = address('low-score');
        await email.fill(typed);
        const answered = page.waitForResponse((r) => r.url() === `${shop.url}/api/account/subscribeNewsletter`);
        await submit.click();
        const response = await answered;
        expect(response.status()).toBe(403);
        expect(await response.json()).toEqual({ error: { code: 'CAPTCHA_INVALID', message: t(lang).api.errors.captchaInvalid } });
        await expect(form.getByRole('status')).toHaveText(t(lang).api.errors.captchaInvalid);
        await expect(email).toHaveValue(typed);
        expect(siteverify.calls.at(-1)).toEqual(expect.objectContaining({ response: response.request().headers()[CAPTCHA_HEADER] }));
      } finally {
        siteverify.score = 0.9;
      }
    });
  }
});

// The spec's row "captcha loading fails with a different site key": the shop is set up with a key
// Google does not know, so Google's script refuses to give a token and nothing is sent.
test.describe('with a site key Google does not know', () => {
  let shop: ExtraStorefront;
  test.beforeAll(async () => {
    shop = await recaptchaShop(UNKNOWN_SITE_KEY);
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  for (const lang of langs) {
    test(`on /${lang} the form says the check could not be loaded, in the shopper’s language, and keeps the address`, async ({ page }) => {
      const { google, form, email, submit } = await footerForm(page, shop, lang);
      const subscribeCalls: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/api/account/subscribeNewsletter')) subscribeCalls.push(r.url());
      });
      const calls = siteverify.calls.length;
      const typed = address('unknown-key');
      await email.fill(typed);
      await submit.click();
      await expect(form.getByRole('alert')).toHaveText(t(lang).captcha.unavailable);
      await expect(email).toHaveValue(typed);
      await expect(submit).toBeEnabled();
      expect(google.scriptRequests).toEqual([UNKNOWN_SITE_KEY]);
      expect(subscribeCalls).toEqual([]);
      expect(siteverify.calls.length).toBe(calls);
    });
  }
});
