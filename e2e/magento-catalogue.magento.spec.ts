import { expect, test } from '@playwright/test';
import { tilePrices } from './support/listing';
import { magentoApi, magentoCategoryProducts, magentoMoney } from './support/magento';
import { fmt, t } from './support/messages';
import { htmlLangOf, langs } from './support/services';

// The shop on the Magento connector (issue 17): the same storefront build with
// COMMERCE_BACKEND=magento, in front of the Magento stand-in (Magento's own GraphQL schema over
// the demo catalogue). A shopper browses, filters, sorts, searches and follows old addresses in
// both languages; what they should see is read from the stand-in.

for (const lang of langs) {
  const m = t(lang);

  test(`a category lists Magento's products, pictures and prices in the shopper's currency on /${lang}`, async ({ page }) => {
    const expected = await magentoCategoryProducts('kits/home-kit', lang);
    expect(expected.tiles.length).toBeGreaterThan(2);
    const response = await page.goto(`/${lang}/kits/home-kit`);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLangOf[lang]);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
    await expect(main.getByText(fmt(m.category.count, { count: expected.total })).first()).toBeVisible();
    const tiles = main.locator('.product-tile');
    await expect(tiles).toHaveCount(expected.tiles.length);
    for (const [i, tile] of expected.tiles.entries()) {
      await expect(tiles.nth(i).getByRole('link', { name: tile.name }).first()).toHaveAttribute('href', `/${lang}/${tile.url_key}`);
      await expect(tiles.nth(i).getByTestId('price')).toHaveText(magentoMoney(tile.price, lang));
    }
    // The pictures are Magento's media, served from the shop's own origin.
    const picture = tiles.first().locator('img');
    await expect(picture).toHaveAttribute('src', /^\/media\/assets\/products\/[a-z0-9-]+-1\.svg/);
    const image = await page.request.get((await picture.getAttribute('src'))!);
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toContain('image/svg+xml');
  });

  test(`sorting by price and filtering by colour use Magento's listing on /${lang}`, async ({ page }) => {
    const byPrice = await magentoCategoryProducts('kits', lang, { price: 'ASC' });
    await page.goto(`/${lang}/kits?sort=price-low-to-high`);
    const prices = await tilePrices(page);
    expect(prices).toEqual(byPrice.tiles.slice(0, prices.length).map((tile) => tile.price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const { products } = await magentoApi<{ products: { total_count: number; items: { name: string }[] } }>(
      '{ products(filter: { colour: { in: ["white"] } }, pageSize: 48) { total_count items { name } } }',
      lang,
    );
    expect(products.total_count).toBeGreaterThan(0);
    await page.goto(`/${lang}/shop-all?colour=white`);
    const main = page.getByRole('main');
    await expect(main.locator('.product-tile')).toHaveCount(products.total_count);
    for (const item of products.items)
      await expect(main.locator('.product-tile').getByRole('link', { name: item.name }).first()).toBeVisible();
  });

  test(`a product page shows Magento's product, sizes and reviews on /${lang}`, async ({ page }) => {
    const { products } = await magentoApi<{
      products: {
        items: Array<{
          name: string;
          review_count: number;
          price_range: { minimum_price: { final_price: { value: number } } };
          configurable_options: { values: { label: string }[] }[];
        }>;
      };
    }>(
      '{ products(filter: { url_key: { eq: "home-shirt-2025" } }) { items { name review_count price_range { minimum_price { final_price { value } } } ... on ConfigurableProduct { configurable_options { values { label } } } } } }',
      lang,
    );
    const shirt = products.items[0]!;
    const response = await page.goto(`/${lang}/home-shirt-2025`);
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: shirt.name })).toBeVisible();
    await expect(main.getByTestId('product-price')).toContainText(magentoMoney(shirt.price_range.minimum_price.final_price.value, lang));
    for (const value of shirt.configurable_options[0]!.values)
      await expect(main.getByRole('radio', { name: value.label, exact: true })).toBeVisible();
    expect(shirt.review_count).toBeGreaterThan(0);
    await expect(main.getByText(fmt(m.product.reviewCount, { count: shirt.review_count })).first()).toBeVisible();
    // A size chosen, the price and stock are the variant's, and it can be bought.
    await main.getByRole('radio', { name: shirt.configurable_options[0]!.values[1]!.label, exact: true }).check();
    await expect(main.getByRole('button', { name: m.product.addToCart, exact: true })).toBeEnabled();
  });

  test(`an old address follows Magento's URL rewrite, and an unknown one is not found, on /${lang}`, async ({ page, request }) => {
    const moved = await request.get(`/${lang}/home-kit-2024`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toBe(`/${lang}/kits/home-kit`);
    const sale = await request.get(`/${lang}/sale`, { maxRedirects: 0 });
    expect(sale.status()).toBe(302);
    expect(sale.headers().location).toBe(`/${lang}/shop-all?sort=price-low-to-high`);
    await page.goto(`/${lang}/home-kit-2024`);
    await expect(page).toHaveURL(new RegExp(`/${lang}/kits/home-kit$`));
    const missing = await page.goto(`/${lang}/no-such-product-here`);
    expect(missing?.status()).toBe(404);
  });

  test(`search finds Magento's products by either language's name on /${lang}`, async ({ page }) => {
    const term = lang === 'th' ? 'ผ้าพันคอ' : 'scarf';
    const { products } = await magentoApi<{ products: { total_count: number; items: { name: string }[] } }>(
      'query ($q: String!) { products(search: $q, pageSize: 24) { total_count items { name } } }',
      lang,
      { q: term },
    );
    expect(products.total_count).toBeGreaterThan(0);
    await page.goto(`/${lang}`);
    const box = page.getByRole('combobox', { name: m.header.searchLabel });
    await box.click();
    await box.pressSequentially(term, { delay: 30 });
    const listbox = page.getByRole('listbox', { name: m.search.suggestions.label });
    await expect(listbox.getByRole('option', { name: new RegExp(products.items[0]!.name) }).first()).toBeVisible();
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/search\\?q=`));
    const main = page.getByRole('main');
    await expect(main.locator('.product-tile')).toHaveCount(Math.min(products.total_count, 24));
    for (const item of products.items)
      await expect(main.locator('.product-tile').getByRole('link', { name: item.name }).first()).toBeVisible();
    // The English name from the Thai shop, as the engine's search does.
    if (lang === 'th') {
      await page.goto('/th/search?q=scarf');
      await expect(main.locator('.product-tile').first()).toBeVisible();
    }
  });
}
