import { expect, test, type Page } from '@playwright/test';
import { MUG_SKU, cartWith } from './support/cart';
import { createAccount, expectGuest, expectSignedIn, signedInName, signInThroughRequests } from './support/sign-on';
import { scaledIn } from './support/tags';

// docs/decisions/0015 and 0036: catalogue, content, home and search pages are answered from
// the Next.js cache for every shopper: a cart, a last-visited category, a session or another
// currency does not make a page per-shopper (the browser fills in the count, the breadcrumbs and
// the account menu), and a listing's query is kept under its normalised form.
const other = { th: { currency: 'GBP', shown: /£|GBP/ }, en: { currency: 'THB', shown: /฿|THB/ } } as const;

const names = {
  en: { shopAll: 'Shop all', homeKit: 'Home kit' },
  th: { shopAll: 'สินค้าทั้งหมด', homeKit: 'ชุดเหย้า' },
} as const;

/** Asks for `path` until the answer comes from a kept page (other tests expire pages as they change the catalogue). */
async function expectKept(page: Page, path: string): Promise<void> {
  await expect
    .poll(
      async () => {
        const response = await page.goto(path);
        expect(response!.status(), path).toBe(200);
        return response!.headers()['x-nextjs-cache'];
      },
      { timeout: 15_000 },
    )
    .toBe('HIT');
}

