import { expect, test, type Page } from '@playwright/test';
import {
  addProduct,
  choosePayment,
  expectThankYou,
  fmt,
  placeOrder,
  standardMethod,
  t,
  toPayment,
  uniqueLastName,
} from './support/checkout';
import { magentoApi, magentoMoney } from './support/magento';
import { langs, type Lang } from './support/services';

// The cart and a guest's checkout by cheque on the Magento connector (issue 17): Magento's cart
// (a masked quote id as the shopper's session), its coupons, shipping rates and "Check / Money
// order", through the same storefront screens as the embedded engine's.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const startOf = (template: string) => new RegExp(`^${escape(template.split('{')[0]!.trim())}`);

async function shirtPrice(lang: Lang): Promise<number> {
  const { products } = await magentoApi<{ products: { items: { price_range: { minimum_price: { final_price: { value: number } } } }[] } }>(
    '{ products(filter: { url_key: { eq: "home-shirt-2025" } }) { items { price_range { minimum_price { final_price { value } } } } } }',
    lang,
  );
  return products.items[0]!.price_range.minimum_price.final_price.value;
}

/** The cheque method's title as the store gives it in this language (Magento's own words). */
async function chequeTitle(lang: Lang): Promise<string> {
  const { createEmptyCart } = await magentoApi<{ createEmptyCart: string }>('mutation { createEmptyCart }', lang);
  const { cart } = await magentoApi<{ cart: { available_payment_methods: { code: string; title: string }[] } }>(
    'query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }',
    lang,
    { id: createEmptyCart },
  );
  return cart.available_payment_methods.find((method) => method.code === 'checkmo')!.title;
}

/** What Magento charges for the standard delivery the checkout helper picks, to the helper's address. */
async function standardShipping(lang: Lang): Promise<number> {
  const { createEmptyCart: id } = await magentoApi<{ createEmptyCart: string }>('mutation { createEmptyCart }', lang);
  await magentoApi(
    'mutation ($id: String!) { addProductsToCart(cartId: $id, cartItems: [{ sku: "TFC-BEANIE", quantity: 1 }]) { cart { id } } }',
    lang,
    { id },
  ).catch(() => null);
  const address =
    lang === 'en'
      ? {
          firstname: 'A',
          lastname: 'B',
          street: ['10 Downing Street'],
          city: 'London',
          postcode: 'SW1A 2AA',
          country_code: 'GB',
          telephone: '+442079460000',
          save_in_address_book: false,
        }
      : {
          firstname: 'A',
          lastname: 'B',
          street: ['99/1'],
          city: 'Pathum Wan',
          postcode: '10330',
          country_code: 'TH',
          telephone: '+66812345678',
          save_in_address_book: false,
        };
  const { setShippingAddressesOnCart } = await magentoApi<{
    setShippingAddressesOnCart: {
      cart: { shipping_addresses: { available_shipping_methods: { method_title: string; amount: { value: number } }[] }[] };
    };
  }>(
    'mutation ($id: String!, $address: CartAddressInput!) { setShippingAddressesOnCart(input: { cart_id: $id, shipping_addresses: [{ address: $address }] }) { cart { shipping_addresses { available_shipping_methods { method_title amount { value } } } } } }',
    lang,
    { id, address },
  );
  const method = setShippingAddressesOnCart.cart.shipping_addresses[0]!.available_shipping_methods.find((m) =>
    standardMethod[lang].test(m.method_title),
  );
  if (!method) throw new Error('the stand-in offers no standard delivery there');
  return method.amount.value;
}

async function openCart(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: t(lang).cart.title })).toBeVisible();
}

