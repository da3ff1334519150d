import { expect, test } from '@playwright/test';
import { commerceUrl } from './support/services';

test('the engine serves its admin UI', async ({ page }) => {
  const response = await page.goto(`${commerceUrl}/admin/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('input[type="password"]').first()).toBeVisible({ timeout: 30_000 });
});
