import { expect, test } from '@playwright/test';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// The content service down (spec section 8): a storefront of its own whose content address
// answers nothing. A path that is no product or category may be a content page the shopper has
// not visited: it answers 503 with Retry-After and "this page will be back shortly" in the
// shopper's language, never a 404 (final for crawlers) or a 500. Catalogue pages go on.

test.describe.configure({ mode: 'serial' });

let shop: ExtraStorefront;

test.beforeAll(async () => {
  // Port 9 (discard): nothing listens, so every content call fails at once.
  shop = await startExtraStorefront(await extraPort(), { CONTENT_API_URL: 'http://127.0.0.1:9/v2' }, { readyPath: '/en/shop-all' });
});
test.afterAll(async () => {
  await shop?.stop();
});

for (const lang of langs) {
  const other = langs.find((l) => l !== lang)!;

  test(`an unvisited content page on /${lang} answers 503 and says it will be back, ${lang} first`, async ({ context, page, request }) => {
    // A first visit (no cookies): the page for first visits fails, and the server's own page says so.
    const res = await request.get(`${shop.url}/${lang}/about`);
    expect(res.status()).toBe(503);
    expect(Number(res.headers()['retry-after'])).toBeGreaterThan(0);
    const html = await res.text();
    expect(html).toContain(`<html lang="${htmlLangOf[lang]}">`);
    expect(html).toContain(`<h1>${t(lang).pageAway.title}</h1>`);
    expect(html).toContain(`<section lang="${htmlLangOf[other]}"><h2>${t(other).pageAway.title}</h2>`);

    // A returning shopper (a cart and a last category) asks for the same kept page (decision
    // 0036): it fails the same way, and the shopper's browser shows the same page.
    const cart = encodeURIComponent(JSON.stringify({ id: null, total_quantity: 1 }));
    await context.addCookies([
      { name: 's7-last-category', value: '1', url: shop.url },
      { name: 's7-cart', value: cart, url: shop.url },
    ]);
    const response = await page.goto(`${shop.url}/${lang}/about`);
    expect(response?.status()).toBe(503);
    expect(Number(response?.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page).toHaveTitle(new RegExp(t(lang).pageAway.title));
    await expect(page.getByRole('heading', { level: 1, name: t(lang).pageAway.title })).toBeVisible();
    await expect(
      page.locator(`[lang="${htmlLangOf[other]}"]`).getByRole('heading', { level: 2, name: t(other).pageAway.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: t(lang).error.home }).first()).toHaveAttribute('href', `/${lang}`);
  });

  test(`catalogue pages on /${lang} are served while the content service is down`, async ({ request }) => {
    const res = await request.get(`${shop.url}/${lang}/kits/home-kit`);
    expect(res.status()).toBe(200);
  });
}
