import { expect, test } from '@playwright/test';
import { scaledIn } from './support/tags';

// docs/decisions/0015: a first visit (no cart, no last-visited category, the locale's own
// currency, no query) is answered from the Next.js cache; anything else renders per request.
const other = { th: { currency: 'GBP', shown: /£|GBP/ }, en: { currency: 'THB', shown: /฿|THB/ } } as const;

for (const lang of ['th', 'en'] as const) {
  test.describe(`first visits on /${lang}`, () => {
    test('home, category and product pages come from the cache, marked for shared caches to ask again', scaledIn(lang), async ({ request }) => {
      for (const path of [`/${lang}`, `/${lang}/kits/home-kit`, `/${lang}/home-shirt-2025`]) {
        // Tests running beside this one change the catalogue (prices, stock, reviews) and expire
        // pages; asked again after such an expiry, the page is kept again.
        await expect
          .poll(async () => {
            await request.get(path);
            const again = await request.get(path);
            expect(again.status(), path).toBe(200);
            expect(again.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
            return again.headers()['x-nextjs-cache'];
          }, { timeout: 15_000 })
          .toBe('HIT');
      }
    });

    test('a filter, another currency, a cart or a last-visited category gets its own render', scaledIn(lang), async ({ page, context, baseURL }) => {
      const product = `/${lang}/home-shirt-2025`;
      const filtered = await page.goto(`/${lang}/kits/home-kit?page=1`);
      expect(filtered!.headers()['x-nextjs-cache']).toBeUndefined();

      const host = new URL(baseURL!).hostname;
      await context.addCookies([{ name: 's7-currency', value: other[lang].currency, domain: host, path: '/' }]);
      const inOtherCurrency = await page.goto(product);
      expect(inOtherCurrency!.headers()['x-nextjs-cache']).toBeUndefined();
      await expect(page.getByTestId('product-price')).toContainText(other[lang].shown);

      await context.clearCookies();
      const cart = encodeURIComponent(JSON.stringify({ id: null, total_quantity: 2 }));
      await context.addCookies([{ name: 's7-cart', value: cart, domain: host, path: '/' }]);
      const withCart = await page.goto(product);
      expect(withCart!.headers()['x-nextjs-cache']).toBeUndefined();
      await expect(page.getByTestId('cart-link')).toContainText('2');

      await context.clearCookies();
      await context.addCookies([{ name: 's7-last-category', value: 'unknown', domain: host, path: '/' }]);
      const withLastCategory = await page.goto(product);
      expect(withLastCategory!.headers()['x-nextjs-cache']).toBeUndefined();
      await expect(page.getByTestId('product-price')).not.toContainText(other[lang].shown);
    });

    test('the internal routes behind first visits are not pages of their own', async ({ request }) => {
      for (const path of [`/${lang}/_first-visit/kits/home-kit`, `/${lang}/_first-visit-home/index`]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    });
  });
}

const names = {
  en: { shopAll: 'Shop all', homeKit: 'Home kit' },
  th: { shopAll: 'สินค้าทั้งหมด', homeKit: 'ชุดเหย้า' },
} as const;

for (const lang of ['th', 'en'] as const) {
  test(`/${lang}: breadcrumbs follow the category a shopper came through, even to a product prefetched from a cached page`, scaledIn(lang), async ({ page }) => {
    // The home page is a first visit (cached): its featured products are prefetched whole.
    await page.goto(`/${lang}`);
    // The prefetches of the featured products are the signal here: they leave no element to wait on.
    await page.waitForLoadState('networkidle');
    // Soft navigation to a category the shirt is in besides its deepest one (Home kit).
    await page.locator(`header a[href="/${lang}/shop-all"]:visible`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/shop-all$`));
    // The category page remembers itself once its scripts run (a link followed before then is
    // a plain page load that never went through it, and gets the product's deepest category).
    await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 's7-last-category')?.value).toBeTruthy();
    await page.getByRole('main').locator(`a[href="/${lang}/home-shirt-2025"]`).first().click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/home-shirt-2025$`));
    const crumbs = page.locator('nav.breadcrumbs');
    await expect(crumbs.getByRole('link', { name: names[lang].shopAll })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: names[lang].homeKit })).toHaveCount(0);
  });
}
