import { expect, test, type Page } from '@playwright/test';
import { collectionName, collectionProducts, price, product } from './support/catalogue';
import { fmt, t } from './support/messages';
import { currencyOf, htmlLangOf, type Lang } from './support/services';

// The header's language picker (components/header/locale-picker.tsx): the same page in the
// other language, with that language's currency (spec section 4: a new locale brings its
// default currency and country) and <html lang>.

/** Opens the picker by its name ("Language: English") and chooses the language by its own name. */
async function switchLanguage(page: Page, from: Lang, to: Lang) {
  const h = t(from).header;
  const picker = page.getByRole('banner').getByRole('button', { name: fmt(h.languageLabel, { language: t(from).languages[from] }) });
  await expect(picker).toHaveAttribute('aria-expanded', 'false');
  await picker.click();
  await expect(picker).toHaveAttribute('aria-expanded', 'true');
  const list = page.getByRole('banner').getByRole('list', { name: h.languageList });
  await expect(list.getByRole('link', { name: t(from).languages[from] })).toHaveAttribute('aria-current', 'true');
  await list.getByRole('link', { name: t(from).languages[to], exact: true }).click();
}

/** The page is in `lang`: <html lang>, the picker and the currency picker say so. */
async function expectLanguage(page: Page, lang: Lang, currency: string) {
  const h = t(lang).header;
  await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('button', { name: fmt(h.languageLabel, { language: t(lang).languages[lang] }) })).toBeVisible();
  await expect(banner.getByRole('button', { name: fmt(h.currencyLabel, { currency }) })).toBeVisible();
}

test('on a product page: English to Thai and back, the same product in THB, then in GBP', async ({ page }) => {
  const slug = 'crest-mug';
  const [en, th] = await Promise.all([product(slug, 'en'), product(slug, 'th')]);
  const shown = page.getByTestId('product-price');
  await page.goto(`/en/${slug}`);
  await expectLanguage(page, 'en', 'GBP');
  await expect(page.getByRole('heading', { level: 1, name: en.name })).toBeVisible();
  await expect(shown).toContainText(price(en.variants[0]!.priceWithTax, 'GBP', 'en'));

  for (const [from, to, name, amount] of [
    ['en', 'th', th.name, th.variants[0]!.priceWithTax],
    ['th', 'en', en.name, en.variants[0]!.priceWithTax],
  ] as const) {
    await switchLanguage(page, from, to);
    await expect(page).toHaveURL(new RegExp(`/${to}/${slug}$`));
    await expectLanguage(page, to, currencyOf[to]);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(shown).toContainText(price(amount, currencyOf[to], to));
  }
});

test('on a category page: Thai to English and back, the same category, its prices in each language currency', async ({ page }) => {
  const slug = 'home-kit';
  const names = { en: (await collectionName(slug, 'en')).name, th: (await collectionName(slug, 'th')).name };
  const tiles = { en: await collectionProducts(slug, 'en'), th: await collectionProducts(slug, 'th') };
  const main = page.getByRole('main');
  await page.goto(`/th/${slug}`);
  await expectLanguage(page, 'th', 'THB');

  for (const [from, to] of [
    ['th', 'en'],
    ['en', 'th'],
  ] as const) {
    await switchLanguage(page, from, to);
    await expect(page).toHaveURL(new RegExp(`/${to}/${slug}$`));
    await expectLanguage(page, to, currencyOf[to]);
    await expect(page.getByRole('heading', { level: 1, name: names[to] })).toBeVisible();
    const first = tiles[to][0]!;
    await expect(main.getByRole('link', { name: first.name }).first()).toBeVisible();
    await expect(main.getByText(price(first.minPrice, currencyOf[to], to)).first()).toBeVisible();
    await expect(main.getByText(price(tiles[from][0]!.minPrice, currencyOf[from], from), { exact: true })).toHaveCount(0);
  }
});

test('switching language brings that language currency, even after the shopper chose another one (spec section 4)', async ({ page }) => {
  const slug = 'crest-mug';
  const [thGbp, en, th] = await Promise.all([product(slug, 'th', 'GBP'), product(slug, 'en'), product(slug, 'th')]);
  const shown = page.getByTestId('product-price');
  await page.goto(`/th/${slug}`);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: fmt(t('th').header.currencyLabel, { currency: 'THB' }) }).click();
  await banner
    .getByRole('list', { name: t('th').header.currencyList })
    .getByRole('button', { name: /GBP/ })
    .click();
  await expectLanguage(page, 'th', 'GBP');
  await expect(shown).toContainText(price(thGbp.variants[0]!.priceWithTax, 'GBP', 'th'));

  await switchLanguage(page, 'th', 'en');
  await expectLanguage(page, 'en', 'GBP');
  await expect(shown).toContainText(price(en.variants[0]!.priceWithTax, 'GBP', 'en'));
  await switchLanguage(page, 'en', 'th');
  await expect(page).toHaveURL(new RegExp(`/th/${slug}$`));
  await expectLanguage(page, 'th', 'THB');
  await expect(shown).toContainText(price(th.variants[0]!.priceWithTax, 'THB', 'th'));
});
