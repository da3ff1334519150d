import { expect, test } from '@playwright/test';
import { bodyTexts, firstText, langs, story } from './support/services';

for (const lang of langs) {
  test(`a content page from the content service on /${lang}`, async ({ page }) => {
    const about = await story('about', lang);
    const response = await page.goto(`/${lang}/about`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(firstText(about.content)).first()).toBeVisible();
  });
}

test('the storefront shows the draft of a story (development preview) and the service keeps it out of published', async ({ page }) => {
  const [draft, published] = await Promise.all([story('about', 'en', 'draft'), story('about', 'en', 'published')]);
  const publishedTexts = new Set(bodyTexts(published.content));
  const draftOnly = bodyTexts(draft.content).filter((text) => !publishedTexts.has(text));
  expect(draftOnly.length).toBeGreaterThan(0);
  await page.goto('/en/about');
  await expect(page.getByText(draftOnly[0]!).first()).toBeVisible();
});
