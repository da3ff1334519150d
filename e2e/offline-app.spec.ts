import { expect, test, type BrowserContext, type Page, type Route } from '@playwright/test';
import { addProduct } from './support/checkout';
import { storefrontLog } from './support/logs';
import { t } from './support/messages';
import { htmlLangOf, langs, type Lang } from './support/services';
import { SCALED, scaledIn } from './support/tags';
import { waitForScripts } from './support/hydration';

// The installable offline app (issue 16; spec sections 1, 4, 7, 8 and 9) in real Chromium with
// the shop's service worker, which the other suites block (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startOf = (template: string) => new RegExp(`^${escape(template.split('{')[0]!.trim())}`);
const other = (lang: Lang): Lang => (lang === 'en' ? 'th' : 'en');

/** Waits until the service worker controls the page and has kept `path` (in any currency). */
async function kept(page: Page, path: string) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null, undefined, { timeout: 20_000 });
  await expect
    .poll(
      () =>
        page.evaluate(async (p) => {
          const cache = await caches.open('talat-pages');
          return (await cache.keys()).some((r) => new URL(r.url).pathname === p);
        }, path),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Fails every request that would reach the network, the service worker's too. */
const noNetwork = (route: Route) => route.abort('internetdisconnected');

/**
 * The browser offline, as a phone without signal: `setOffline` makes the pages offline (and
 * `navigator.onLine` false), but Chromium lets a service worker's own requests through it, so
 * those are failed by a route of the context as well (a page served from the worker's caches
 * still loads; anything that needs the network does not).
 */
async function offline(context: BrowserContext, page: Page, value: boolean) {
  if (value) await context.route('**/*', noNetwork);
  await context.setOffline(value);
  if (!value) await context.unroute('**/*', noNetwork);
  await page.waitForFunction((v) => navigator.onLine === !v, value);
}

test('the manifest exists in both languages with the club’s icons, and every page links its own', async ({ page, request }) => {
  for (const lang of langs) {
    const res = await request.get(`/${lang}/manifest.webmanifest`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await res.json();
    expect(manifest).toMatchObject({
      id: '/',
      name: t(lang).app.name,
      lang: htmlLangOf[lang],
      start_url: `/${lang}`,
      scope: '/',
      display: 'standalone',
    });
    for (const icon of manifest.icons as { src: string; sizes: string; type: string; purpose: string }[]) {
      const file = await request.get(icon.src);
      expect(file.status(), icon.src).toBe(200);
      expect(file.headers()['content-type'], icon.src).toContain(icon.type);
    }
    expect(manifest.icons.map((i: { purpose: string }) => i.purpose)).toContain('maskable');
    await page.goto(`/${lang}`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', `/${lang}/manifest.webmanifest`);
    // The tab's icon is named, so no browser asks for a /favicon.ico the shop does not have.
    for (const link of await page.locator('link[rel="icon"], link[rel="apple-touch-icon"]').all()) {
      const file = await request.get((await link.getAttribute('href'))!);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toMatch(/^image\//);
    }
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('type', 'image/svg+xml');
  }
  const sw = await request.get('/sw.js');
  expect(sw.status()).toBe(200);
  expect(sw.headers()['content-type']).toContain('javascript');
});

for (const lang of langs) {
  test(`offline on /${lang}: visited pages, their images and the last cart stay readable; other pages say offline`, async ({
    context,
    page,
  }) => {
    const m = t(lang);
    await addProduct(page, lang, 'crest-mug');
    await kept(page, `/${lang}/crest-mug`);
    const productName = await page.getByRole('heading', { level: 1 }).textContent();
    await page.goto(`/${lang}/cart`);
    const line = page.getByRole('main').getByTestId('cart-line').first();
    await expect(line).toBeVisible();
    await kept(page, `/${lang}/cart`);

    await offline(context, page, true);
    await page.goto(`/${lang}/crest-mug`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName!);
    await expect(page.getByRole('status').filter({ hasText: m.app.offline.banner })).toBeVisible();
    const image = page.getByRole('main').locator('img').first();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

    await page.goto(`/${lang}/cart`);
    await expect(page.getByRole('main').getByTestId('cart-line').first()).toBeVisible();

    const response = await page.goto(`/${lang}/kits/away-kit`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
    await expect(page.getByRole('heading', { level: 1, name: m.app.offline.title })).toBeVisible();
    await expect(
      page.locator(`section[lang="${htmlLangOf[other(lang)]}"]`).getByRole('heading', { name: t(other(lang)).app.offline.title }),
    ).toBeVisible();
    await offline(context, page, false);
  });

  test(
    `cart edits made offline on /${lang} are kept, sent in order when the network returns, and reported`,
    scaledIn(lang),
    async ({ context, page }) => {
      const m = t(lang);
      await addProduct(page, lang, 'crest-mug');
      await kept(page, `/${lang}/crest-mug`);
      await page.goto(`/${lang}/cart`);
      await kept(page, `/${lang}/cart`);
      await offline(context, page, true);
      await page.reload();
      // The banner renders once the page's scripts run: the controls work from then on.
      const banner = page.getByRole('status').filter({ hasText: m.app.offline.banner });
      await expect(banner).toBeVisible();
      const main = page.getByRole('main');
      const line = main.getByTestId('cart-line').first();
      await line.getByRole('button', { name: startOf(m.cart.increase) }).click();
      await expect(line.getByText(m.app.offline.queued)).toBeVisible();
      await line.getByRole('button', { name: startOf(m.cart.increase) }).click();
      await expect(line.getByRole('spinbutton')).toHaveValue('3');
      // What needs the network and cannot wait says so.
      await main.getByLabel(m.cart.coupon.label, { exact: true }).fill('WELCOME10');
      await main.getByRole('button', { name: m.cart.coupon.apply }).click();
      await expect(main.getByTestId('coupon-code').getByText(m.app.offline.needsNetwork)).toBeVisible();
      // An add from a product page read offline waits too.
      await page.goto(`/${lang}/crest-mug`);
      await expect(banner).toBeVisible();
      await page.getByRole('main').getByRole('button', { name: m.product.addToCart, exact: true }).click();
      await expect(page.getByRole('main').getByText(m.app.offline.queued)).toBeVisible();

      await offline(context, page, false);
      // Three engine calls, one after the other, on a busy machine.
      await expect(page.getByRole('status').filter({ hasText: m.app.offline.replayed.replace('{count}', '3') })).toBeVisible({
        timeout: 15_000,
      });
      await page.goto(`/${lang}/cart`);
      await expect(page.getByRole('main').getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('4');
    },
  );
}

test('the install offer shows when the browser makes it, and a dismissal is remembered', async ({ page }) => {
  const m = t('th').app.install;
  const offer = () =>
    page.evaluate(() => {
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () =>
          void ((window as unknown as { prompted: number }).prompted = ((window as unknown as { prompted?: number }).prompted ?? 0) + 1),
        userChoice: Promise.resolve({ outcome: 'accepted' as const }),
      });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  await page.goto('/th');
  await expect.poll(offer).toBe(true);
  const prompt = page.getByRole('region', { name: m.title });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: m.dismiss }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('talat:install-dismissed'))).toBe('1');
  await page.reload();
  await expect.poll(offer).toBe(true);
  await page.waitForTimeout(300);
  await expect(prompt).toBeHidden();

  // Accepting hands over to the browser's own dialog.
  await page.evaluate(() => localStorage.removeItem('talat:install-dismissed'));
  await page.reload();
  await expect.poll(offer).toBe(true);
  await prompt.getByRole('button', { name: m.accept }).click();
  await expect(prompt).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { prompted?: number }).prompted)).toBe(1);
});