for (const lang of ['th', 'en'] as const) {
  test.describe(`kept pages on /${lang}`, () => {
    test(
      'home, category and product pages come from the cache, marked for shared caches to ask again',
      scaledIn(lang),
      async ({ request }) => {
        for (const path of [`/${lang}`, `/${lang}/kits/home-kit`, `/${lang}/home-shirt-2025`]) {
          // Tests running beside this one change the catalogue (prices, stock, reviews) and expire
          // pages; asked again after such an expiry, the page is kept again.
          await expect
            .poll(
              async () => {
                await request.get(path);
                const again = await request.get(path);
                expect(again.status(), path).toBe(200);
                expect(again.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
                return again.headers()['x-nextjs-cache'];
              },
              { timeout: 15_000 },
            )
            .toBe('HIT');
        }
      },
    );

    test(
      'a shopper with a cart, a last-visited category and another currency gets kept pages with their own count, trail and prices',
      scaledIn(lang),
      async ({ page, context, baseURL }) => {
        const host = new URL(baseURL!).hostname;
        const cart = encodeURIComponent(JSON.stringify({ id: null, total_quantity: 2 }));
        await context.addCookies([{ name: 's7-cart', value: cart, domain: host, path: '/' }]);
        // A category page remembers itself once its scripts run.
        await page.goto(`/${lang}/shop-all`);
        await expect.poll(async () => (await context.cookies()).find((c) => c.name === 's7-last-category')?.value).toBeTruthy();

        const product = `/${lang}/home-shirt-2025`;
        await expectKept(page, product);
        await expect(page.getByTestId('cart-link')).toContainText('2');
        const crumbs = page.locator('nav.breadcrumbs');
        await expect(crumbs.getByRole('link', { name: names[lang].shopAll })).toBeVisible();
        await expect(crumbs.getByRole('link', { name: names[lang].homeKit })).toHaveCount(0);
        await expect(page.getByTestId('product-price')).not.toContainText(other[lang].shown);

        await context.addCookies([{ name: 's7-currency', value: other[lang].currency, domain: host, path: '/' }]);
        await expectKept(page, product);
        await expect(page.getByTestId('product-price')).toContainText(other[lang].shown);
        await expect(page.getByTestId('cart-link')).toContainText('2');
      },
    );

    test('filtered listings and searches are kept under their normalised query', scaledIn(lang), async ({ page }) => {
      const query = lang === 'th' ? 'เสื้อ' : 'shirt';
      await expectKept(page, `/${lang}/search?q=${encodeURIComponent(`  ${query.toUpperCase()} `)}&utm_source=mail`);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(query);
      await expect(page.getByRole('main').locator('a[href$="/home-shirt-2025"]').first()).toBeVisible();
      await expectKept(page, `/${lang}/kits?sort=price_asc&size=M&fbclid=abc`);
      await expect(page.getByRole('main').locator('input[type="checkbox"][value="m"]').first()).toBeChecked();
    });

    test(
      'a signed-in shopper and a guest get the same kept page, each with only their own count and name',
      scaledIn(lang),
      async ({ page: guest, browser, baseURL }) => {
        const memberContext = await browser.newContext({ baseURL });
        const member = await memberContext.newPage();
        try {
          const account = await createAccount(lang, 'kept');
          await cartWith(guest, lang, [{ sku: MUG_SKU, quantity: 2 }]);
          await signInThroughRequests(member, lang, account);
          await cartWith(member, lang, [{ sku: MUG_SKU, quantity: 3 }]);
          const path = `/${lang}/crest-mug`;

          await expectKept(guest, path);
          await expect(guest.getByTestId('cart-link')).toContainText('2');
          await expectGuest(guest, lang);
          const guestPrice = await guest.getByTestId('product-price').textContent();

          // The signed-in shopper's session has nothing for the sign-on check to do: the storefront
          // server answers the same kept bytes (an `Age` says they came from its memory).
          await expect
            .poll(
              async () => {
                const kept = await member.goto(path);
                return kept!.headers()['x-nextjs-cache'] === 'HIT' && kept!.headers().age !== undefined;
              },
              { timeout: 15_000 },
            )
            .toBe(true);
          const answer = await member.goto(path);
          const html = await answer!.text();
          expect(html).not.toContain(account.email);
          expect(html).not.toContain(account.lastName);
          await expect(member.getByTestId('cart-link')).toContainText('3');
          await expectSignedIn(member, lang);
          expect(await signedInName(member, lang)).toContain(account.firstName);
          // The engine prices by channel and currency, not by customer group: the same price.
          await expect(member.getByTestId('product-price')).toHaveText(guestPrice!);

          // And the guest, asking again after the member, still gets nobody's name and their own count.
          await guest.reload();
          await expect(guest.getByTestId('cart-link')).toContainText('2');
          await expectGuest(guest, lang);
        } finally {
          await memberContext.close();
        }
      },
    );

    test(
      'on a top-level category page, prefetches of the page’s own links finish (the kept route stays the route after the page remembers itself)',
      scaledIn(lang),
      async ({ page }) => {
        // Before issue 30 the category page's own cookie (s7-last-category) sent the same URL to the
        // per-request route: a prefetch asked for a segment of the kept route got another route's
        // tree, and the router left it open for ever.
        const open = new Set<import('@playwright/test').Request>();
        const prefetches: string[] = [];
        page.on('request', (r) => {
          if (r.headers()['next-router-prefetch'] === undefined) return;
          open.add(r);
          prefetches.push(r.url());
        });
        const settle = (r: import('@playwright/test').Request) => open.delete(r);
        page.on('requestfinished', settle);
        page.on('requestfailed', settle);
        await page.goto(`/${lang}/kits`);
        await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === 's7-last-category')?.value).toBeTruthy();
        const own = page.locator(`a[href="/${lang}/kits"]:visible`);
        const count = await own.count();
        expect(count).toBeGreaterThan(0);
        for (let i = 0; i < count; i++) await own.nth(i).hover();
        await expect.poll(() => prefetches.filter((u) => new URL(u).pathname === `/${lang}/kits`).length).toBeGreaterThan(0);
        await expect.poll(() => [...open].map((r) => r.url()), { timeout: 10_000 }).toEqual([]);
      },
    );

    test('a product’s own views render per request', async ({ page }) => {
      const variant = await page.goto(`/${lang}/home-shirt-2025?reviews-page=1`);
      expect(variant!.headers()['x-nextjs-cache']).toBeUndefined();
    });

    test('the internal routes behind kept pages are not pages of their own', async ({ request }) => {
      for (const path of [
        `/${lang}/_first-visit/THB/kits/home-kit`,
        `/${lang}/_first-visit-home/GBP`,
        `/${lang}/_first-visit/GBP/search/~q/q%3Dshirt`,
      ]) {
        expect((await request.get(path)).status(), path).toBe(404);
      }
    });
  });
}

for (const lang of ['th', 'en'] as const) {
  test(
    `/${lang}: breadcrumbs follow the category a shopper came through, even to a product prefetched from a cached page`,
    scaledIn(lang),
    async ({ page }) => {
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
    },
  );
}
