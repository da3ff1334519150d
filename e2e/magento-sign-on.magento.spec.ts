import { expect, test, type Page } from '@playwright/test';
import { addProduct } from './support/checkout';
import { magentoApi, magentoCustomer } from './support/magento';
import { t } from './support/messages';
import { langs, type Lang } from './support/services';
import {
  cookieValue,
  createAccount,
  emma,
  expectGuest,
  expectSignedIn,
  signedInName,
  signInFromHeader,
  signOutFromHeader,
  somchai,
} from './support/sign-on';

// Signing on with the sister site on the Magento connector (issue 35, docs/decisions/0060): the
// storefront verifies the ID token as it does for the engine, and Magento's Login as Customer
// (the stand-in's, with the shop's integration token) issues the customer's token; a first
// sign-on creates the Magento account. The shared journeys (e2e/sign-on.spec.ts: sign-on, refresh,
// switch, sign-off at the sister site, merge) run on this shop too; these are Magento's own, read
// back from Magento itself: the account a first sign-on creates, the token revoked at sign-out, and
// a customer Magento already has linked by email. The test stack's access tokens live 15 s.

const demoFor: Record<Lang, typeof somchai> = { th: somchai, en: emma };

function notification(page: Page, text: string) {
  return page.getByRole('status').filter({ hasText: text });
}

function cartLines(page: Page) {
  return page.getByRole('main').getByTestId('cart-line');
}

/** The Magento customer token of the browser's shop session (the http-only session cookie, `customer~<token>`). */
async function sessionToken(page: Page): Promise<string> {
  const session = decodeURIComponent((await cookieValue(page.context(), 's7-cart-session')) ?? '');
  expect(session).toMatch(/^customer~.+/);
  return session.slice('customer~'.length);
}

for (const lang of langs) {
  test.describe(`sign-on on the Magento shop on /${lang}`, () => {
    test('a first sign-on creates the Magento account, the guest’s cart goes into the customer’s, and signing out ends the Magento session', async ({
      page,
      context,
    }) => {
      const m = t(lang).account;
      const account = await createAccount(lang, 'magento');
      await addProduct(page, lang, 'crest-mug');
      await page.goto(`/${lang}/kits`);
      await expectGuest(page, lang);
      await signInFromHeader(page, lang, account);
      await expect(notification(page, m.loggedIn)).toBeVisible();
      expect(await signedInName(page, lang)).toContain(account.firstName);
      await page.keyboard.press('Escape');

      // Magento has the account now, with the sister site's names, and the guest's mug in its cart.
      expect(await magentoCustomer(account.email, lang)).toEqual({
        firstname: account.firstName,
        lastname: account.lastName,
        lines: [{ sku: 'TFC-MUG', quantity: 1 }],
      });
      await page.goto(`/${lang}/cart`);
      await expect(cartLines(page)).toHaveCount(1);
      await expect(page.getByTestId('cart-link').first().locator('.cart-count')).toHaveText('1');

      const token = await sessionToken(page);
      await page.goto(`/${lang}/kits`);
      await signOutFromHeader(page, lang);
      for (const name of ['s7-refresh-token', 's7-customer', 's7-sso-token', '_sa_sso_upid', 's7-cart-session'])
        expect(await cookieValue(context, name), name).toBeUndefined();
      // The customer token was revoked in Magento, and the guest starts with an empty cart.
      await expect(magentoApi('{ customer { email } }', lang, {}, token)).rejects.toThrow("The current customer isn't authorized.");
      await page.goto(`/${lang}/cart`);
      await expect(page.getByRole('main').getByTestId('cart-empty')).toBeVisible();
    });

    test('a demo customer Magento already has signs on by their email, and the access token is refreshed without a second account', async ({
      page,
      context,
    }) => {
      const demo = demoFor[lang];
      await page.goto(`/${lang}/kits`);
      await signInFromHeader(page, lang, demo);
      expect(await signedInName(page, lang)).toContain(demo.firstName);
      await page.keyboard.press('Escape');
      const first = await cookieValue(context, 's7-customer-token');
      const session = await cookieValue(context, 's7-cart-session');
      // The access token has run out (the browser drops its cookie): the next page refreshes it and
      // keeps the Magento session, which is still the customer's.
      await context.clearCookies({ name: 's7-customer-token' });
      await page.goto(`/${lang}/search?q=mug`);
      await expectSignedIn(page, lang);
      await expect(notification(page, t(lang).account.loggedIn)).toHaveCount(0);
      expect(await cookieValue(context, 's7-customer-token')).not.toBe(first);
      expect(await cookieValue(context, 's7-cart-session')).toBe(session);
      expect((await magentoCustomer(demo.email, lang)).firstname).toBe(demo.firstName);
    });
  });
}
