import { expect, test } from '@playwright/test';
import { collectionName, collectionProducts, price } from './support/catalogue';
import { t } from './support/messages';
import { currencyOf, langs } from './support/services';

const SLUG = 'home-kit';

for (const lang of langs) {
  test(`the mega menu leads to a category on /${lang}`, async ({ page }) => {
    const { name, parentSlug } = await collectionName(SLUG, lang);
    await page.goto(`/${lang}`);
    const nav = page.getByRole('navigation', { name: t(lang).header.mainNav });
    if (parentSlug) {
      const { name: parentName } = await collectionName(parentSlug, lang);
      await nav.getByRole('button', { name: parentName }).click();
    }
    await nav.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/(.+/)?${SLUG}$`));
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test(`a category lists its products with ${currencyOf[lang]} prices on /${lang}`, async ({ page }) => {
    const tiles = await collectionProducts(SLUG, lang);
    expect(tiles.length).toBeGreaterThan(0);
    const response = await page.goto(`/${lang}/${SLUG}`);
    expect(response?.status()).toBe(200);
    const list = page.getByRole('main');
    for (const tile of tiles.slice(0, 4)) {
      const link = list.getByRole('link', { name: tile.name }).first();
      await expect(link).toBeVisible();
      await expect(list.getByText(price(tile.minPrice, currencyOf[lang], lang)).first()).toBeVisible();
    }
  });
}

test('the currency picker re-renders prices in the chosen currency', async ({ page }) => {
  const [gbp, thb] = await Promise.all([collectionProducts(SLUG, 'en', 'GBP'), collectionProducts(SLUG, 'en', 'THB')]);
  await page.goto(`/en/${SLUG}`);
  const main = page.getByRole('main');
  await expect(main.getByText(price(gbp[0]!.minPrice, 'GBP', 'en')).first()).toBeVisible();
  await page.getByRole('button', { name: /Currency/ }).click();
  await page
    .getByRole('menuitemradio', { name: /Thai baht|THB/ })
    .or(page.getByRole('button', { name: /Thai baht|THB/ }))
    .first()
    .click();
  await expect(main.getByText(price(thb[0]!.minPrice, 'THB', 'en')).first()).toBeVisible();
  await expect(main.getByText(/£\d/)).toHaveCount(0);
});
