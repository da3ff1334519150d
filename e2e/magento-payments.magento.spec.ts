import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expirePromptPay, payPromptPay } from './support/adyen';
import { csrf } from './support/cart';
import { addProduct, choosePayment, expectThankYou, placeOrder, t, toPayment, uniqueLastName } from './support/checkout';
import { magentoApi } from './support/magento';
import { langs, type Lang } from './support/services';
import { cartCode } from './support/totals';

// Cards and PromptPay on the Magento backend (issue 35, docs/decisions/0063): the storefront's
// server pays at Adyen (the Adyen stand-in here) and places the Magento order with the Adyen
// module's method code. The drop-in's secured card fields load from Adyen's servers, which this
// machine cannot reach (as on the Vendure backend, whose browser tests pay cards with the test
// card provider): the card line is chosen in the page, and the card's encrypted fields (Adyen's
// test values) are sent to the storefront's own placeOrder from the shopper's browser session,
// as the drop-in would. PromptPay is drawn by the shop itself and runs in the page end to end.

const currencyOf: Record<Lang, string> = { en: 'GBP', th: 'THB' };

/** The Magento store's own title of a payment method, in this language. */
async function methodTitle(lang: Lang, code: string): Promise<string> {
  const { createEmptyCart: id } = await magentoApi<{ createEmptyCart: string }>('mutation { createEmptyCart }', lang);
  const { cart } = await magentoApi<{ cart: { available_payment_methods: { code: string; title: string }[] } }>(
    'query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code title } } }',
    lang,
    { id },
  );
  const method = cart.available_payment_methods.find((m) => m.code === code);
  if (!method) throw new Error(`the Magento stand-in offers no ${code} on /${lang}`);
  return method.title;
}

const testCard = (number: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});

/** What the payment step sends when the drop-in's card is valid: placeOrder from this shopper's browser session. */
async function payByCard(page: Page, lang: Lang, number: string) {
  const token = await csrf(page.request);
  // As the payment step does first: the billing address, the same as the delivery one.
  const billing = await page.request.post('/api/commerce/setBillingAddress', {
    data: { same_as_shipping: true, locale: lang, currency: currencyOf[lang] },
    headers: { 'x-csrf-token': token },
  });
  expect(((await billing.json()) as { data?: { ok: boolean } }).data?.ok).toBe(true);
  const res = await page.request.post('/api/commerce/placeOrder', {
    data: {
      payment: {
        method: 'online',
        methodCode: 'adyen_cc',
        paymentMethod: testCard(number),
        attempt: randomUUID(),
      },
      cartId: await cartCode(page),
      locale: lang,
      currency: currencyOf[lang],
    },
    headers: { 'x-csrf-token': token },
  });
  return {
    status: res.status(),
    body: (await res.json()) as { data?: { ok: boolean | string; order?: { number: string }; error?: { code: string; message: string } } },
  };
}

async function atPayment(page: Page, lang: Lang): Promise<string> {
  await addProduct(page, lang, 'crest-mug');
  const lastName = uniqueLastName();
  await toPayment(page, lang, lastName);
  return lastName;
}

const methods = (page: Page, lang: Lang) => page.getByRole('group', { name: t(lang).checkoutPayment.methodsTitle }).getByRole('radio');

