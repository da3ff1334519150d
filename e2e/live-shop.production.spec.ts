import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import {
  addProduct,
  chequeMethod,
  choosePayment,
  chooseShipping,
  expectThankYou,
  fillShippingAddress,
  goToShipping,
  placeOrder,
  standardMethod,
} from './support/checkout';
import { waitForMail } from './support/mail';
import { t } from './support/messages';
import { commerceUrl, contentToken, contentUrl, langs, shopApiKey } from './support/services';
import { expectSignedIn, registerAccount, signInFromHeader, signOnUrl } from './support/sign-on';

// The production-profile smoke (issue 28, scripts/test-production.mjs): the stack started with
// NODE_ENV=production and real secrets, checked from outside as a shop's operator and an attacker
// would. Nothing here runs in the development stacks.
const storefrontUrl = process.env.E2E_BASE_URL ?? 'http://localhost:3200';
const services = { storefront: storefrontUrl, engine: commerceUrl, content: contentUrl, 'sign-on': signOnUrl };

async function status(url: string, init: RequestInit = {}): Promise<number> {
  const res = await fetch(url, { redirect: 'manual', ...init });
  await res.body?.cancel();
  return res.status;
}

test.describe('a shop in production', () => {
  test('no mailbox, development or test route answers on any service', async () => {
    const closed: [string, RequestInit?][] = [
      [`${commerceUrl}/mailbox`],
      [`${commerceUrl}/mailbox/list`],
      [`${signOnUrl}/mailbox`],
      [`${signOnUrl}/mailbox/messages?to=someone%40talat.invalid`],
      [`${signOnUrl}/dev/faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"token":503,"count":1}' }],
      [`${storefrontUrl}/en/test-only/injected-script`],
      [`${storefrontUrl}/th/test-only/injected-script`],
      // The test card provider is not loaded: its token endpoint does not exist.
      [
        `${commerceUrl}/payments/test-card/tokens`,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"number":"4111111111111111"}' },
      ],
    ];
    for (const [url, init] of closed) expect(await status(url, init), url).toBe(404);
  });

  test("the engine's Shop API answers only the storefront, without introspection", async () => {
    const ask = (query: string, key?: string) =>
      fetch(`${commerceUrl}/shop-api?languageCode=en`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(key ? { 'x-talat-shop-key': key } : {}) },
        body: JSON.stringify({ query }),
      });
    expect((await ask('{ activeChannel { code } }')).status).toBe(403);
    expect((await ask('{ activeChannel { code } }', 'talat-dev-shop-api-key')).status).toBe(403);
    const allowed = await ask('{ activeChannel { code } }', shopApiKey);
    expect(allowed.status).toBe(200);
    expect(((await allowed.json()) as { data: { activeChannel: { code: string } } }).data.activeChannel.code).toBeTruthy();
    const schema = (await (await ask('{ __schema { types { name } } }', shopApiKey)).json()) as { data?: unknown; errors?: unknown[] };
    expect(schema.errors?.length ?? 0, 'introspection is refused').toBeGreaterThan(0);
    expect(schema.data ?? null).toBeNull();
  });

  test('every service answers with the security headers: pages, APIs, errors, assets', async () => {
    const answers = [
      `${storefrontUrl}/en`,
      `${storefrontUrl}/en/no-such-page`,
      `${storefrontUrl}/api/csrf`,
      `${storefrontUrl}/media/assets/no-such-image.png`,
      `${storefrontUrl}/health`,
      `${commerceUrl}/admin/`,
      `${commerceUrl}/admin-api`,
      `${commerceUrl}/shop-api`,
      `${commerceUrl}/assets/no-such-asset.png`,
      `${commerceUrl}/no-such-path`,
      `${commerceUrl}/health`,
      `${contentUrl}/v2/cdn/stories/home?token=${contentToken}&version=published`,
      `${contentUrl}/v2/cdn/stories/no-such-story?token=${contentToken}`,
      `${contentUrl}/health`,
      `${signOnUrl}/en/sign-in`,
      `${signOnUrl}/.well-known/openid-configuration`,
      `${signOnUrl}/en/no-such-page`,
      `${signOnUrl}/health`,
    ];
    for (const url of answers) {
      const res = await fetch(url, { redirect: 'manual' });
      await res.body?.cancel();
      expect.soft(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect.soft(res.headers.get('x-frame-options'), url).toMatch(/^(DENY|SAMEORIGIN)$/);
      expect.soft(res.headers.get('referrer-policy'), url).toBeTruthy();
      if (/text\/html/.test(res.headers.get('content-type') ?? ''))
        expect.soft(res.headers.get('content-security-policy'), url).toBeTruthy();
    }
  });

  test('each service is live and ready, logs JSON lines, and keeps its metrics off the shop’s port', async () => {
    for (const [name, url] of Object.entries(services)) {
      expect(await status(`${url}/health`), `${name} /health`).toBe(200);
      const ready = await fetch(`${url}/ready`);
      expect(ready.status, `${name} /ready`).toBe(200);
      expect(((await ready.json()) as { status: string }).status).toBe('ready');
    }
    for (const metrics of (process.env.E2E_METRICS_URLS ?? '').split(',').filter(Boolean)) {
      const text = await (await fetch(metrics)).text();
      expect(text).toContain('http_request_duration_seconds');
    }
    // Not on the shop's port: the metrics' path there is the shop's own not-found page.
    const onShop = await fetch(`${storefrontUrl}/metrics`);
    expect(onShop.status).toBe(404);
    expect(await onShop.text()).not.toContain('http_request_duration_seconds');
    const logDir = process.env.E2E_LOG_DIR!;
    for (const file of readdirSync(logDir).filter((f) => f.endsWith('.log'))) {
      const lines = readFileSync(`${logDir}/${file}`, 'utf8')
        .split('\n')
        .filter((l) => l.trim());
      const notJson = lines.filter((line) => {
        try {
          return typeof JSON.parse(line) !== 'object';
        } catch {
          return true;
        }
      });
      expect(notJson, `${file}: lines that are not JSON`).toEqual([]);
    }
  });

  test('a spoofed X-Forwarded-For from a client no proxy vouches for shares that client’s limit', async () => {
    // Browser log reports: at most 30 a minute from one client (CLIENT_LOG_RATE_LIMIT).
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++) {
      statuses.push(
        await status(`${storefrontUrl}/api/pino`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `203.0.113.${i}` },
          body: JSON.stringify({ level: 'warn', message: { message: `spoof ${i}`, name: 'Spoof', type: 'warning' } }),
        }),
      );
    }
    expect(statuses.slice(0, 30).every((s) => s === 204)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });

  for (const lang of langs) {
    test(`the shop works in production (${lang}): browse, sign on, buy by cheque, the order email arrives`, async ({ page }) => {
      for (const path of [`/${lang}`, `/${lang}/kits`, `/${lang}/crest-mug`]) {
        const res = await page.goto(path);
        expect(res?.status(), path).toBe(200);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
      // Registered on the pages, as a shopper does: production has no test route.
      const account = await registerAccount(page, lang, 'live');
      await page.goto(`/${lang}/kits`);
      await signInFromHeader(page, lang, account);
      await expectSignedIn(page, lang);

      await addProduct(page, lang, 'crest-mug');
      await goToShipping(page, lang);
      await fillShippingAddress(page, lang, { email: account.email, firstName: account.firstName, lastName: account.lastName });
      await chooseShipping(page, lang, standardMethod[lang]);
      // No card provider in production here: the test card's method is not offered.
      await expect(
        page.getByRole('group', { name: t(lang).checkoutPayment.methodsTitle }).getByRole('radio', { name: /card|บัตร/ }),
      ).toHaveCount(0);
      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      const mail = await waitForMail(account.email, (m) => m.subject.includes(number), 30_000);
      expect(mail.subject).toBe(lang === 'th' ? `ยืนยันคำสั่งซื้อ #${number}` : `Order confirmation for #${number}`);
    });
  }
});
