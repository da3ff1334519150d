import { expect, test, type Page } from '@playwright/test';
import { adminLogin, setStock, stockAlertsOf } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { CAPTCHA_HEADER } from './support/captcha';
import { product } from './support/catalogue';
import { waitForScripts } from './support/hydration';
import { mailsTo, waitForMail, type CaughtMail } from './support/mail';
import { fmt, t } from './support/messages';
import { langs, type Lang } from './support/services';
import { cookieHeaderWith, createAccount, signInThroughRequests } from './support/sign-on';
import { scaledIn } from './support/tags';

// Back in stock (issue 34): under a sold-out size a guest leaves an email and confirms it by the
// emailed link, a signed-in customer asks at one click; when staff put the size back in stock,
// each one waiting gets one email in their own language and the request is forgotten. The 1995
// retro shirt's XXL is sold out in the demo catalogue and no other test reads its stock.

const SLUG = 'retro-shirt-1995';
const other = (lang: Lang): Lang => (lang === 'th' ? 'en' : 'th');
const address = (label: string) => `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;
const bodyOf = (mail: CaughtMail) => mail.html ?? mail.text;

function alertForm(page: Page) {
  return page.getByTestId('stock-alert');
}

for (const lang of langs) {
  const s = t(lang).stockAlert;

  test(
    `back in stock on /${lang}: a guest confirms by email, a customer asks at one click, each is told once in their language`,
    scaledIn(lang),
    async ({ page }) => {
      test.slow();
      const shirt = await product(SLUG, lang);
      const xxl = shirt.variants.find((v) => v.sku.endsWith('-XXL'))!;
      const names = { [lang]: shirt.name, [other(lang)]: (await product(SLUG, other(lang))).name } as Record<Lang, string>;
      const admin = await adminLogin();
      await setStock(admin, xxl.sku, 0);
      try {
        // A guest: a bad address is refused in the shopper's language, then the confirmation link is sent.
        await page.goto(`/${lang}/${SLUG}`);
        await waitForScripts(page);
        const form = alertForm(page);
        await expect(form.getByRole('heading', { level: 2, name: s.title })).toBeVisible();
        await expect(form.getByLabel(s.variantLabel)).toHaveValue(/.+/);
        await expect(form.getByRole('option', { name: 'XXL', exact: true })).toHaveCount(1);
        const email = form.getByRole('textbox', { name: s.emailLabel });
        await email.fill('not-an-address');
        await form.getByRole('button', { name: s.submit }).click();
        await expect(form.getByRole('alert')).toHaveText(s.invalidEmail);
        await expect(email).toBeFocused();
        await expectNoAxeViolations(page, `/${lang}/${SLUG} back-in-stock form with an error`);

        const guest = address('back-guest');
        await email.fill(guest);
        // The demo store's newsletter captcha flag covers these requests too: the form sends a solution.
        const sent = page.waitForRequest((r) => r.url().endsWith('/api/account/requestStockAlert'));
        await form.getByRole('button', { name: s.submit }).click();
        expect((await sent).headers()[CAPTCHA_HEADER], 'the captcha solution').toBeTruthy();
        const asked = `${names[lang]} (XXL)`;
        await expect(form.getByRole('status')).toHaveText(fmt(s.outcomes.CONFIRMATION_SENT, { email: guest, product: asked }));

        // A second guest who never confirms: never told.
        const unconfirmed = address('back-pending');
        await email.fill(unconfirmed);
        await form.getByRole('button', { name: s.submit }).click();
        await expect(form.getByRole('status')).toHaveText(fmt(s.outcomes.CONFIRMATION_SENT, { email: unconfirmed, product: asked }));

        const confirmMail = await waitForMail(guest, (m) => bodyOf(m).includes('/stock-alert/confirm?token='));
        expect(bodyOf(confirmMail), 'the confirmation is in the language the guest asked in').toContain(names[lang]);
        const confirmLink = /href="([^"]+\/stock-alert\/confirm\?token=[^"]+)"/.exec(bodyOf(confirmMail))?.[1];
        expect(confirmLink, 'the confirmation link').toBeTruthy();
        expect(confirmLink).toContain(`/${lang}/stock-alert/confirm`);
        await page.goto(confirmLink!.replace(/^https?:\/\/[^/]+/, ''));
        await expect(page.getByRole('heading', { level: 1, name: s.confirm.title })).toBeVisible();
        await page.getByRole('button', { name: s.confirm.button }).click();
        await expect(page.getByTestId('stock-alert-confirm-result')).toHaveText(s.outcomes.CONFIRMED);

        // A customer of the other language: no address to type, one press.
        const o = t(other(lang)).stockAlert;
        const account = await createAccount(other(lang), 'back');
        await signInThroughRequests(page, other(lang), account, `/${other(lang)}/${SLUG}`);
        await waitForScripts(page);
        const mine = alertForm(page);
        await expect(mine.getByText(o.customerText)).toBeVisible();
        await expect(mine.getByRole('textbox')).toHaveCount(0);
        await mine.getByRole('button', { name: o.submit }).click();
        await expect(mine.getByRole('status')).toHaveText(fmt(o.outcomes.REQUESTED, { email: '', product: `${names[other(lang)]} (XXL)` }));
        await mine.getByRole('button', { name: o.submit }).click();
        await expect(mine.getByRole('status')).toHaveText(
          fmt(o.outcomes.ALREADY_REQUESTED, { email: '', product: `${names[other(lang)]} (XXL)` }),
        );

        const waiting = await stockAlertsOf(admin, xxl.sku);
        expect(waiting).toEqual(
          expect.arrayContaining([
            { emailAddress: guest, status: 'ACTIVE', languageCode: lang },
            { emailAddress: unconfirmed, status: 'PENDING', languageCode: lang },
            { emailAddress: account.email.toLowerCase(), status: 'ACTIVE', languageCode: other(lang) },
          ]),
        );

        // Staff count the stock back in: the engine's job queue writes to each one waiting.
        await setStock(admin, xxl.sku, 4);
        const isBack = (m: CaughtMail) => bodyOf(m).includes(`/${SLUG}?variant=${xxl.sku}`) && !bodyOf(m).includes('/stock-alert/confirm');
        const backTo = (to: string) => waitForMail(to, isBack, 60_000);
        const [guestMail, customerMail] = await Promise.all([backTo(guest), backTo(account.email.toLowerCase())]);
        expect(bodyOf(guestMail)).toContain(names[lang]);
        expect(bodyOf(guestMail)).toContain(`/${lang}/${SLUG}?variant=${xxl.sku}`);
        expect(bodyOf(customerMail)).toContain(names[other(lang)]);
        expect(bodyOf(customerMail)).toContain(`/${other(lang)}/${SLUG}?variant=${xxl.sku}`);

        // Told once, and forgotten; the unconfirmed request is neither told nor used up.
        await expect.poll(async () => (await stockAlertsOf(admin, xxl.sku)).map((a) => a.emailAddress)).toEqual([unconfirmed]);
        expect((await mailsTo(unconfirmed)).filter(isBack)).toHaveLength(0);
        expect((await mailsTo(guest)).filter(isBack)).toHaveLength(1);

        // The unconfirmed guest changes their mind: the cancel link in their email forgets the request.
        const pendingMail = await waitForMail(unconfirmed, (m) => bodyOf(m).includes('/stock-alert/cancel?token='));
        const cancelLink = /href="([^"]+\/stock-alert\/cancel\?token=[^"]+)"/.exec(bodyOf(pendingMail))?.[1];
        expect(cancelLink, 'the cancel link').toBeTruthy();
        await page.goto(cancelLink!.replace(/^https?:\/\/[^/]+/, ''));
        await expect(page.getByRole('heading', { level: 1, name: s.cancel.title })).toBeVisible();
        await page.getByRole('button', { name: s.cancel.button }).click();
        await expect(page.getByTestId('stock-alert-cancel-result')).toHaveText(s.outcomes.CANCELLED);
        await expect.poll(async () => stockAlertsOf(admin, xxl.sku)).toEqual([]);
      } finally {
        await setStock(admin, xxl.sku, 0);
      }
    },
  );

  test(`on /${lang} a back-in-stock request without a captcha solution is refused in the shopper’s language`, async ({ page }) => {
    // The away shirt's XXL: sold out for good (the journey above puts the retro shirt's back in stock while it runs).
    await page.goto(`/${lang}/away-shirt-2025`);
    await waitForScripts(page);
    const variantUid = await alertForm(page).getByLabel(s.variantLabel).inputValue();
    const csrf = ((await (await page.request.get('/api/csrf')).json()) as { csrfToken: string }).csrfToken;
    const cookie = await cookieHeaderWith(page.request, `i18n_redirected=${lang}`);
    const refused = await page.request.post('/api/account/requestStockAlert', {
      data: { variant_uid: variantUid, email: address('no-captcha') },
      headers: { 'x-csrf-token': csrf, cookie },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'CAPTCHA_REQUIRED', message: t(lang).api.errors.captchaRequired } });
  });
}
