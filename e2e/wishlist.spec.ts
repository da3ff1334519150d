import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { fmt, t } from './support/messages';
import { langs } from './support/services';
import { createAccount, signInFromHeader } from './support/sign-on';

// The wishlist (issue 14): the heart on the product page for a guest (kept in the browser) and a
// customer (kept by the engine), the guest's list joining the customer's on sign-on, and
// My Account's wishlist page.


for (const lang of langs) {
  const w = t(lang).wishlist;
  const a = t(lang).myAccount;

  test(`a guest's wishlist joins the customer's on sign-on on /${lang}`, async ({ page }) => {
    const account = await createAccount(page, lang, 'wishlist');
    await page.goto(`/${lang}/crest-mug`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const heart = page.getByTestId('wishlist-button');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(fmt(w.add, { name }));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(fmt(w.remove, { name }));
    await expect(page.getByRole('status').filter({ hasText: fmt(w.added, { name }) })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/crest-mug with the product on the wishlist`);
    await page.reload();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');

    // Sign on: the guest's heart is now the customer's, once.
    await signInFromHeader(page, lang, account);
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('s7-wishlist'))).toBeNull();
    await page.goto(`/${lang}/customer/my-wishlist`);
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/customer/my-wishlist`);

    // A customer's heart changes the engine's list; the account page shows it.
    await page.goto(`/${lang}/crest-mug`);
    await page.getByTestId('wishlist-button').click();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/${lang}/customer/my-wishlist`);
    await expect(page.getByText(a.wishlist.empty)).toBeVisible();

    await page.goto(`/${lang}/crest-mug`);
    await page.getByTestId('wishlist-button').click();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/${lang}/customer/my-wishlist`);
    await page.getByRole('button', { name: fmt(a.wishlist.removeLabel, { name }) }).click();
    await expect(page.getByRole('status').filter({ hasText: a.wishlist.removed })).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
  });
}
