import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { langs, type Lang } from './support/services';
import { t } from './support/messages';
import {
  cookieValue,
  createAccount,
  expectGuest,
  expectSignedIn,
  mailTo,
  signInFromHeader,
  signOnUrl,
  signOutAtSisterSite,
  sso,
} from './support/sign-on';
import { scaledIn } from './support/tags';

// Sign-on sessions that end (issue 28): the sister site tells the shop, over OpenID Connect
// back-channel logout, when a session ends there (sign-out, a password reset, a refresh token used
// twice), and the shop's next page is signed out even for a browser that kept every cookie it had,
// refresh token included. The test stack's access tokens live 15 s.

type Cookies = Awaited<ReturnType<BrowserContext['cookies']>>;

function loggedOutNotice(page: Page, lang: Lang) {
  return page.getByRole('status').filter({ hasText: t(lang).account.loggedOut });
}

/**
 * The shop's next page is signed out with the warning of spec section 4. The logout token reaches
 * the shop in the background, so a page may still be signed in for the moment it takes.
 */
async function expectEndedOnNextPage(page: Page, lang: Lang, path: string) {
  await expect(async () => {
    await page.goto(path);
    await expectGuest(page, lang);
    await expect(loggedOutNotice(page, lang)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/** Every cookie this browser holds for the shop and the sister site, as a thief would copy them. */
async function copyOfCookies(context: BrowserContext): Promise<Cookies> {
  const cookies = await context.cookies();
  expect(
    cookies.find((c) => c.name === 's7-refresh-token'),
    'a refresh token in hand',
  ).toBeTruthy();
  return cookies;
}

for (const lang of langs) {
  test.describe(`sign-on sessions that end on /${lang}`, () => {
    test(
      'signing out at the sister site ends the shop’s session, even for a browser that kept its cookies',
      scaledIn(lang),
      async ({ page, context }) => {
        const account = await createAccount(lang, 'ended');
        await page.goto(`/${lang}/kits`);
        await signInFromHeader(page, lang, account);
        const kept = await copyOfCookies(context);
        await signOutAtSisterSite(context, lang);
        // Put back every cookie, the sister site's user id and the refresh token included.
        await context.addCookies(kept);
        expect(await cookieValue(context, 's7-refresh-token')).toBeTruthy();
        await expectEndedOnNextPage(page, lang, `/${lang}/kits`);
        expect(await cookieValue(context, 's7-refresh-token')).toBeUndefined();
        // And the refresh token itself is worth nothing now.
        await context.addCookies(kept.filter((c) => c.name !== 's7-customer-token'));
        await expectEndedOnNextPage(page, lang, `/${lang}/gifts`);
      },
    );

    test('a password reset at the sister site ends the shop’s session', scaledIn(lang), async ({ page, context, browser }) => {
      const m = sso(lang);
      const account = await createAccount(lang, 'resetend');
      await page.goto(`/${lang}/kits`);
      await signInFromHeader(page, lang, account);
      // The reset happens elsewhere (another browser): this one keeps every cookie it had.
      const elsewhere = await browser.newContext();
      const other = await elsewhere.newPage();
      await other.goto(`${signOnUrl}/${lang}/forgot`);
      await other.getByLabel(m.email, { exact: true }).fill(account.email);
      await other.getByRole('button', { name: m.forgotButton, exact: true }).click();
      const mail = await mailTo(account.email, m.mail.resetSubject);
      await other.goto(mail.links.find((l) => l.includes('/reset?token='))!);
      await other.getByLabel(m.newPassword, { exact: true }).fill('Fresh-pass-2');
      await other.getByRole('button', { name: m.resetButton, exact: true }).click();
      await expect(other.getByRole('heading', { level: 1, name: m.resetDoneTitle })).toBeVisible();
      await elsewhere.close();
      expect(await cookieValue(context, 's7-refresh-token')).toBeTruthy();
      await expectEndedOnNextPage(page, lang, `/${lang}/kits`);
    });

    test(
      'a refresh token used twice ends both sessions: the thief’s and the shopper’s',
      scaledIn(lang),
      async ({ page, context, browser }) => {
        const account = await createAccount(lang, 'replay');
        await page.goto(`/${lang}/kits`);
        await signInFromHeader(page, lang, account);
        // A thief copies the cookies, refresh token included.
        const stolen = await copyOfCookies(context);
        const thief = await browser.newContext();
        await thief.addCookies(stolen.filter((c) => c.name !== 's7-customer-token'));
        // The shopper's access token runs out and the shop refreshes it: the refresh token rotates.
        await context.clearCookies({ name: 's7-customer-token' });
        await page.goto(`/${lang}/gifts`);
        await expectSignedIn(page, lang);
        const rotated = await cookieValue(context, 's7-refresh-token');
        expect(rotated).toBeTruthy();
        expect(rotated).not.toBe(stolen.find((c) => c.name === 's7-refresh-token')!.value);
        // Past the moment in which a request that left with the old token still gets the new one:
        // the storefront shares one refresh for as long as the new access token lives, and the
        // shopper's access-token cookie lives exactly as long (set after the shared outcome is kept).
        await expect.poll(() => cookieValue(context, 's7-customer-token'), { timeout: 30_000, intervals: [250] }).toBeUndefined();
        const thiefPage = await thief.newPage();
        await thiefPage.goto(`/${lang}/kits`);
        await expectGuest(thiefPage, lang);
        await thief.close();
        // The provider saw the old token a second time and ended the grant: the shopper is out too.
        await expectEndedOnNextPage(page, lang, `/${lang}/kits`);
      },
    );
  });
}
