import { expect, test, type Page } from '@playwright/test';
import { adminLogin, createGiftCard, engineOrder, type EngineOrderAmounts } from './support/admin';
import { chequeMethod, choosePayment, expectThankYou, fmt, placeOrder, t, toPayment, uniqueLastName } from './support/checkout';
import { langs, type Lang } from './support/services';
import { cartCode, discountTotal, expectConsistent, giftWrapOffer, money, rowAmount, tenPercentOf } from './support/totals';
import { scaledIn } from './support/tags';
import { cartWith, MUG_SKU } from './support/cart';

// The amounts a shopper reads (cart page, checkout summary, thank-you page) are the engine's:
// subtotal, tax, discount, shipping, gift card, grand total and what is left to pay. A cart
// with WELCOME10, gift wrap and a staff-issued gift card that pays part, shipped by standard
// delivery, then paid by cheque.

/** A card that pays part of the order only: £3 / ฿100. */
const CARD_BALANCE = { GBP: 300, THB: 10_000 };

const linesTotal = (order: EngineOrderAmounts) => order.lines.reduce((sum, l) => sum + l.linePriceWithTax, 0);

/**
 * The engine's taxes as the shopper reads them: one VAT line per rate (the goods' and the
 * delivery's VAT together), in the shopper's language, never the engine's English tax names.
 */
function vatByRate(order: EngineOrderAmounts): Array<[rate: number, total: number]> {
  const totals = new Map<number, number>();
  for (const tax of order.taxSummary) if (tax.taxTotal !== 0) totals.set(tax.taxRate, (totals.get(tax.taxRate) ?? 0) + tax.taxTotal);
  return [...totals];
}

/** The checkout's order summary (payment step, thank-you page) shows the engine's amounts. */
async function expectSummary(page: Page, lang: Lang, order: EngineOrderAmounts, cardCode: string, giftCardPaid: number) {
  const s = t(lang).checkout.summary;
  const summary = page.getByTestId('order-summary');
  await expect(rowAmount(summary, s.subtotal)).toHaveText(money(linesTotal(order), lang));
  expect(order.discounts).toHaveLength(1);
  await expect(rowAmount(summary, fmt(s.discount, { label: order.discounts[0]!.description }))).toHaveText(
    `−${money(discountTotal(order), lang)}`,
  );
  await expect(rowAmount(summary, s.shipping)).toHaveText(money(order.shippingWithTax, lang));
  await expect(summary.getByTestId('order-total')).toHaveText(money(order.totalWithTax, lang));
  await expect(summary.getByTestId('order-payable')).toHaveText(money(order.totalWithTax - giftCardPaid, lang));
  const masked = `TALAT-GC-****-${cardCode.slice(-4)}`;
  await expect(rowAmount(summary, fmt(s.giftCard, { code: masked }))).toHaveText(`−${money(giftCardPaid, lang)}`);
  const vat = vatByRate(order);
  expect(vat.length).toBeGreaterThan(0);
  await expect(summary.getByTestId('order-vat')).toHaveCount(vat.length);
  for (const [rate, total] of vat) {
    await expect(rowAmount(summary, fmt(s.tax, { rate }))).toHaveText(money(total, lang));
  }
  // "Includes VAT 20%" / "รวมภาษีมูลค่าเพิ่ม 7%": the rate once, not the engine's "Thailand VAT 7%".
  await expect(summary.getByTestId('order-vat').first().getByRole('term')).toHaveText(
    lang === 'th' ? 'รวมภาษีมูลค่าเพิ่ม 7%' : 'Includes VAT 20%',
  );
  for (const tax of order.taxSummary) await expect(summary).not.toContainText(tax.description);
}

