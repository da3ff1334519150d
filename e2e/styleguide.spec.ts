import { expect, test, type Page } from '@playwright/test';
import { t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// The designers' pages (spec section 2): `/{lang}/styleguide` in the empty layout and
// `/{lang}/_icons` in the icon sprite's layout, neither with the shop's header or footer, both
// kept out of search engines, in both languages.

async function openBare(page: Page, path: string, lang: (typeof langs)[number]) {
  const response = await page.goto(path);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  // No shop chrome: the page alone in its <main>.
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('main')).toHaveCount(1);
}

for (const lang of langs) {
  test(`/${lang}/styleguide: the shop's components in the empty layout`, async ({ page }) => {
    const m = t(lang).styleguide;
    await openBare(page, `/${lang}/styleguide`, lang);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(m.title);
    await expect(main.getByRole('button', { name: m.primary, exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: m.secondary, exact: true })).toBeVisible();
    // A price in every language and currency, each written its own way.
    const prices = main.getByRole('region', { name: m.prices }).getByRole('listitem');
    await expect(prices).toHaveCount(4);
    await expect(prices.filter({ hasText: 'th/THB' })).toContainText('฿1,290.50');
    await expect(prices.filter({ hasText: 'en/GBP' })).toContainText('£1,290.50');
    await expect(main.getByText(m.noticeText)).toBeVisible();
  });

  test(`/${lang}/_icons: every icon of the sprite, drawn, with its name, in its own layout`, async ({ page }) => {
    const m = t(lang).icons;
    await openBare(page, `/${lang}/_icons`, lang);
    const main = page.getByRole('main');
    await expect(main).toHaveClass(/svg-sprite-layout/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(m.title);
    const items = main.locator('.icon-list li');
    const count = await items.count();
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      const name = (await item.locator('code').textContent())?.trim() ?? '';
      expect(name).toMatch(/^[a-z0-9-]+$/);
      // The icon points at a symbol of the page's sprite that has a drawing, and takes up room.
      await expect(item.locator('use')).toHaveAttribute('href', `#i-${name}`);
      await expect(page.locator(`symbol[id="i-${name}"] path`)).toHaveAttribute('d', /\S/);
      const box = await item.locator('svg').boundingBox();
      expect(box?.width ?? 0).toBeGreaterThan(0);
      expect(box?.height ?? 0).toBeGreaterThan(0);
    }
  });
}
