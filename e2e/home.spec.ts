import { expect, test } from '@playwright/test';
import { firstText, htmlLangOf, langs, story } from './support/services';

for (const lang of langs) {
  test(`home on /${lang} shows the home story in that language`, async ({ page }) => {
    const home = await story('home', lang);
    const text = firstText(home.content);
    const response = await page.goto(`/${lang}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
    await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('the Thai and English home stories differ, so the language really switches', async () => {
  const [en, th] = await Promise.all([story('home', 'en'), story('home', 'th')]);
  expect(firstText(th.content)).not.toBe(firstText(en.content));
  expect(firstText(th.content)).toMatch(/[\u0E00-\u0E7F]/);
});