for (const lang of langs) {
  test.describe(`Magento cart and checkout on /${lang}`, () => {
    test('a size goes into Magento’s cart; quantity, a coupon and removal change it there', async ({ page }) => {
      const c = t(lang).cart;
      const price = await shirtPrice(lang);
      await addProduct(page, lang, 'home-shirt-2025', { size: 'M' });
      const cookie = (await page.context().cookies()).find((k) => k.name === 's7-cart');
      expect(cookie, 'the cart cookie holds the Magento cart').toBeTruthy();

      await openCart(page, lang);
      const main = page.getByRole('main');
      const line = main.getByTestId('cart-line').first();
      await expect(line.getByText('M', { exact: true }).first()).toBeVisible();
      const quantity = line.getByRole('spinbutton', { name: startOf(c.quantity) });
      await expect(quantity).toHaveValue('1');
      await line.getByRole('button', { name: startOf(c.increase) }).click();
      await expect(quantity).toHaveValue('2');
      await expect(main.getByTestId('totals-grand-total').getByRole('definition')).toHaveText(magentoMoney(price * 2, lang));

      const field = main.getByLabel(c.coupon.label, { exact: true });
      await field.fill('EXPIRED5');
      await main.getByRole('button', { name: c.coupon.apply }).click();
      await expect(main.getByTestId('coupon-code').getByRole('alert')).not.toBeEmpty();
      await expect(field).toHaveValue('EXPIRED5');
      await field.fill('WELCOME10');
      await main.getByRole('button', { name: c.coupon.apply }).click();
      await expect(main.getByRole('button', { name: fmt(c.coupon.remove, { code: 'WELCOME10' }) })).toBeVisible();
      await expect(main.getByTestId('totals-discount').getByRole('definition')).toHaveText(`−${magentoMoney(price * 2 * 0.1, lang)}`);
      await expect(main.getByTestId('totals-grand-total').getByRole('definition')).toHaveText(magentoMoney(price * 2 * 0.9, lang));

      // The cart is Magento's: a reload reads it back from there.
      await page.reload();
      await expect(main.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('2');
      await main
        .getByTestId('cart-line')
        .first()
        .getByRole('button', { name: startOf(c.remove) })
        .click();
      await expect(main.getByTestId('cart-empty')).toBeVisible();
    });

    test('products without sizes can be bought: Magento’s simple products (the crest mug, the bar scarf) and its bundle (the home kit)', async ({
      page,
    }) => {
      const c = t(lang).cart;
      const m = t(lang).product;
      for (const slug of ['crest-mug', 'bar-scarf', 'home-kit-bundle-2025']) {
        await page.goto(`/${lang}/${slug}`);
        await expect(page.getByTestId('stock-status')).toHaveText(/.+/);
        await expect(page.getByRole('main').getByRole('button', { name: m.addToCart, exact: true })).toBeEnabled();
        await addProduct(page, lang, slug);
      }
      await openCart(page, lang);
      const lines = page.getByRole('main').getByTestId('cart-line');
      await expect(lines).toHaveCount(3);
      // The cart is Magento's: a reload reads the lines back from there.
      await page.reload();
      await expect(lines).toHaveCount(3);
      await expect(lines.first().getByRole('spinbutton', { name: startOf(c.quantity) })).toHaveValue('1');
    });

    test('a guest pays by cheque and gets Magento’s order number', async ({ page }) => {
      const price = await shirtPrice(lang);
      const title = await chequeTitle(lang);
      const shipping = await standardShipping(lang);
      await addProduct(page, lang, 'home-shirt-2025', { size: 'L' });
      const lastName = uniqueLastName();
      await toPayment(page, lang, lastName);
      // Magento Open Source has no gift cards: its cheque, and the Adyen module's card (and
      // PromptPay in baht) paid through Adyen (e2e/magento-payments.magento.spec.ts).
      const methods = page.getByRole('group', { name: t(lang).checkoutPayment.methodsTitle }).getByRole('radio');
      await expect(methods).toHaveCount(lang === 'th' ? 3 : 2);
      await choosePayment(page, lang, title);
      await expect(page.getByTestId('order-total')).toHaveText(magentoMoney(price + shipping, lang));
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      expect(number).toMatch(/^\d{9}$/);
      await expect(page.getByTestId('order-total')).toHaveText(magentoMoney(price + shipping, lang));
      await expect(page.getByRole('main').getByText(lastName).first()).toBeVisible();
      // The placed quote is gone from Magento: the shop starts a new cart.
      await page.goto(`/${lang}/cart`);
      await expect(page.getByRole('main').getByTestId('cart-empty')).toBeVisible();
    });
  });
}
