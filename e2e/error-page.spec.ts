import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// Any error but a 404 (spec section 2): the empty layout, a generic page, status 500, in both
// languages. A storefront of its own whose engine address answers every request with a proxy's
// HTML error page and status 200, as a misconfigured gateway would: nothing the connector can
// read, and not the engine being away (that is the 503 "we'll be right back" page).

test.describe.configure({ mode: 'serial' });

let gateway: Server;
let shop: ExtraStorefront;

test.beforeAll(async () => {
  gateway = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<html><body>Gateway says hello</body></html>'),
  );
  await new Promise<void>((done) => gateway.listen(0, '127.0.0.1', done));
  const engine = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}`;
  shop = await startExtraStorefront(await extraPort(), { COMMERCE_SHOP_API_URL: `${engine}/shop-api` }, { readyPath: '/en/cms' });
});
test.afterAll(async () => {
  await shop?.stop();
  await new Promise<void>((done) => (gateway ? gateway.close(() => done()) : done()));
});

for (const lang of langs) {
  const other = langs.find((l) => l !== lang)!;

  test(`a failing product page on /${lang} answers 500 with the error page in the first HTML, ${lang} first`, async ({ request }) => {
    for (const path of [`/${lang}/crest-mug`, `/${lang}/search?q=mug`]) {
      const res = await request.get(`${shop.url}${path}`);
      expect(res.status(), path).toBe(500);
      expect(res.headers()['cache-control'], path).toBe('no-store');
      const html = await res.text();
      expect(html, path).toContain(`<html lang="${htmlLangOf[lang]}">`);
      expect(html, path).toContain(`<h1>${t(lang).error.title}</h1>`);
      expect(html, path).toContain(`<section lang="${htmlLangOf[other]}"><h2>${t(other).error.title}</h2>`);
      expect(html, path).not.toContain('__next_error__');
    }
  });

  test(`a shopper on /${lang} reads the error in both languages and finds the way home`, async ({ page }) => {
    const response = await page.goto(`${shop.url}/${lang}/crest-mug`);
    expect(response?.status()).toBe(500);
    await expect(page).toHaveTitle(t(lang).error.title);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t(lang).error.title })).toBeVisible();
    await expect(main.getByText(t(lang).error.text)).toBeVisible();
    await expect(
      main.locator(`[lang="${htmlLangOf[other]}"]`).getByRole('heading', { level: 2, name: t(other).error.title }),
    ).toBeVisible();
    // No shop header or footer: the empty layout.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await main.getByRole('link', { name: t(lang).error.home }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${shop.url}/${lang}`);
  });
}
