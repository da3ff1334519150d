import { expect, test } from '@playwright/test';
import { adminLogin, setVariantPrice } from './support/admin';
import { price } from './support/catalogue';

test('a price changed in the admin shows on the product page and its category within seconds', async ({ page }) => {
  await page.goto('/en/crest-mug');
  const shown = page.getByTestId('product-price');
  await expect(shown).toBeVisible();
  const before = await shown.textContent();

  const newPrice = 1357; // £13.57
  expect(before).not.toContain(price(newPrice, 'GBP', 'en'));
  const token = await adminLogin();
  const changedAt = Date.now();
  await setVariantPrice(token, 'TFC-MUG', 'GBP', newPrice);

  await expect(async () => {
    await page.reload();
    await expect(shown).toContainText(price(newPrice, 'GBP', 'en'), { timeout: 500 });
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
  const seconds = (Date.now() - changedAt) / 1000;
  test.info().annotations.push({ type: 'seconds until the new price showed', description: seconds.toFixed(1) });
  expect(seconds).toBeLessThan(10);

  await page.goto('/en/gifts');
  await expect(page.getByRole('main').getByText(price(newPrice, 'GBP', 'en')).first()).toBeVisible();
});
