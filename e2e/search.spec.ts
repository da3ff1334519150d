import { expect, test } from '@playwright/test';
import { catalogueSearch } from './support/listing';
import { t } from './support/messages';
import { langs, shopApi } from './support/services';
import { SCALED } from './support/tags';

/** A Thai word from the middle of a product's Thai name that few products share (so it is on page 1). */
async function thaiMiddleWord(): Promise<{ word: string; slug: string; thaiName: string; englishName: string }> {
  const [th, en] = await Promise.all(
    (['th', 'en'] as const).map((lang) =>
      shopApi<{ products: { items: { slug: string; name: string }[] } }>(
        '{ products(options: { take: 100 }) { items { slug name } } }',
        lang,
      ),
    ),
  );
  const englishBySlug = new Map(en!.products.items.map((p) => [p.slug, p.name]));
  const segmenter = new Intl.Segmenter('th', { granularity: 'word' });
  for (const product of th!.products.items) {
    const words = [...segmenter.segment(product.name)].filter((s) => s.isWordLike && /^[\u0E00-\u0E7F]{2,}$/.test(s.segment));
    for (const candidate of words.slice(1, -1)) {
      const { totalItems } = await catalogueSearch('th', { term: candidate.segment, take: 1 });
      if (totalItems > 0 && totalItems <= 6) {
        return { word: candidate.segment, slug: product.slug, thaiName: product.name, englishName: englishBySlug.get(product.slug)! };
      }
    }
  }
  throw new Error('no product has a distinctive Thai word in the middle of its name');
}

test('a Thai word from the middle of a product name finds it, on /th and on /en', SCALED, async ({ page }) => {
  const target = await thaiMiddleWord();
  await page.goto(`/th/search?q=${encodeURIComponent(target.word)}`);
  await expect(page.getByRole('main').getByRole('link', { name: target.thaiName }).first()).toBeVisible();
  await page.goto(`/en/search?q=${encodeURIComponent(target.word)}`);
  await expect(page.getByRole('main').getByRole('link', { name: target.englishName }).first()).toBeVisible();
});

test('an English query on /th finds products by their English name', async ({ page }) => {
  const { products } = await shopApi<{ products: { items: { slug: string; name: string }[] } }>(
    '{ products(options: { filter: { slug: { eq: "bar-scarf" } } }) { items { slug name } } }',
    'th',
  );
  await page.goto('/th/search?q=scarf');
  await expect(page.getByRole('main').getByRole('link', { name: products.items[0]!.name }).first()).toBeVisible();
});

for (const lang of langs) {
  const m = t(lang);

  test(`search suggestions work by keyboard on /${lang}`, async ({ page }) => {
    const term = lang === 'th' ? 'ผ้าพันคอ' : 'scarf';
    const expected = await catalogueSearch(lang, { term, take: 1 });
    expect(expected.totalItems).toBeGreaterThan(0);
    await page.goto(`/${lang}`);
    const box = page.getByRole('combobox', { name: m.header.searchLabel });
    await box.click();
    await box.pressSequentially(term, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: m.search.suggestions.label });
    await expect(listbox).toBeVisible();
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(page.getByTestId('search-suggestions-status')).not.toBeEmpty();
    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await box.press('Escape');
    await expect(listbox).toBeHidden();

    await box.press('ArrowDown');
    await expect(listbox).toBeVisible();
    if (!(await box.getAttribute('aria-activedescendant'))) await box.press('ArrowDown');
    const activeId = await box.getAttribute('aria-activedescendant');
    const optionText = (await page.locator(`[id="${activeId}"]`).textContent()) ?? '';
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/(?!search)[a-z0-9-]+$`));
    const heading = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(heading.length).toBeGreaterThan(0);
    expect(optionText).toContain(heading);
  });

  test(`a search with no results helps the shopper on /${lang}`, async ({ page }) => {
    const response = await page.goto(`/${lang}/search?q=qqqzzzxx`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText(m.search.noResults.replace('{query}', 'qqqzzzxx'))).toBeVisible();
    await expect(page.getByText(m.search.noResultsHelp)).toBeVisible();
  });
}

for (const lang of langs) {
  test(`the gift-wrap service (bought from the cart) is never listed in search or suggestions, on /${lang}`, async ({ page }) => {
    const m = t(lang);
    const { product } = await shopApi<{ product: { name: string } | null }>('{ product(slug: "gift-wrap") { name } }', lang);
    expect(product, 'the demo catalogue has the gift-wrap service').not.toBeNull();
    const wrapName = product!.name;
    const giftCard = await shopApi<{ product: { name: string } }>('{ product(slug: "digital-gift-card") { name } }', lang);
    // The shopper types the service's own name: other gifts are found, the service is not.
    const term = lang === 'th' ? 'ของขวัญ' : 'gift';
    await page.goto(`/${lang}/search?q=${encodeURIComponent(term)}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: giftCard.product.name }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: wrapName })).toHaveCount(0);
    await page.goto(`/${lang}/search?q=${encodeURIComponent(wrapName)}`);
    await expect(main.getByRole('link', { name: wrapName })).toHaveCount(0);

    const box = page.getByRole('combobox', { name: m.header.searchLabel });
    await box.click();
    await box.fill('');
    await box.pressSequentially(term, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: m.search.suggestions.label });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    await expect(listbox.getByRole('option', { name: giftCard.product.name }).first()).toBeVisible();
    await expect(listbox.getByRole('option', { name: wrapName })).toHaveCount(0);

    // Nor has it a page of its own: its address answers the shop's 404 page.
    const response = await page.goto(`/${lang}/gift-wrap`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: m.notFound.title })).toBeVisible();
  });
}
