import { expect, test } from '@playwright/test';
import { adminLogin, grantLoyaltyPoints, ordersByLastName } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import {
  chequeMethod,
  choosePayment,
  chooseShipping,
  expectThankYou,
  fillShippingAddress,
  goToShipping,
  placeOrder,
  standardMethod,
} from './support/checkout';
import { fmt, t } from './support/messages';
import { formatMoney, langs } from './support/services';
import { createAccount, signInThroughRequests } from './support/sign-on';
import { MUG_SKU, cartWith } from './support/cart';
import { scaledIn } from './support/tags';
import { waitForScripts } from './support/hydration';

// Loyalty points (issue 14): a signed-in customer with points sees them in the cart, pays part
// of the order with them (after gift cards, before the cheque), and the engine spends them once.

const pointValue = { th: { minor: 100, currency: 'THB' }, en: { minor: 4, currency: 'GBP' } } as const;

for (const lang of langs) {
  const m = t(lang);

  test(`points pay part of an order on /${lang}`, scaledIn(lang), async ({ page }) => {
    const account = await createAccount(lang, 'points');
    // Signing on and filling the cart are other specs' subjects: here they are requests.
    await signInThroughRequests(page, lang, account, `/${lang}/crest-mug`);
    expect(await grantLoyaltyPoints(await adminLogin(), account.email, 40)).toBe(40);

    await cartWith(page, lang, [{ sku: MUG_SKU }]);
    await page.goto(`/${lang}/cart`);
    await waitForScripts(page);
    const panel = page.getByTestId('loyalty-points');
    const worth = formatMoney(40 * pointValue[lang].minor, pointValue[lang].currency, lang);
    await expect(panel).toContainText(fmt(m.cart.loyaltyPoints.balance, { points: '40', value: worth }));
    await panel.getByRole('button', { name: m.cart.loyaltyPoints.use }).click();
    await expect(panel.getByTestId('loyalty-applied')).toContainText(fmt(m.cart.loyaltyPoints.applied, { points: 40, amount: worth }));
    const totals = page.getByTestId('cart-totals');
    await expect(totals.getByTestId('totals-loyalty-applied')).toContainText(`−${worth}`);
    await expect(totals.getByTestId('totals-payable')).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/cart with points applied`);

    await goToShipping(page, lang);
    const lastName = account.lastName;
    await fillShippingAddress(page, lang, { email: account.email, firstName: account.firstName, lastName });
    await chooseShipping(page, lang, standardMethod[lang]);
    await choosePayment(page, lang, chequeMethod[lang]);
    await placeOrder(page, lang);
    const number = await expectThankYou(page, lang);

    const order = (await ordersByLastName(await adminLogin(), lastName)).find((o) => o.code === number);
    // The engine lists an order's payments in no set order (PostgreSQL and SQLite differ).
    const payments = [...(order?.payments ?? [])].sort((a, b) => a.method.localeCompare(b.method));
    expect(payments.map((p) => [p.method, p.state])).toEqual([
      ['checkmo', 'Authorized'],
      ['talat-loyalty', 'Settled'],
    ]);
    expect(payments[1]?.amount).toBe(40 * pointValue[lang].minor);
    await page.goto(`/${lang}/customer`);
    await expect(page.getByTestId('loyalty-points')).toHaveText(fmt(m.myAccount.points, { points: '0' }));
  });
}
