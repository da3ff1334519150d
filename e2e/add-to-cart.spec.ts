import { expect, test, type Page } from '@playwright/test';
import { fmt, t } from './support/messages';
import { langs } from './support/services';
import { scaledIn } from './support/tags';

// Adding to the cart as a shopper does (issue 4): from the product page with a quantity, a size
// and a print, and from a tile; the cart survives a reload and a new tab.

function cartLink(page: Page) {
  return page.getByTestId('cart-link').first();
}

async function expectCount(page: Page, lang: (typeof langs)[number], count: number) {
  const m = t(lang).header;
  const label = count === 0 ? fmt(m.cart, { count: 0 }) : count === 1 ? fmt(m.cart, { count: 1 }) : fmt(m.cartMany, { count });
  await expect(cartLink(page)).toHaveAttribute('aria-label', label);
}

for (const lang of langs) {
  test.describe(`add to cart on /${lang}`, () => {
    test('a simple product with a quantity; the cart survives a reload and a new tab', scaledIn(lang), async ({ page, context }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}/crest-mug`);
      await expectCount(page, lang, 0);
      const main = page.getByRole('main');
      await main.getByLabel(m.quantity, { exact: true }).fill('2');
      await main.getByRole('button', { name: m.addToCart, exact: true }).click();
      await expectCount(page, lang, 2);

      await page.reload();
      await expectCount(page, lang, 2);
      const other = await context.newPage();
      await other.goto(`/${lang}`);
      await expectCount(other, lang, 2);
    });

    test('a size with little stock: more than is left is refused with a message and nothing is added', scaledIn(lang), async ({ page }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}/away-shirt-2025`);
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: 'S', exact: true }).check();
      await main.getByLabel(m.quantity, { exact: true }).fill('3');
      await main.getByRole('button', { name: m.addToCart, exact: true }).click();
      await expect(main.getByRole('alert').filter({ hasText: fmt(m.onlyLeftStock, { count: 2 }) })).toBeVisible();
      await expectCount(page, lang, 0);

      await main.getByLabel(m.quantity, { exact: true }).fill('2');
      await main.getByRole('button', { name: m.addToCart, exact: true }).click();
      await expectCount(page, lang, 2);
    });

    test('zero or a negative quantity is explained, not sent', async ({ page }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}/crest-mug`);
      const main = page.getByRole('main');
      for (const bad of ['0', '-2']) {
        await main.getByLabel(m.quantity, { exact: true }).fill(bad);
        await main.getByRole('button', { name: m.addToCart, exact: true }).click();
        await expect(main.getByRole('alert').filter({ hasText: fmt(m.quantityRange, { max: 999 }) })).toBeVisible();
      }
      await expectCount(page, lang, 0);
    });

    test('a personalised shirt with a name and number', async ({ page }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}/home-shirt-2025`);
      const main = page.getByRole('main');
      await main.getByRole('radio', { name: 'M', exact: true }).check();
      await main.getByLabel(m.nameLabel).fill(lang === 'th' ? 'สมชาย' : 'SOMCHAI');
      await main.getByLabel(m.numberLabel).fill('10');
      await main.getByRole('button', { name: m.addToCart, exact: true }).click();
      await expectCount(page, lang, 1);
    });

    test('from a tile of a simple product on a category page', async ({ page }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}/accessories`);
      const tileButton = page
        .getByRole('main')
        .getByRole('button', { name: new RegExp(`^${m.addToCart} ?: `) })
        .first();
      await tileButton.click();
      await expectCount(page, lang, 1);
    });
  });
}
