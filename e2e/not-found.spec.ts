import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs } from './support/services';

for (const lang of langs) {
  test(`a path that matches nothing answers 404 with the not-found page on /${lang}`, async ({ page }) => {
    const response = await page.goto(`/${lang}/no-such-page-anywhere`);
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', lang === 'th' ? 'th' : 'en-GB');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang).notFound.title);
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link').first()).toBeVisible();
  });
}