for (const lang of langs) {
  test.describe(`card payments on Magento on /${lang}`, () => {
    test('a guest pays by card through Adyen and reaches thank-you with the Magento order number', async ({ page }) => {
      const card = await methodTitle(lang, 'adyen_cc');
      await atPayment(page, lang);
      // Magento's cheque, the Adyen module's card, and PromptPay only in baht.
      await expect(methods(page, lang)).toHaveCount(lang === 'th' ? 3 : 2);
      await choosePayment(page, lang, card);
      await expect(
        page.getByRole('group', { name: t(lang).checkoutPayment.methodsTitle }).getByRole('radio', { name: card }),
      ).toBeChecked();
      const paid = await payByCard(page, lang, '4111111111111111');
      expect(paid.status).toBe(200);
      expect(paid.body.data, JSON.stringify(paid.body)).toMatchObject({ ok: true });
      const number = paid.body.data?.order?.number ?? '';
      expect(number).toMatch(/^\d{9}$/);
      await page.goto(`/${lang}/checkout/thank-you`);
      expect(await expectThankYou(page, lang)).toBe(number);
      // The placed quote is gone from Magento: the shop starts a new cart.
      await page.goto(`/${lang}/cart`);
      await expect(page.getByRole('main').getByTestId('cart-empty')).toBeVisible();
    });

    test('a refused card keeps the cart and the payment form, says so in the shopper’s language, and the cheque then pays', async ({
      page,
    }) => {
      const lastName = await atPayment(page, lang);
      const code = await cartCode(page);
      const refused = await payByCard(page, lang, '4000000000000002');
      expect(refused.status).toBe(200);
      expect(refused.body.data, JSON.stringify(refused.body)).toMatchObject({
        ok: false,
        error: { code: 'PAYMENT_DECLINED', message: t(lang).cartErrors.codes.PAYMENT_DECLINED },
      });
      // Back on the page: the same cart, its address, and every method to choose again.
      await page.reload();
      expect(await cartCode(page)).toBe(code);
      await expect(page.getByText(lastName).first()).toBeVisible();
      await expect(methods(page, lang)).toHaveCount(lang === 'th' ? 3 : 2);
      await choosePayment(page, lang, await methodTitle(lang, 'checkmo'));
      await placeOrder(page, lang);
      expect(await expectThankYou(page, lang)).toMatch(/^\d{9}$/);
    });
  });
}

test.describe('PromptPay on Magento on /th', () => {
  const lang = 'th' as const;

  /** Chooses PromptPay and places the order: answers Adyen's pspReference of the QR code shown. */
  async function showQr(page: Page): Promise<string> {
    await choosePayment(page, lang, await methodTitle(lang, 'adyen_promptpay'));
    await expect(page.getByText(t(lang).checkoutPromptPay.intro)).toBeVisible();
    const answer = page.waitForResponse((r) => r.url().endsWith('/api/commerce/placeOrder'));
    await placeOrder(page, lang);
    const body = (await (await answer).json()) as { data?: { ok: string; paymentId: string } };
    expect(body.data?.ok).toBe('action');
    const panel = page.getByTestId('promptpay');
    await expect(panel.getByRole('heading', { name: t(lang).checkoutPromptPay.title })).toBeVisible();
    expect(await panel.getByRole('img').getAttribute('data-qr')).toMatch(/^000201/);
    return body.data!.paymentId;
  }

  test('the QR code is shown, paid on the Adyen stand-in, and the page reaches thank-you without a reload', async ({ page }) => {
    await atPayment(page, lang);
    const psp = await showQr(page);
    await page.evaluate(() => ((window as unknown as { promptPayMark: number }).promptPayMark = 1));
    await payPromptPay(psp);
    expect(await expectThankYou(page, lang)).toMatch(/^\d{9}$/);
    expect(await page.evaluate(() => (window as unknown as { promptPayMark?: number }).promptPayMark)).toBe(1);
  });

  test('an expired QR code returns to payment with a message, the cart kept', async ({ page }) => {
    await atPayment(page, lang);
    const code = await cartCode(page);
    const psp = await showQr(page);
    await expirePromptPay(psp);
    await expect(page.getByTestId('checkout-alert')).toHaveText(t(lang).checkoutPromptPay.expired, { timeout: 15_000 });
    await expect(page.getByTestId('promptpay')).toHaveCount(0);
    expect(await cartCode(page)).toBe(code);
    await expect(methods(page, lang)).toHaveCount(3);
  });
});

test('PromptPay is not offered in pounds on /en', async ({ page }) => {
  await atPayment(page, 'en');
  await expect(methods(page, 'en')).toHaveCount(2);
  await expect(
    page.getByRole('group', { name: t('en').checkoutPayment.methodsTitle }).getByRole('radio', { name: /PromptPay/ }),
  ).toHaveCount(0);
});
