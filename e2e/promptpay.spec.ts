import { expect, test } from '@playwright/test';
import { adminLogin, paymentsOfOrder } from './support/admin';
import { expirePromptPay, payPromptPay, refusePromptPay } from './support/adyen';
import {
  chequeMethod,
  choosePayment,
  chooseShipping,
  expectThankYou,
  fillShippingAddress,
  goToShipping,
  placeOrder,
  t,
  uniqueLastName,
} from './support/checkout';
import { fmt } from './support/messages';
import type { Lang } from './support/services';
import type { Page } from '@playwright/test';
import { cartWith, MUG_SKU } from './support/cart';
import { langs } from './support/services';
import { cartCode } from './support/totals';

// PromptPay through the engine's Adyen provider against the Adyen stand-in (issue 32), as a shopper
// pays it: the shop draws the QR code, the bank app pays it (the stand-in's test control), Adyen's
// webhook settles the payment, and the page moves on by itself.

const onlineMethod = { en: 'Card or PromptPay', th: 'บัตรหรือพร้อมเพย์' } as const;

/** The waiting payment's reference at Adyen (its transaction id in the engine). */
async function pspOf(code: string): Promise<string> {
  const { payments } = await paymentsOfOrder(await adminLogin(), code);
  const waiting = payments.find((p) => p.method === 'talat-adyen' && p.state === 'ActionPending');
  if (!waiting?.transactionId) throw new Error(`no PromptPay payment waiting on ${code}: ${JSON.stringify(payments)}`);
  return waiting.transactionId;
}

/**
 * A shopper in Thailand at the payment step, paying in baht (PromptPay is Thai baht to a Thai
 * account): on /th as the shop's defaults have it; on /en after choosing THB in the header.
 */
async function thaiShopperAtPayment(page: Page, lang: Lang, lastName: string) {
  await cartWith(page, lang, [{ sku: MUG_SKU }]);
  if (lang === 'en') {
    await page.goto('/en/cart');
    const banner = page.getByRole('banner');
    await banner.getByRole('button', { name: fmt(t('en').header.currencyLabel, { currency: 'GBP' }) }).click();
    await banner
      .getByRole('list', { name: t('en').header.currencyList })
      .getByRole('button', { name: /THB/ })
      .click();
    await expect(banner.getByRole('button', { name: fmt(t('en').header.currencyLabel, { currency: 'THB' }) })).toBeVisible();
  }
  await goToShipping(page, lang);
  await fillShippingAddress(page, lang, { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Somchai', lastName }, 'TH');
  await chooseShipping(page, lang, lang === 'th' ? /จัดส่งแบบมาตรฐาน \(ในประเทศไทย\)/ : /Standard delivery \(Thailand\)/);
}

for (const lang of langs) {
  test.describe(`PromptPay on /${lang}`, () => {
    test('the QR code is shown, paid from the bank app, and the page reaches thank-you without a reload', async ({ page }) => {
      const words = t(lang).checkoutPromptPay;
      await thaiShopperAtPayment(page, lang, uniqueLastName());
      await choosePayment(page, lang, onlineMethod[lang]);
      await page.getByRole('radio', { name: t(lang).checkoutOnline.promptPay, exact: true }).check();
      await expect(page.getByText(words.intro)).toBeVisible();
      await placeOrder(page, lang);

      const panel = page.getByTestId('promptpay');
      await expect(panel.getByRole('heading', { name: words.title })).toBeVisible();
      const qr = panel.getByRole('img');
      await expect(qr).toHaveAccessibleName(new RegExp(lang === 'th' ? '^QR พร้อมเพย์สำหรับยอด ฿' : '^PromptPay QR code for (THB|฿)'));
      expect(await qr.getAttribute('data-qr')).toMatch(/^000201/);
      await expect(panel.getByText(words.step1)).toBeVisible();
      await expect(panel.getByTestId('promptpay-expiry')).toContainText(/\d+:\d\d/);

      // No reload on the way: a mark left in the page survives until thank-you.
      await page.evaluate(() => ((window as unknown as { promptPayMark: number }).promptPayMark = 1));
      const code = await cartCode(page);
      const paidAt = Date.now();
      await payPromptPay(await pspOf(code));
      expect(await expectThankYou(page, lang)).toBe(code);
      const seconds = (Date.now() - paidAt) / 1000;
      test.info().annotations.push({ type: 'paid QR to thank-you', description: `${seconds.toFixed(1)} s` });
      expect(await page.evaluate(() => (window as unknown as { promptPayMark?: number }).promptPayMark)).toBe(1);

      const order = await paymentsOfOrder(await adminLogin(), code);
      expect(order.state).toBe('PaymentSettled');
      expect(order.payments.filter((p) => p.method === 'talat-adyen').map((p) => p.state)).toEqual(['Settled']);
    });

    test('a payment the bank refuses returns to payment with a message, the cart and address kept, and a new QR code then pays', async ({
      page,
    }) => {
      const words = t(lang).checkoutPromptPay;
      const lastName = uniqueLastName();
      await thaiShopperAtPayment(page, lang, lastName);
      await choosePayment(page, lang, onlineMethod[lang]);
      await page.getByRole('radio', { name: t(lang).checkoutOnline.promptPay, exact: true }).check();
      await placeOrder(page, lang);
      await expect(page.getByTestId('promptpay')).toBeVisible();
      const code = await cartCode(page);

      await refusePromptPay(await pspOf(code));
      await expect(page.getByTestId('checkout-alert')).toHaveText(words.refused, { timeout: 15_000 });
      await expect(page.getByTestId('promptpay')).toHaveCount(0);
      const refused = await paymentsOfOrder(await adminLogin(), code);
      expect(refused.state).toBe('ArrangingPayment');
      expect(refused.payments.filter((p) => p.method === 'talat-adyen').map((p) => p.state)).toEqual(['Declined']);
      // The cart is the same cart, its line and the shipping address still on it.
      expect(await cartCode(page)).toBe(code);
      await expect(page.getByText(lastName).first()).toBeVisible();

      // Another try makes a new payment at Adyen, which the bank pays.
      await choosePayment(page, lang, onlineMethod[lang]);
      await page.getByRole('radio', { name: t(lang).checkoutOnline.promptPay, exact: true }).check();
      await placeOrder(page, lang);
      await expect(page.getByTestId('promptpay')).toBeVisible();
      await payPromptPay(await pspOf(code));
      expect(await expectThankYou(page, lang)).toBe(code);
      const paid = await paymentsOfOrder(await adminLogin(), code);
      expect(
        paid.payments
          .filter((p) => p.method === 'talat-adyen')
          .map((p) => p.state)
          .sort(),
      ).toEqual(['Declined', 'Settled']);
    });

    test('an expired QR code returns to payment with a message, the cart kept, and the cheque then pays', async ({ page }) => {
      const words = t(lang).checkoutPromptPay;
      await thaiShopperAtPayment(page, lang, uniqueLastName());
      await choosePayment(page, lang, onlineMethod[lang]);
      await page.getByRole('radio', { name: t(lang).checkoutOnline.promptPay, exact: true }).check();
      await placeOrder(page, lang);
      await expect(page.getByTestId('promptpay')).toBeVisible();
      const code = await cartCode(page);

      await expirePromptPay(await pspOf(code));
      await expect(page.getByTestId('checkout-alert')).toHaveText(words.expired, { timeout: 15_000 });
      await expect(page.getByTestId('promptpay')).toHaveCount(0);
      expect((await paymentsOfOrder(await adminLogin(), code)).state).toBe('ArrangingPayment');

      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      expect(await expectThankYou(page, lang)).toBe(code);
    });
  });
}
