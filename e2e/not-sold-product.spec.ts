import { expect, test } from '@playwright/test';
import { adminLogin, createThbOnlyProduct, deleteProduct, setVariantPrices } from './support/admin';
import { price } from './support/catalogue';
import { waitForScripts } from './support/hydration';
import { fmt, t } from './support/messages';
import { langs } from './support/services';

// Issue 33: a product the shop cannot price in the shopper's currency is shown as not sold in it,
// with the shop's other currency offered, never a broken page. In the stack's `convert` mode a
// variant with no price in the channel's default currency (THB) is such a product in THB: nothing
// to convert from. The manager gives it a GBP price and deletes its THB one in the Admin.

const tag = Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
const PRODUCT = {
  slug: `rain-poncho-${tag}`,
  sku: `PONCHO-${tag.toUpperCase()}`,
  name: { en: `Rain Poncho ${tag}`, th: `เสื้อกันฝน ${tag}` },
  priceThb: 59000,
};
const PRICE_GBP = 1499;

test.describe.serial('a product priced in GBP only', () => {
  let token: string;
  let productId: string;

  test.beforeAll(async () => {
    token = await adminLogin();
    const created = await createThbOnlyProduct(token, PRODUCT);
    productId = created.productId;
    expect(await setVariantPrices(token, created.variantId, [{ currencyCode: 'GBP', price: PRICE_GBP }], ['THB'])).toEqual(['GBP']);
  });
  test.afterAll(async () => {
    if (productId) await deleteProduct(token, productId);
  });

  for (const lang of langs) {
    test(`/${lang} in THB says it is not sold in THB and offers GBP, which sells it`, async ({ page, context, baseURL }) => {
      const m = t(lang).product;
      await page.goto(`/${lang}`);
      await context.addCookies([{ name: 's7-currency', value: 'THB', domain: new URL(baseURL!).hostname, path: '/' }]);
      const res = await page.goto(`/${lang}/${PRODUCT.slug}`);
      expect(res!.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PRODUCT.name[lang]);
      const notice = page.getByTestId('not-sold');
      await expect(notice).toContainText(fmt(m.notSoldIn, { currency: 'THB' }));
      await expect(page.getByTestId('product-price')).toHaveCount(0);
      const main = page.getByRole('main');
      await expect(main.getByRole('button', { name: m.addToCart, exact: true })).toHaveCount(0);

      // The shop's other currency, by keyboard: the page then sells it at its own GBP price.
      await waitForScripts(page);
      const switchTo = notice.getByRole('button', { name: fmt(m.switchCurrencyTo, { currency: 'GBP' }) });
      await switchTo.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('product-price')).toHaveText(price(PRICE_GBP, 'GBP', lang));
      await expect(page.getByTestId('not-sold')).toHaveCount(0);
      await expect(main.getByRole('button', { name: m.addToCart, exact: true })).toBeEnabled();
    });
  }
});
