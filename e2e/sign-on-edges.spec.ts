import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs } from './support/services';
import { waitForScripts } from './support/hydration';
import {
  accountButton,
  createAccount,
  expectGuest,
  expectSignedIn,
  fillProviderSignIn,
  signInThroughRequests,
  signOnUrl,
} from './support/sign-on';

// The edges of signing on that the spec names in its error catalogue (section 8) and its server
// authorization rule (section 4): a customer's engine session lost mid-visit sends the browser to
// the locale home signed out; a sign-out the server did not carry out says so and stays. And the
// way back from the sister site's sign-in (decision 0050): the same page, scroll and form contents.

for (const lang of langs) {
  test.describe(`/${lang}`, () => {
    test('signing in from the header comes back to the same page, scrolled where it was, with the form as the shopper left it', async ({
      page,
    }) => {
      const account = await createAccount(lang, 'keeppage');
      await page.goto(`/${lang}/shop-all`);
      await waitForScripts(page);
      const form = page.getByTestId('newsletter-form-footer');
      const email = form.getByRole('textbox');
      await email.fill('keep-me@talat.invalid');
      await page.evaluate(() => window.scrollTo({ top: 700, behavior: 'instant' }));
      const scrolled = await page.evaluate(() => window.scrollY);
      expect(scrolled).toBeGreaterThan(600);

      // The header's link, clicked where it is (a click that scrolled to it first would move the page).
      await page
        .getByRole('banner')
        .getByRole('link', { name: t(lang).account.signIn, exact: true })
        .dispatchEvent('click');
      await expect(page).toHaveURL(new RegExp(`^${signOnUrl}/interaction/`));
      await fillProviderSignIn(page, lang, account);
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop-all$`));
      await expectSignedIn(page, lang);
      await expect(email).toHaveValue('keep-me@talat.invalid');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(scrolled + 50);
      // Once: a reload is the page as it loads.
      expect(await page.evaluate(() => sessionStorage.getItem('talat:page-before-sign-in'))).toBeNull();
    });

    test('a customer whose engine session is lost is signed out and sent to the locale home at the next cart call', async ({
      page,
      context,
    }) => {
      const account = await createAccount(lang, 'lost');
      await signInThroughRequests(page, lang, account, `/${lang}/crest-mug`);
      // The engine no longer knows the session the browser holds (expired, or ended at the engine):
      // it answers the next call as a new guest, which the shop takes as the spec's server
      // authorization error.
      const session = (await context.cookies()).find((c) => c.name === 's7-cart-session');
      expect(session, 'a signed-in customer has an engine session').toBeDefined();
      await context.addCookies([{ ...session!, value: 'a-session-the-engine-never-issued' }]);

      await page
        .getByRole('main')
        .getByRole('button', { name: t(lang).product.addToCart, exact: true })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}$`));
      await expectGuest(page, lang);
      const names = (await context.cookies()).map((c) => c.name);
      for (const name of ['s7-refresh-token', 's7-customer-token']) expect(names, name).not.toContain(name);
    });

    test('a sign-out the server could not carry out says so in the shopper’s language, and the shopper stays signed in', async ({
      page,
    }) => {
      const account = await createAccount(lang, 'logoutfail');
      await signInThroughRequests(page, lang, account, `/${lang}/shop-all`);
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      // The shop's logout call answers without success (spec: "'Logout failed' when logout response lacks success").
      await page.route('**/api/auth/logout', (route) =>
        route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ success: false }) }),
      );
      await accountButton(page, lang).click();
      await page.getByRole('button', { name: t(lang).account.signOut, exact: true }).click();
      await expect(page.getByRole('alert').filter({ hasText: t(lang).account.errors.signOutFailed })).toBeVisible();
      expect(errors.some((e) => e.includes('Logout failed'))).toBe(true);
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop-all$`));
      await expectSignedIn(page, lang);

      // The menu stays open on the button, and once the server answers again it signs out.
      const signOut = page.getByRole('button', { name: t(lang).account.signOut, exact: true });
      await expect(signOut).toBeVisible();
      await page.unroute('**/api/auth/logout');
      await signOut.click();
      await expectGuest(page, lang);
    });
  });
}
