import { expect, test } from '@playwright/test';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// Maintenance mode (spec section 4): every page fails with 503 'Service Unavailable' and a page
// a shopper can read, in their language first. A storefront of its own with MAINTENANCE_MODE=true
// on an extra port; the suite's storefront stays open.

test.describe.configure({ mode: 'serial' });

let shop: ExtraStorefront;

test.beforeAll(async () => {
  shop = await startExtraStorefront(await extraPort(), { MAINTENANCE_MODE: 'true' }, { readyPath: '/en', readyStatus: 503 });
});
test.afterAll(async () => {
  await shop?.stop();
});

const PAGES = [
  '',
  '/crest-mug',
  '/kits/home-kit',
  '/shop-all?page=2',
  '/about',
  '/search?q=mug',
  '/cart',
  '/checkout/secure',
  '/checkout/shipping',
  '/checkout/payment',
  '/checkout/thank-you',
  '/no-such-page',
];

test('every page answers 503 Service Unavailable, in both languages and without a locale', async ({ request }) => {
  const paths = ['/', '/fr/x', ...langs.flatMap((lang) => PAGES.map((p) => `/${lang}${p}`))];
  for (const path of paths) {
    const res = await request.get(`${shop.url}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(503);
    expect(res.statusText(), path).toBe('Service Unavailable');
    expect(res.headers()['cache-control'], path).toBe('no-store');
    const body = await res.text();
    for (const lang of langs) expect(body, path).toContain(t(lang).maintenance.text);
  }
});

for (const lang of langs) {
  test(`a shopper on /${lang} reads the maintenance page in their language first`, async ({ page }) => {
    const other = langs.find((l) => l !== lang)!;
    const response = await page.goto(`${shop.url}/${lang}/crest-mug`);
    expect(response?.status()).toBe(503);
    await expect(page).toHaveTitle(t(lang).maintenance.title);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t(lang).maintenance.title })).toBeVisible();
    await expect(main.getByText(t(lang).maintenance.text)).toBeVisible();
    // The other language follows, marked as such for screen readers.
    await expect(main.getByRole('heading', { level: 2, name: t(other).maintenance.title })).toBeVisible();
    await expect(main.locator(`[lang="${htmlLangOf[other]}"]`).getByText(t(other).maintenance.text)).toBeVisible();
  });
}
