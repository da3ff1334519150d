import { expect, test, type Page } from '@playwright/test';
import { adminLogin, engineOrder, ordersByLastName, paymentsOfOrder } from './support/admin';
import { cartWith } from './support/cart';
import { price } from './support/catalogue';
import {
  chequeMethod,
  choosePayment,
  chooseShipping,
  expectThankYou,
  fillShippingAddress,
  fmt,
  goToShipping,
  placeOrder,
  t,
  uniqueLastName,
} from './support/checkout';
import { langs, type Lang } from './support/services';
import { cartCode } from './support/totals';

// Buy now, pay later (issue 33): the message "or 4 interest-free payments of ..." shows only while
// the store config names a provider whose method the checkout offers. The browser stack's engine
// offers Clearpay through Adyen (the stand-in) as a method of its own, `adyen-clearpay`, and names
// it the provider for pounds only (scripts/test-browser.mjs: BNPL_LIMITS=GBP:30-1000): a shopper
// paying in pounds is offered instalments, in either language; one paying in baht is not.

const BACKPACK = { slug: 'club-backpack', sku: 'TFC-BACKPACK', gbp: 3_999 } as const;
const clearpayMethod = { en: 'Clearpay: pay in instalments', th: 'Clearpay: ผ่อนชำระ' } as const;
const ukDelivery = { en: /Standard delivery \(UK\)/, th: /จัดส่งแบบมาตรฐาน \(สหราชอาณาจักร\)/ } as const;
const planDeclined = {
  en: 'The lender did not approve an instalment plan. Nothing has been charged: choose another payment method.',
  th: 'ผู้ให้บริการผ่อนชำระไม่อนุมัติแผนผ่อนชำระ ยังไม่มีการเรียกเก็บเงิน กรุณาเลือกวิธีชำระเงินอื่น',
} as const;
const agreePlan = 'Agree the plan (pretend Clearpay approved)';
const declinePlan = 'Decline (pretend Clearpay said no)';

/** "or 4 interest-free payments of £10.00": a quarter of the amount (pence), rounded up. */
function offer(lang: Lang, minor: number, template: string): string {
  return fmt(template, { count: 4, amount: price(Math.ceil(minor / 4), 'GBP', lang) });
}

/** Chooses a currency in the header; the page shows it back. */
async function chooseCurrency(page: Page, lang: Lang, from: string, to: string) {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: fmt(t(lang).header.currencyLabel, { currency: from }) }).click();
  await banner
    .getByRole('list', { name: t(lang).header.currencyList })
    .getByRole('button', { name: new RegExp(to) })
    .click();
  await expect(banner.getByRole('button', { name: fmt(t(lang).header.currencyLabel, { currency: to }) })).toBeVisible();
}