test('an open page asks for a new worker every 20 s while online, and reloads once another worker takes over', async ({
  context,
  page,
}) => {
  // Count the page's update checks: ServiceWorkerRegistration.update, wrapped before any script runs.
  await page.addInitScript(() => {
    const w = window as unknown as { updates: number };
    w.updates = 0;
    const update = ServiceWorkerRegistration.prototype.update;
    ServiceWorkerRegistration.prototype.update = function (this: ServiceWorkerRegistration) {
      w.updates += 1;
      return update.call(this);
    };
  });
  // Time runs as usual; fastForward jumps the page's timers ahead.
  await page.clock.install();
  await page.goto('/th/cms');
  await kept(page, '/th/cms');
  // A page the worker served (the first one loaded before any worker controlled it).
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker?.controller !== null);
  await waitForScripts(page);
  const updates = () => page.evaluate(() => (window as unknown as { updates: number }).updates);
  const before = await updates();
  await page.clock.fastForward(20_000);
  await expect.poll(updates).toBe(before + 1);

  // Offline: no checks.
  await offline(context, page, true);
  await page.clock.fastForward(40_000);
  expect(await updates()).toBe(before + 1);
  await offline(context, page, false);
  await page.clock.fastForward(20_000);
  await expect.poll(updates).toBe(before + 2);

  // Another worker takes over (as one activated by another tab would): the page reloads.
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const reloaded = page.waitForEvent('load');
  // The reload may end this evaluation before it answers; if the worker never takes over, the wait for the load fails.
  await page
    .evaluate(() => navigator.serviceWorker.register('/sw.js?from=another-tab', { scope: '/' }).then(() => undefined))
    .catch(() => undefined);
  await reloaded;
  // The page that loads registers the shop's own worker again, which may take over once more and
  // reload it a second time: ask until a loaded page answers, and it must be a new one (no mark).
  await expect
    .poll(() =>
      page.evaluate(() => ((window as unknown as { mark?: number }).mark === undefined ? 'new page' : 'old page')).catch(() => 'loading'),
    )
    .toBe('new page');
  await expect(page).toHaveURL(/\/th\/cms$/);
});

