import { expect, test } from '@playwright/test';
import { commerceUrl } from './support/services';

test('the engine serves its admin UI, under a policy that blocks nothing it needs', async ({ page }) => {
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  const response = await page.goto(`${commerceUrl}/admin/`);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await expect(page.locator('input[type="password"]').first()).toBeVisible({ timeout: 30_000 });
  expect(blocked).toEqual([]);
});