/** A shopper in Britain, paying in pounds (on /th after choosing GBP), at the payment step with the backpack. */
async function britishShopperAtPayment(page: Page, lang: Lang, lastName: string) {
  await cartWith(page, lang, [{ sku: BACKPACK.sku }]);
  if (lang === 'th') {
    await page.goto('/th/cart');
    await chooseCurrency(page, 'th', 'THB', 'GBP');
  }
  await goToShipping(page, lang);
  await fillShippingAddress(page, lang, { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Ann', lastName }, 'GB');
  await chooseShipping(page, lang, ukDelivery[lang]);
}

/** The order total at the payment step, in pence, from the engine. */
async function totalOf(page: Page): Promise<number> {
  return (await engineOrder(await adminLogin(), await cartCode(page))).totalWithTax;
}

for (const lang of langs) {
  test.describe(`buy now, pay later on /${lang}`, () => {
    test('the product page offers four payments in pounds, and nothing in baht', async ({ page }) => {
      const template = t(lang).product.bnpl;
      if (lang === 'th') {
        // The lender lends in pounds: no promise in baht.
        await page.goto(`/th/${BACKPACK.slug}`);
        await expect(
          page
            .getByRole('main')
            .getByText(price(149_000, 'THB', 'th'))
            .first(),
        ).toBeVisible();
        await expect(page.getByTestId('bnpl-message')).toHaveCount(0);
        await chooseCurrency(page, 'th', 'THB', 'GBP');
      } else await page.goto(`/en/${BACKPACK.slug}`);
      await expect(
        page
          .getByRole('main')
          .getByText(price(BACKPACK.gbp, 'GBP', lang))
          .first(),
      ).toBeVisible();
      await expect(page.getByTestId('bnpl-message')).toHaveText(offer(lang, BACKPACK.gbp, template));
    });

    test("a shopper in Britain pays in four instalments: the method and the message at payment, the plan agreed on the lender's page, thank-you", async ({
      page,
    }) => {
      const lastName = uniqueLastName();
      await britishShopperAtPayment(page, lang, lastName);
      const total = await totalOf(page);
      await expect(page.getByTestId('bnpl-message')).toHaveText(offer(lang, total, t(lang).checkoutPayment.bnpl));
      await choosePayment(page, lang, clearpayMethod[lang]);
      await expect(page.getByText(fmt(t(lang).checkoutOnline.redirectIntro, { name: 'Clearpay' }))).toBeVisible();
      const code = await cartCode(page);
      await placeOrder(page, lang);

      // The lender's page (the stand-in's, in the shopper's language), then back through adyen-direct.
      await page.waitForURL(/\/stand-in\/instalments\//);
      await expect(page.getByText(lang === 'th' ? /4 งวด งวดละ £/ : /4 payments of £/)).toBeVisible();
      await page.getByRole('link', { name: lang === 'th' ? 'ตกลงแผน (จำลองว่า Clearpay อนุมัติ)' : agreePlan }).click();
      expect(await expectThankYou(page, lang)).toBe(code);
      const { payments } = await paymentsOfOrder(await adminLogin(), code);
      expect(payments).toEqual([expect.objectContaining({ method: 'adyen-clearpay', state: 'Settled', amount: total })]);
    });

    test('a plan the lender declines returns to payment with the cart and address kept, and the cheque then pays', async ({ page }) => {
      const lastName = uniqueLastName();
      await britishShopperAtPayment(page, lang, lastName);
      await choosePayment(page, lang, clearpayMethod[lang]);
      const code = await cartCode(page);
      await placeOrder(page, lang);
      await page.waitForURL(/\/stand-in\/instalments\//);
      await page.getByRole('link', { name: lang === 'th' ? 'ปฏิเสธ (จำลองว่า Clearpay ไม่อนุมัติ)' : declinePlan }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/payment$`), { timeout: 20_000 });
      // The lender's refusal, in the shopper's language.
      await expect(page.getByTestId('checkout-alert')).toHaveText(planDeclined[lang]);
      // The same cart, its line and the shopper's address still there.
      expect(await cartCode(page)).toBe(code);
      await expect(page.getByTestId('order-summary')).toContainText(lang === 'th' ? 'กระเป๋าเป้สโมสร' : 'Club Backpack');
      await expect(page.getByText(lastName).first()).toBeVisible();
      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      expect(await expectThankYou(page, lang)).toBe(code);
      const [order] = await ordersByLastName(await adminLogin(), lastName);
      expect(order?.payments.map((p) => [p.method, p.state])).toEqual([
        ['adyen-clearpay', 'Declined'],
        ['checkmo', 'Authorized'],
      ]);
    });
  });
}

test('a shopper in Thailand paying in baht is offered neither the lender nor the message at payment', async ({ page }) => {
  const lastName = uniqueLastName();
  await cartWith(page, 'th', [{ sku: BACKPACK.sku }]);
  await goToShipping(page, 'th');
  await fillShippingAddress(page, 'th', { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Somchai', lastName }, 'TH');
  await chooseShipping(page, 'th', /จัดส่งแบบมาตรฐาน \(ในประเทศไทย\)/);
  await expect(page.getByRole('radio', { name: chequeMethod.th })).toBeVisible();
  await expect(page.getByRole('radio', { name: clearpayMethod.th })).toHaveCount(0);
  await expect(page.getByTestId('bnpl-message')).toHaveCount(0);
});
