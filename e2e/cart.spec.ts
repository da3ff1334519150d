import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createGiftCard, engineOrder, ordersByLastName, promotionNames } from './support/admin';
import {
  addProduct,
  chequeMethod,
  choosePayment,
  expectThankYou,
  fillCard,
  fmt,
  goToShipping,
  placeOrder,
  toPayment,
  t,
  uniqueLastName,
} from './support/checkout';
import { price } from './support/catalogue';
import { langs, type Lang } from './support/services';
import { cartCode, discountTotal, giftWrapOffer, money, tenPercentOf } from './support/totals';
import { SCALED, scaledIn } from './support/tags';

// The cart as a shopper uses it (issue 4), in both languages: sidebar, cart page, quantities,
// coupons, gift cards, gift wrap, a gift-card-only order and a currency change.

const who = (lastName: string) => ({ email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Nok', lastName });
const mugName: Record<Lang, string> = { en: 'Crest Mug', th: 'แก้วมัคตราสโมสร' };

async function openCartPage(page: Page, lang: Lang) {
  await page.goto(`/${lang}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: t(lang).cart.title })).toBeVisible();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A control whose name is a template like "Remove {name}": match the words before the name. */
const startOf = (template: string) => new RegExp(`^${escape(template.split('{')[0]!.trim())}`);

for (const lang of langs) {
  test.describe(`cart on /${lang}`, () => {
    test('the sidebar opens after adding, lists the line, and closes with Escape', async ({ page }) => {
      const c = t(lang).cart;
      await addProduct(page, lang, 'crest-mug');
      const sidebar = page.getByRole('dialog', { name: c.sidebar.title });
      await expect(sidebar).toBeVisible();
      await expect(sidebar.getByText(mugName[lang])).toBeVisible();
      await expect(sidebar.getByRole('link', { name: c.sidebar.checkout })).toHaveAttribute('href', `/${lang}/checkout/secure`);
      await page.keyboard.press('Escape');
      await expect(sidebar).toBeHidden();
    });

    test('quantity up, a refused quantity keeps the line, remove empties the cart', scaledIn(lang), async ({ page }) => {
      const c = t(lang).cart;
      await addProduct(page, lang, 'away-shirt-2025', { size: 'S' });
      await openCartPage(page, lang);
      const main = page.getByRole('main');
      const line = main.getByTestId('cart-line').first();
      const quantity = line.getByRole('spinbutton', { name: startOf(c.quantity) });
      await expect(quantity).toHaveValue('1');
      await line.getByRole('button', { name: startOf(c.increase) }).click();
      await expect(quantity).toHaveValue('2');
      // Only 2 of size S are in stock: a third is refused with a message, the line stays at 2.
      await line.getByRole('button', { name: startOf(c.increase) }).click();
      await expect(line.getByText(fmt(c.onlyLeft, { count: 2 })).first()).toBeVisible();
      await page.reload();
      await expect(main.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue('2');

      await main
        .getByTestId('cart-line')
        .first()
        .getByRole('button', { name: startOf(c.remove) })
        .click();
      await expect(main.getByTestId('cart-empty')).toBeVisible();
    });

    test(
      'coupons: unknown and expired codes get distinct messages; WELCOME10 takes 10 % off and can be removed',
      scaledIn(lang),
      async ({ page }) => {
        const c = t(lang).cart;
        await addProduct(page, lang, 'crest-mug');
        await openCartPage(page, lang);
        const main = page.getByRole('main');
        const field = main.getByLabel(c.coupon.label, { exact: true });
        const apply = main.getByRole('button', { name: c.coupon.apply });
        const message = () => main.getByTestId('coupon-code').getByRole('alert');

        await field.fill('NOPE-123');
        await apply.click();
        await expect(message()).not.toBeEmpty();
        const unknown = await message().textContent();

        await field.fill('EXPIRED5');
        await apply.click();
        await expect(message()).not.toHaveText(unknown ?? '');
        await expect(message()).not.toBeEmpty();
        await expect(field).toHaveValue('EXPIRED5');

        await field.fill('WELCOME10');
        await apply.click();
        await expect(main.getByRole('button', { name: fmt(c.coupon.remove, { code: 'WELCOME10' }) })).toBeVisible();
        await expect(main.getByTestId('totals-discount')).toBeVisible();
        // 10 % of the lines the engine discounts on, shown as taken off the grand total.
        const token = await adminLogin();
        const discounted = await engineOrder(token, await cartCode(page));
        expect(discounted.couponCodes).toEqual(['WELCOME10']);
        expect(discountTotal(discounted)).toBe(tenPercentOf(discounted));
        await expect(main.getByTestId('totals-discount').getByRole('definition')).toHaveText(`−${money(discountTotal(discounted), lang)}`);
        await expect(main.getByTestId('totals-grand-total').getByRole('definition')).toHaveText(money(discounted.totalWithTax, lang));

        await main.getByRole('button', { name: fmt(c.coupon.remove, { code: 'WELCOME10' }) }).click();
        await expect(main.getByRole('button', { name: fmt(c.coupon.remove, { code: 'WELCOME10' }) })).toBeHidden();
        const full = await engineOrder(token, discounted.code);
        expect(full.discounts).toEqual([]);
        expect(full.totalWithTax).toBe(discounted.totalWithTax + discountTotal(discounted));
        await expect(main.getByTestId('totals-discount')).toHaveCount(0);
        await expect(main.getByTestId('totals-grand-total').getByRole('definition')).toHaveText(money(full.totalWithTax, lang));
      },
    );

    test('a pre-order line is labelled in the cart and in checkout', async ({ page }) => {
      await addProduct(page, lang, 'third-shirt-2025', { size: 'M' });
      await openCartPage(page, lang);
      await expect(page.getByRole('main').getByTestId('cart-line-preorder')).toBeVisible();
      await goToShipping(page, lang);
      await expect(page.getByTestId('order-summary').getByText(t(lang).checkout.summary.preorder, { exact: true })).toBeVisible();
    });

    test('gift wrap: ticking adds the wrap at its configured price to the order, unticking takes it off', async ({ page }) => {
      const offer = await giftWrapOffer(lang);
      await addProduct(page, lang, 'crest-mug');
      await openCartPage(page, lang);
      const main = page.getByRole('main');
      const subtotal = main.getByTestId('totals-subtotal').getByRole('definition');
      const before = await subtotal.textContent();
      const wrap = main
        .getByTestId('gift-wrap')
        .getByRole('checkbox', { name: fmt(t(lang).cart.giftWrap.label, { price: money(offer.price, lang) }) });
      await wrap.check();
      await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(t(lang).header.cartMany, { count: 2 }));
      await expect(wrap).toBeChecked();
      const order = await engineOrder(await adminLogin(), await cartCode(page));
      expect(order.lines.find((l) => l.sku === offer.sku)).toMatchObject({
        quantity: 1,
        unitPriceWithTax: offer.price,
        linePriceWithTax: offer.price,
      });
      const withoutWrap = order.lines.filter((l) => l.sku !== offer.sku).reduce((sum, l) => sum + l.linePriceWithTax, 0);
      expect(before).toBe(money(withoutWrap, lang));
      await expect(subtotal).toHaveText(money(withoutWrap + offer.price, lang));
      // The service has no page of its own: its line names it without a link, the mug's links.
      const wrapLine = main.locator(`[data-testid="cart-line"][data-sku="${offer.sku}"]`);
      await expect(wrapLine).toBeVisible();
      await expect(wrapLine.getByRole('link')).toHaveCount(0);
      await expect(main.getByTestId('cart-line').getByRole('link', { name: mugName[lang] })).toBeVisible();
      await wrap.uncheck();
      await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(t(lang).header.cart, { count: 1 }));
      await expect(subtotal).toHaveText(money(withoutWrap, lang));
    });

    test('a gift card pays part of an order; the rest is paid by cheque', scaledIn(lang), async ({ page }) => {
      const c = t(lang).cart;
      const lastName = uniqueLastName();
      await addProduct(page, lang, 'home-shirt-2025', { size: 'M' });
      await openCartPage(page, lang);
      const main = page.getByRole('main');
      await main.getByLabel(c.giftCard.label, { exact: true }).fill(await createGiftCard(await adminLogin()));
      await main.getByRole('button', { name: c.giftCard.apply }).click();
      await expect(main.getByTestId('applied-gift-card')).toBeVisible();
      await expect(main.getByTestId('totals-payable')).toBeVisible();

      await toPayment(page, lang, lastName);
      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      const [order] = await ordersByLastName(await adminLogin(), lastName);
      expect(order?.code).toBe(number);
      expect(order!.payments.map((p) => p.method).sort()).toEqual(['checkmo', 'talat-gift-card']);
    });

    test('a gift card covering the whole order needs no other payment', async ({ page }) => {
      const c = t(lang).cart;
      const lastName = uniqueLastName();
      await addProduct(page, lang, 'crest-mug');
      await openCartPage(page, lang);
      const main = page.getByRole('main');
      await main.getByLabel(c.giftCard.label, { exact: true }).fill(await createGiftCard(await adminLogin()));
      await main.getByRole('button', { name: c.giftCard.apply }).click();
      await expect(main.getByTestId('applied-gift-card')).toBeVisible();

      await toPayment(page, lang, lastName);
      await expect(page.getByTestId('gift-card-covers')).toBeVisible();
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      const [order] = await ordersByLastName(await adminLogin(), lastName);
      expect(order?.code).toBe(number);
      expect(order!.payments.map((p) => p.method)).toEqual(['talat-gift-card']);
    });

    test('a gift-card-only cart skips the shipping step; the card is sold without VAT, as a multi-purpose voucher', async ({ page }) => {
      const lastName = uniqueLastName();
      const vatFree = t(lang).checkout.summary.vatFree;
      await page.goto(`/${lang}/digital-gift-card`);
      await page.getByRole('main').getByRole('radio').first().check();
      await page
        .getByRole('main')
        .getByRole('button', { name: t(lang).product.addToCart, exact: true })
        .click();
      await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(t(lang).header.cart, { count: 1 }));
      await openCartPage(page, lang);
      await expect(page.getByRole('main').getByTestId('cart-line-vat-free')).toHaveText(vatFree);
      await page.goto(`/${lang}/checkout/secure`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/payment$`));
      await page.goto(`/${lang}/checkout/shipping`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/payment$`));

      const m = t(lang);
      const main = page.getByRole('main');
      await main.getByLabel(m.checkout.email, { exact: true }).fill(who(lastName).email);
      await main.getByLabel(m.address.firstName, { exact: true }).fill('Nok');
      await main.getByLabel(m.address.lastName, { exact: true }).fill(lastName);
      await main.getByLabel(m.address.country, { exact: true }).selectOption('GB');
      await main.getByLabel(m.address.street1, { exact: true }).fill('1 High Street');
      await main.getByLabel(m.address.city, { exact: true }).fill('York');
      await main.getByLabel(m.address.postcode, { exact: true }).fill('YO1 7HH');
      await main.getByLabel(m.address.telephone, { exact: true }).fill('+44 1904 000000');
      // The summary names the card VAT-free and lists no VAT.
      const summary = page.getByTestId('order-summary');
      await expect(summary.getByTestId('order-summary-vat-free')).toHaveText(vatFree);
      await expect(summary.locator('.order-summary__tax')).toHaveCount(0);
      await fillCard(page, lang, '4111 1111 1111 1111');
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      await expect(page.getByTestId('order-summary').getByTestId('order-summary-vat-free')).toHaveText(vatFree);
      const [order] = await ordersByLastName(await adminLogin(), lastName);
      expect(order?.code).toBe(number);
      expect(order!.totalWithTax).toBeGreaterThan(0);
      expect(order!.total).toBe(order!.totalWithTax);
    });
  });
}

test('a coupon applied on /en is named in Thai on /th, as its promotion is named in the shop (not in the language it was applied in)', async ({
  page,
}) => {
  const names = await promotionNames(await adminLogin(), 'WELCOME10');
  expect(names.th, 'the demo promotion has a Thai name').toMatch(/[\u0E00-\u0E7F]/);
  await addProduct(page, 'en', 'crest-mug');
  await openCartPage(page, 'en');
  const main = page.getByRole('main');
  // THB on /en first, so moving to /th keeps the currency and nothing re-prices the order in Thai.
  await page.getByRole('button', { name: /^Currency: / }).click();
  await page
    .getByRole('link', { name: /THB|Baht/ })
    .or(page.getByRole('button', { name: /THB|Baht/ }))
    .or(page.getByRole('menuitem', { name: /THB|Baht/ }))
    .first()
    .click();
  await expect(main.getByText(price(39000, 'THB', 'en')).first()).toBeVisible();
  await main.getByLabel(t('en').cart.coupon.label, { exact: true }).fill('WELCOME10');
  await main.getByRole('button', { name: t('en').cart.coupon.apply }).click();
  const label = main.getByTestId('totals-discount').locator('dt');
  await expect(label).toHaveText(`${t('en').cart.totals.discount} (${names.en})`);

  await page.goto('/th/cart');
  await expect(label).toHaveText(`${t('th').cart.totals.discount} (${names.th})`);
  await page.goto('/en/cart');
  await expect(label).toHaveText(`${t('en').cart.totals.discount} (${names.en})`);
});

test('changing currency with a full cart re-prices the lines and totals', SCALED, async ({ page }) => {
  await addProduct(page, 'en', 'crest-mug');
  await openCartPage(page, 'en');
  const main = page.getByRole('main');
  await expect(main.getByText(price(1199, 'GBP', 'en')).first()).toBeVisible();
  await page.getByRole('button', { name: /^Currency: / }).click();
  await page
    .getByRole('link', { name: /THB|Baht/ })
    .or(page.getByRole('button', { name: /THB|Baht/ }))
    .or(page.getByRole('menuitem', { name: /THB|Baht/ }))
    .first()
    .click();
  await expect(main.getByText(price(39000, 'THB', 'en')).first()).toBeVisible();
  await expect(main.getByText(price(1199, 'GBP', 'en'))).toHaveCount(0);
});
