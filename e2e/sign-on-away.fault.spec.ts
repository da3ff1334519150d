import { expect, test } from '@playwright/test';
import { addProduct } from './support/checkout';
import { waitForScripts } from './support/hydration';
import { t } from './support/messages';
import { langs } from './support/services';
import { createAccount, expectGuest, expectSignedIn, signInFromHeader } from './support/sign-on';
import { service, startService, stopService, waitUntilOk } from './support/stack-control';
import { scaledIn } from './support/tags';

// The sister site's sign-on service goes away and comes back (issue 29): shoppers browse and keep
// their carts meanwhile (a sign-in attempt comes back to the same page, as a guest), and once the
// service is back they sign in and find their cart.
test.describe.configure({ mode: 'serial' });

const signOnUrl = process.env.E2E_SIGN_ON_URL ?? 'http://localhost:3003';

for (const lang of langs) {
  test(
    `/${lang}: the sign-on service away: the cart is kept, signing in says so, and works once it is back`,
    scaledIn(lang),
    async ({ page }) => {
      test.setTimeout(150_000);
      const account = await createAccount(lang, 'away');
      await addProduct(page, lang, 'crest-mug');
      const cart = page.getByTestId('cart-link').first();
      const withMug = (await cart.getAttribute('aria-label')) ?? '';
      await stopService('sign-on');
      try {
        await page.goto(`/${lang}/kits`);
        await expectGuest(page, lang);
        await expect(cart).toHaveAttribute('aria-label', withMug);
        await waitForScripts(page);
        const signIn = page.getByRole('link', { name: t(lang).account.signIn, exact: true });
        const withoutScripts = (await signIn.getAttribute('href')) ?? '';
        await signIn.click();
        // The page says so, in the shopper's language, and stays: still a guest with the same cart.
        await expect(page.getByRole('alert').filter({ hasText: t(lang).account.errors.unavailable })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/${lang}/kits$`));
        await expectGuest(page, lang);
        await expect(cart).toHaveAttribute('aria-label', withMug);
        // A browser without scripts follows the link itself and comes back to the shop, told why.
        await page.goto(withoutScripts);
        await expect(page).toHaveURL(new RegExp(`/${lang}\\?signon=unavailable$`));
        await expectGuest(page, lang);
        await expect(cart).toHaveAttribute('aria-label', withMug);
      } finally {
        // Also when a check above failed: the tests after this one need the service.
        await startService('sign-on');
        await expect.poll(async () => (await service('sign-on')).up, { timeout: 30_000 }).toBe(true);
        await waitUntilOk(`${signOnUrl}/ready`, 30_000);
      }
      await page.goto(`/${lang}/kits`);
      await signInFromHeader(page, lang, account);
      await expectSignedIn(page, lang);
      await expect(cart).toHaveAttribute('aria-label', withMug);
    },
  );
}
