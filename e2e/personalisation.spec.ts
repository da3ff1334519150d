import { expect, test } from '@playwright/test';
import { talatCatalogue } from '@talat/demo-catalogue';
import { chequeTitle, onMagento } from './support/backend';
import { cartCall, createCart } from './support/cart';
import {
  chooseShipping,
  choosePayment,
  expectThankYou,
  fillShippingAddress,
  fmt,
  goToShipping,
  placeOrder,
  standardMethod,
  t,
  uniqueLastName,
} from './support/checkout';
import { waitForScripts } from './support/hydration';
import { formatMoney, langs } from './support/services';

// A name-and-number print from the product page to the thank-you page (issue 35), one spec for
// both backends: the engine's personalisation plugin, and on Magento the product's customizable
// options (text fields with the option SKUs `name` and `number`, docs/decisions/0065). The print
// costs the demo catalogue's print price on both: on the engine once per printed line, on
// Magento the name's option carries it and the number's is free.

const shirt = talatCatalogue.products.find((p) => p.slug === 'home-shirt-2025')!;

for (const lang of langs) {
  const currency = lang === 'th' ? 'THB' : 'GBP';
  const money = (minor: number) => formatMoney(minor, currency, lang);
  const name = lang === 'th' ? 'สมชาย' : 'SOMCHAI';

  test.describe(`a personalised shirt on /${lang}`, () => {
    test('a size, a name and a number: in the cart with the print price, at checkout, and on the thank-you page', async ({ page }) => {
      const m = t(lang);
      const lineTotal = money(shirt.price[currency] + shirt.printPrice![currency]);

      await page.goto(`/${lang}/home-shirt-2025`);
      await waitForScripts(page);
      const main = page.getByRole('main');
      await expect(main.getByText(fmt(m.product.personaliseHint, { price: money(shirt.printPrice![currency]) }))).toBeVisible();
      await main.getByRole('radio', { name: 'M', exact: true }).check();
      await main.getByLabel(m.product.nameLabel).fill(name);
      await main.getByLabel(m.product.numberLabel).fill('10');
      const before = await page.getByTestId('cart-link').first().locator('.cart-count').textContent();
      await main.getByRole('button', { name: m.product.addToCart, exact: true }).click();
      await expect(page.getByTestId('cart-link').first().locator('.cart-count')).not.toHaveText(before ?? '');

      await page.goto(`/${lang}/cart`);
      const line = page.getByTestId('cart-line');
      await expect(line).toHaveCount(1);
      const print = line.getByTestId('cart-line-personalisation');
      await expect(print.getByText(fmt(m.cart.personalisationName, { value: name }), { exact: true })).toBeVisible();
      await expect(print.getByText(fmt(m.cart.personalisationNumber, { value: '10' }), { exact: true })).toBeVisible();
      await expect(print.getByText(fmt(m.cart.printPrice, { price: money(shirt.printPrice![currency]) }), { exact: true })).toBeVisible();
      await expect(line.getByTestId('cart-line-total')).toHaveText(lineTotal);

      const lastName = uniqueLastName();
      await goToShipping(page, lang);
      const summary = page.getByTestId('order-summary');
      await expect(summary.getByText(fmt(m.checkout.summary.personalisation, { value: name }), { exact: true })).toBeVisible();
      await expect(summary.getByText(fmt(m.checkout.summary.personalisation, { value: '10' }), { exact: true })).toBeVisible();
      await expect(summary.getByText(lineTotal, { exact: true }).first()).toBeVisible();
      await fillShippingAddress(page, lang, { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Somchai', lastName });
      await chooseShipping(page, lang, standardMethod[lang]);
      // The cheque method's title is the backend's own (Magento's "Check / Money order").
      await choosePayment(page, lang, chequeTitle(lang));
      await placeOrder(page, lang);

      await expectThankYou(page, lang);
      const placed = page.getByTestId('order-summary');
      await expect(placed.getByText(fmt(m.checkout.summary.personalisation, { value: name }), { exact: true })).toBeVisible();
      await expect(placed.getByText(fmt(m.checkout.summary.personalisation, { value: '10' }), { exact: true })).toBeVisible();
      await expect(placed.getByText(lineTotal, { exact: true }).first()).toBeVisible();
    });

    test('a name the shop cannot print is refused by the connector, in the shopper’s language', async ({ page }) => {
      const m = t(lang);
      await page.goto(`/${lang}`);
      const token = await createCart(page.request);
      // The variant by its SKU on the engine, the parent's on Magento: either way the connector
      // refuses the name before it looks the product up (the field names the name, which neither
      // backend's own refusal would: the engine's says `personalisation`, Magento's no field).
      const sku = onMagento() ? shirt.sku : `${shirt.sku}-M`;
      // The API's input schema already refuses a number outside 1-99; a name is the connector's to judge.
      for (const personalisation of [
        { name: 'R2D2', number: '10' },
        { name: 'ABCDEFGHIJKLM', number: '10' },
      ]) {
        const { status, body } = await cartCall<{ ok: boolean; error?: { code: string; field?: string; message: string } }>(
          page.request,
          'addCartItems',
          { items: [{ sku, quantity: 1, personalisation }] },
          token,
        );
        expect(status, JSON.stringify(body)).toBeLessThan(500);
        expect(body).toMatchObject({
          data: { ok: false, error: { code: 'INVALID_INPUT', field: 'personalisation.name', message: m.cartErrors.details.printName } },
        });
      }
    });
  });
}
