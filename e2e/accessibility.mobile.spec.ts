import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { t } from './support/messages';
import { langs } from './support/services';
import { waitForScripts } from './support/hydration';

// The accessibility gate on a phone (the "mobile" project, Pixel 7): the small-screen layout of
// the main page types, and the mobile menu and the filter sidebar opened like a shopper.
for (const lang of langs) {
  const m = t(lang);

  test(`accessibility on a phone, /${lang}: pages, the mobile menu and the filter sidebar`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const path of ['', '/home-shirt-2025', '/cart']) {
      await page.goto(`/${lang}${path}`);
      await expectNoAxeViolations(page, `/${lang}${path} on a phone`);
    }

    await page.goto(`/${lang}`);
    await waitForScripts(page);
    await page.getByRole('button', { name: m.header.openMenu, exact: true }).click();
    await expect(page.getByRole('dialog', { name: m.header.mobileNav })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang} on a phone with the mobile menu open`);

    await page.goto(`/${lang}/shop-all`);
    await expectNoAxeViolations(page, `/${lang}/shop-all on a phone`);
    const filters = page.getByRole('button', { name: new RegExp(`^${m.listing.filters}`) });
    await filters.click();
    await expect(filters).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page, `/${lang}/shop-all on a phone with the filter sidebar open`);
  });
}
