import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import type { Lang } from './support/services';
import { killService, service, services, waitUntilOk } from './support/stack-control';

// Scaled profile only (playwright.config.ts): one storefront process is killed behind nginx while
// a shopper shops; the other keeps serving every page, the cart is kept (it lives in the engine,
// the session in the shopper's cookies), and the supervisor brings the killed one back.
test.describe.configure({ mode: 'serial' });

// In English; the faults of Redis and PostgreSQL are checked in Thai (docs/decisions/0035).
{
  const lang: Lang = 'en';
  test(`/${lang}: a storefront process killed behind nginx: the other serves, and the cart is kept`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = t(lang);
    const storefronts = (await services()).filter((s) => s.name.startsWith('storefront-'));
    expect(storefronts.length).toBeGreaterThanOrEqual(2);
    const victim = storefronts[0]!;

    await page.goto(`/${lang}/crest-mug`);
    const name = (await page.getByRole('heading', { level: 1 }).first().textContent()) ?? '';
    const cartLink = page.getByTestId('cart-link').first();
    const empty = (await cartLink.getAttribute('aria-label')) ?? '';
    await page.getByRole('main').getByRole('button', { name: m.product.addToCart, exact: true }).click();
    await expect(cartLink).not.toHaveAttribute('aria-label', empty);
    await page.goto(`/${lang}/cart`);
    const line = page.getByRole('main').getByRole('link', { name, exact: true }).first();
    await expect(line).toBeVisible();

    await killService(victim.name);
    // Every request now: pages, the cart and a storefront API call, none failing.
    for (const path of [`/${lang}`, `/${lang}/gifts`, `/${lang}/crest-mug`, `/${lang}/cart`]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
    }
    await expect(line).toBeVisible();
    const api = await page.request.get('/api/csrf');
    expect(api.status()).toBe(200);

    await expect.poll(async () => (await service(victim.name)).restarts, { timeout: 30_000 }).toBe(victim.restarts + 1);
    await expect.poll(async () => (await service(victim.name)).up, { timeout: 30_000 }).toBe(true);
    await waitUntilOk(`${new URL(page.url()).origin}/${lang}`, 30_000);
  });
}