for (const lang of langs) {
  test(
    `on /${lang}: coupon, gift wrap and a gift card by standard delivery: cart, checkout and thank-you show the engine's amounts`,
    scaledIn(lang),
    async ({ page }) => {
      const c = t(lang).cart;
      const token = await adminLogin();
      const [wrap, cardCode] = await Promise.all([giftWrapOffer(lang), createGiftCard(token, CARD_BALANCE)]);
      const balance = CARD_BALANCE[lang === 'th' ? 'THB' : 'GBP'];
      const lastName = uniqueLastName();

      await cartWith(page, lang, [{ sku: MUG_SKU }]);
      await page.goto(`/${lang}/cart`);
      const main = page.getByRole('main');
      // Gift wrap at the price the store configures.
      const wrapBox = main
        .getByTestId('gift-wrap')
        .getByRole('checkbox', { name: fmt(c.giftWrap.label, { price: money(wrap.price, lang) }) });
      await wrapBox.check();
      await expect(page.getByTestId('cart-link').first()).toHaveAttribute('aria-label', fmt(t(lang).header.cartMany, { count: 2 }));
      await main.getByLabel(c.coupon.label, { exact: true }).fill('WELCOME10');
      await main.getByRole('button', { name: c.coupon.apply }).click();
      await expect(main.getByTestId('totals-discount')).toBeVisible();
      await main.getByLabel(c.giftCard.label, { exact: true }).fill(cardCode);
      await main.getByRole('button', { name: c.giftCard.apply }).click();
      await expect(main.getByTestId('totals-payable')).toBeVisible();

      // The engine's cart: the wrap at its configured price, WELCOME10 exactly 10 % of the lines.
      const cart = await engineOrder(token, await cartCode(page));
      expectConsistent(cart);
      expect(cart.lines.find((l) => l.sku === wrap.sku)).toMatchObject({ quantity: 1, unitPriceWithTax: wrap.price });
      expect(cart.couponCodes).toEqual(['WELCOME10']);
      expect(discountTotal(cart)).toBe(tenPercentOf(cart));
      expect(cart.shippingLines).toEqual([]);
      // What the cart page shows.
      await expect(main.getByTestId('totals-subtotal').getByRole('definition')).toHaveText(money(linesTotal(cart), lang));
      await expect(main.getByTestId('totals-discount').getByRole('definition')).toHaveText(`−${money(discountTotal(cart), lang)}`);
      await expect(main.getByTestId('totals-gift-cards').getByRole('definition')).toHaveText(`−${money(balance, lang)}`);
      await expect(main.getByTestId('totals-grand-total').getByRole('definition')).toHaveText(money(cart.totalWithTax, lang));
      await expect(main.getByTestId('totals-payable').getByRole('definition')).toHaveText(money(cart.totalWithTax - balance, lang));
      const cartTaxes = main.getByTestId('totals-tax');
      await expect(cartTaxes).toHaveCount(vatByRate(cart).length);
      for (const [rate, total] of vatByRate(cart)) {
        const row = cartTaxes.filter({
          has: page.getByRole('term').getByText(fmt(t(lang).checkout.summary.tax, { rate }), { exact: true }),
        });
        await expect(row.getByRole('definition')).toHaveText(money(total, lang));
      }
      for (const tax of cart.taxSummary) await expect(cartTaxes.first()).not.toContainText(tax.description);

      // Checkout: standard delivery adds its price; the summary shows the engine's amounts.
      await toPayment(page, lang, lastName);
      const atPayment = await engineOrder(token, cart.code);
      expectConsistent(atPayment);
      expect(atPayment.shippingLines).toHaveLength(1);
      expect(atPayment.shippingWithTax).toBeGreaterThan(0);
      expect(discountTotal(atPayment)).toBe(tenPercentOf(atPayment));
      await expectSummary(page, lang, atPayment, cardCode, balance);

      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      const number = await expectThankYou(page, lang);
      expect(number).toBe(cart.code);
      const placed = await engineOrder(token, number);
      expect(placed.active).toBe(false);
      expect(placed.totalWithTax).toBe(atPayment.totalWithTax);
      // The gift card paid its balance, the cheque the rest.
      const paid = Object.fromEntries(placed.payments.map((p) => [p.method, p.amount]));
      expect(paid).toEqual({ 'talat-gift-card': balance, checkmo: placed.totalWithTax - balance });
      await expectSummary(page, lang, placed, cardCode, balance);
    },
  );
}
