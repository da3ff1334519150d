import { expect, test } from '@playwright/test';

test('/ lands on English for an English-speaking browser', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test('an unknown first segment lands on English', async ({ page }) => {
  await page.goto('/fr');
  await expect(page).toHaveURL(/\/en$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-GB');
});

test.describe('a Thai browser', () => {
  test.use({ locale: 'th-TH' });

  test('/ follows the browser language to Thai', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/th$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  });

  test('an unknown first segment still means the default locale, English', async ({ page }) => {
    await page.goto('/de');
    await expect(page).toHaveURL(/\/en$/);
  });

  test('the locale cookie comes before the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'i18n_redirected', value: 'en', url: baseURL! }]);
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
  });
});

test('visiting a locale keeps it in the locale cookie for 365 days with its currency and country', async ({ page, context }) => {
  await page.goto('/th');
  const cookies = await context.cookies();
  const byName = Object.fromEntries(cookies.map((c) => [c.name, c]));
  expect(byName.i18n_redirected?.value).toBe('th');
  const days = (byName.i18n_redirected!.expires - Date.now() / 1000) / 86400;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThan(366);
  expect(byName['s7-currency']?.value).toBe('THB');
  expect(byName['s7-country']?.value).toBe('TH');
  for (const c of [byName.i18n_redirected!, byName['s7-currency']!]) {
    expect(c.sameSite).toBe('Lax');
    expect(c.path).toBe('/');
    expect(c.httpOnly).toBe(false);
  }
});