test('a new build makes the next navigation a full page load', async ({ page }) => {
  const mark = () => page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const marked = () => page.evaluate(() => (window as unknown as { mark?: number }).mark === 1);
  await page.goto('/en/cms');
  await waitForScripts(page);
  // The same build: a shop link stays in the page.
  await mark();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.getByRole('main').locator('a[href="/en/home-kit"]').first().click();
  await expect(page).toHaveURL(/\/en\/home-kit$/);
  expect(await marked()).toBe(true);

  // The server now runs another build: the next shop link is a full page load.
  const asked = page.waitForRequest('**/builds/latest.json');
  await page.route('**/builds/latest.json', (route) => route.fulfill({ json: { id: 'a-newer-build', timestamp: Date.now() } }));
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await asked;
  await page.waitForTimeout(200);
  const documentLoad = page.waitForRequest((r) => r.resourceType() === 'document' && new URL(r.url()).pathname === '/en');
  await page.getByRole('banner').locator('a[href="/en"]').first().click();
  await documentLoad;
  await expect(page).toHaveURL(/\/en$/);
  expect(await marked()).toBe(false);
});

test('a chunk that fails to load reloads the page once, not again within 10 s, and is logged', async ({ page }) => {
  const failChunk = () =>
    page.evaluate(() => {
      const error = Object.assign(new Error('Failed to load chunk /_next/static/chunks/gone.js'), { name: 'ChunkLoadError' });
      const promise = Promise.reject(error);
      promise.catch(() => undefined);
      window.dispatchEvent(new PromiseRejectionEvent('unhandledrejection', { promise, reason: error, cancelable: true }));
    });
  await page.goto('/en/cms');
  await waitForScripts(page);
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const reloaded = page.waitForEvent('load');
  await failChunk();
  await reloaded;
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBeUndefined();

  await waitForScripts(page);
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 2));
  const logged = page.waitForRequest((r) => r.url().endsWith('/api/pino') && r.method() === 'POST');
  await failChunk();
  const report = await logged;
  expect(report.postDataJSON()).toMatchObject({ level: 'warn', message: { name: 'ChunkLoadError' } });
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(2);
});

test.describe('POST /api/pino', () => {
  test.describe.configure({ mode: 'serial' });
  // Each test reports as an address of its own (documentation range): the limit is per address,
  // and the other suites' browsers report from the stack's own.
  const from = (n: number) => ({ 'x-real-ip': `203.0.113.${n}`, 'x-forwarded-for': `203.0.113.${n}` });
  const run = Date.now() % 200;

  test('writes a browser error to the server’s log', async ({ request }) => {
    const message = `E2E client error ${Date.now()}`;
    const res = await request.post('/api/pino', {
      data: { level: 'error', message: { message, name: 'TypeError', stack: 'TypeError: x\n at y', type: 'error' } },
      headers: from(run),
    });
    expect(res.status()).toBe(204);
    await expect
      .poll(
        () =>
          storefrontLog()
            .split('\n')
            .find((line) => line.includes(message)) ?? '',
        { timeout: 5_000 },
      )
      .toContain('"level":50');
  });

  test('refuses bad, oversized and too many reports with a message in the shopper’s language', SCALED, async ({ request }) => {
    const bad = await request.post('/api/pino', {
      data: { level: 'fatal', message: { message: 'x' } },
      headers: { cookie: 'i18n_redirected=th', ...from(run + 1) },
    });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).error.message).toBe(t('th').api.errors.invalidInput);
    const large = await request.post('/api/pino', {
      data: { level: 'error', message: { message: 'x'.repeat(9_000) } },
      headers: from(run + 1),
    });
    expect(large.status()).toBe(413);
    expect((await large.json()).error.message).toBe(t('en').api.errors.tooLarge);
    let status = 0;
    for (let i = 0; i < 40 && status !== 429; i++) {
      status = (
        await request.post('/api/pino', { data: { level: 'warn', message: { message: `flood ${i}` } }, headers: from(run + 2) })
      ).status();
    }
    expect(status).toBe(429);
  });
});
