import { expect, test } from '@playwright/test';
import { collectionName } from './support/catalogue';
import { facetNames } from './support/listing';
import { t } from './support/messages';
import { langs } from './support/services';

// Runs in the "mobile" project (Pixel 7 viewport, touch).
for (const lang of langs) {
  const m = t(lang);

  test(`on a phone, the mobile menu leads to a category on /${lang}`, async ({ page }) => {
    const { name } = await collectionName('home-kit', lang);
    const { name: parent } = await collectionName('kits', lang);
    await page.goto(`/${lang}`);
    await page.getByRole('button', { name: m.header.openMenu, exact: true }).click();
    const menu = page.getByRole('dialog', { name: m.header.mobileNav });
    await expect(menu).toBeVisible();
    const parentToggle = menu.getByRole('button', { name: parent, exact: true });
    if (await parentToggle.count()) await parentToggle.click();
    await menu.getByRole('link', { name, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(menu).toBeHidden();
  });

  test(`on a phone, the filter sidebar opens, filters and closes on /${lang}`, async ({ page }) => {
    const names = await facetNames(lang);
    await page.goto(`/${lang}/shop-all`);
    const toggle = page.getByRole('button', { name: new RegExp(`^${m.listing.filters}`) });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = page.getByRole('form', { name: m.listing.filtersHeading });
    await form.getByRole('group', { name: names.size!.name }).getByRole('checkbox', { name: names.size!.values.m, exact: true }).check();
    await expect(page).toHaveURL(/size=m/);
    await expect(page.getByRole('button', { name: new RegExp(`^${m.listing.filters}.*\\(1\\)`) })).toBeVisible();
  });
}
