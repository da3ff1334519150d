import { expect, request as newRequest, test } from '@playwright/test';
import { adminLogin, redirectRules, saveRedirectRules, type RedirectRuleInput } from './support/admin';
import { extraPort, startExtraStorefront, type ExtraStorefront } from './support/extra-storefront';
import { langs } from './support/services';
import { signOnUrl } from './support/sign-on';
import { SCALED, scaledIn } from './support/tags';

// Redirects (spec section 2): the shop manager's per-path rules, answered by the route lookup
// through the connector with the status they were saved with; internal targets in the shopper's
// language, external ones by a full page load; and the root redirect from configuration.
// The demo shop's rules (DEMO_REDIRECTS of @talat/demo-catalogue):
//   /home-kit-2024 -> /kits/home-kit (301), /sale -> /shop-all?sort=price-low-to-high (302).

for (const lang of langs) {
  test(
    `a saved rule answers its status and sends /${lang} shoppers to the page in their language`,
    scaledIn(lang),
    async ({ request, page }) => {
      // A first visit (no cookies: the page kept by decision 0015, rendered then served kept) and a
      // returning shopper alike.
      const visits: Record<string, string>[] = [{}, {}, { cookie: `currency=${lang === 'th' ? 'THB' : 'GBP'}; s7-cart=x` }];
      for (const headers of visits) {
        const moved = await request.get(`/${lang}/home-kit-2024`, { maxRedirects: 0, headers });
        expect(moved.status()).toBe(301);
        expect(new URL(moved.headers().location!, 'http://x').pathname).toBe(`/${lang}/kits/home-kit`);
        const sale = await request.get(`/${lang}/sale`, { maxRedirects: 0, headers });
        expect(sale.status()).toBe(302);
        const location = new URL(sale.headers().location!, 'http://x');
        expect(`${location.pathname}${location.search}`).toBe(`/${lang}/shop-all?sort=price-low-to-high`);
      }

      const response = await page.goto(`/${lang}/home-kit-2024`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/${lang}/kits/home-kit$`));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    },
  );

  test(`a shop link to a redirected path on /${lang} lands on its target in the page`, async ({ page }) => {
    await page.goto(`/${lang}/cms`);
    const carousel = page.locator('.carousel');
    const next = carousel.locator('.carousel__step').last();
    const link = carousel.locator(`a[href="/${lang}/sale"]`);
    while (!(await link.isVisible())) await next.click();
    // The carousel is still there until the new page replaces it: the navigation stays in the app.
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/shop-all\\?sort=price-low-to-high$`));
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
  });
}

test.describe('rules a test saves', () => {
  test.describe.configure({ mode: 'serial' });
  let token: string;
  let saved: RedirectRuleInput[];

  test.beforeAll(async () => {
    token = await adminLogin();
    saved = await redirectRules(token);
  });
  test.afterAll(async () => {
    await saveRedirectRules(token, saved);
  });

  test('an external rule is a full page load to the other site', async ({ page, request }) => {
    const away = `${signOnUrl}/.well-known/openid-configuration`;
    await saveRedirectRules(token, [...saved, { source: 'e2e-club-login', target: away, status: '302', external: true }]);
    const res = await request.get('/en/e2e-club-login', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers().location).toBe(away);
    await page.goto('/th/e2e-club-login');
    await expect(page).toHaveURL(away);
  });

  test('a loop or a chain is refused when saved, and the shop keeps working', SCALED, async ({ request }) => {
    const before = await redirectRules(token);
    await expect(
      saveRedirectRules(token, [...before, { source: 'kits/home-kit', target: '/home-kit-2024', status: '301', external: false }]),
    ).rejects.toThrow(/its target \/kits\/home-kit is redirected again by redirect \d+/);
    await expect(saveRedirectRules(token, [{ source: 'e2e-loop', target: '/e2e-loop/', status: '302', external: false }])).rejects.toThrow(
      /points at itself/,
    );
    expect((await request.get('/en/kits/home-kit', { maxRedirects: 0 })).status()).toBe(200);
    expect(await redirectRules(token)).toEqual(before);
  });
});

test.describe('the root redirect from configuration', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: ExtraStorefront;

  test.beforeAll(async () => {
    shop = await startExtraStorefront(await extraPort(), { ROOT_REDIRECT: '/kits/home-kit' });
  });
  test.afterAll(async () => {
    await shop?.stop();
  });

  test('sends / to the configured page in the shopper’s language with 302, and leaves the homes alone', async ({ page }) => {
    for (const [acceptLanguage, lang] of [
      ['th-TH,th;q=0.9', 'th'],
      ['en-GB,en;q=0.9', 'en'],
    ] as const) {
      // A new visitor each time: the language cookie of the first would decide the second.
      const request = await newRequest.newContext();
      const res = await request.get(`${shop.url}/`, { maxRedirects: 0, headers: { 'accept-language': acceptLanguage } });
      expect(res.status()).toBe(302);
      expect(new URL(res.headers().location!, shop.url).href).toBe(`${shop.url}/${lang}/kits/home-kit`);
      expect((await request.get(`${shop.url}/${lang}`, { maxRedirects: 0 })).status()).toBe(200);
      await request.dispose();
    }
    await page.goto(`${shop.url}/`);
    await expect(page).toHaveURL(/\/(en|th)\/kits\/home-kit$/);
  });
});
