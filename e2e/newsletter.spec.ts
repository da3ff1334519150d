import { expect, test } from '@playwright/test';
import { adminLogin, newsletterSubscription } from './support/admin';
import { expectNoAxeViolations } from './support/axe';
import { fmt, t } from './support/messages';
import { langs } from './support/services';

// The newsletter for guests (issue 14): the footer form on every page, the newsletter modal that
// the home page's newsletter_signup blok opens, and the exit capture window (desktop, once, its
// dismissal remembered). Confirmation by the emailed link: my-account.spec.ts.

// The home story's newsletter_signup blok (apps/content/content/stories/home.json).
const signupButton = { en: 'Sign up for the newsletter', th: 'สมัครรับจดหมายข่าว' } as const;

for (const lang of langs) {
  const n = t(lang).newsletter;

  test(`the newsletter modal on /${lang}: opened from the home page, recorded with its source, closed by Escape`, async ({ page }) => {
    await page.goto(`/${lang}`);
    await page.waitForLoadState('networkidle');
    const open = page.getByRole('button', { name: signupButton[lang], exact: true });
    await open.click();
    const dialog = page.getByRole('dialog', { name: n.modalTitle });
    await expect(dialog).toBeVisible();
    const email = dialog.getByLabel(n.emailLabel, { exact: true });
    await expect(email).toBeFocused();
    await expectNoAxeViolations(page, `/${lang} newsletter modal`);

    const address = `modal-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;
    await email.fill(address);
    await dialog.getByRole('button', { name: n.submit }).click();
    await expect(dialog.getByRole('status')).toHaveText(fmt(n.outcomes.CONFIRMATION_SENT, { email: address }));
    const token = await adminLogin();
    expect(await newsletterSubscription(token, address)).toMatchObject({ status: 'PENDING', source: 'modal', languageCode: lang });

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();
  });

  test(`subscribing from the footer on /${lang}: a bad address is explained, a good one gets the confirmation email once`, async ({ page }) => {
    await page.goto(`/${lang}/kits/home-kit`);
    await page.waitForLoadState('networkidle');
    const form = page.getByTestId('newsletter-form-footer');
    const email = form.getByLabel(n.emailLabel, { exact: true });
    await email.fill('not-an-email');
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(n.invalidEmail);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();

    const address = `footer-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;
    await email.fill(address);
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByRole('status')).toHaveText(fmt(n.outcomes.CONFIRMATION_SENT, { email: address }));
    // Asked again, the answer is the same words: nobody learns from the form who subscribes.
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByRole('status')).toHaveText(fmt(n.outcomes.CONFIRMATION_SENT, { email: address }));
    await expectNoAxeViolations(page, `/${lang}/kits/home-kit footer newsletter`);
  });

  test(`the exit capture window on /${lang} opens once when the pointer leaves, and stays away once closed`, async ({ page }) => {
    await page.goto(`/${lang}/crest-mug`);
    const dialog = page.getByTestId('exit-capture');
    await page.waitForLoadState('networkidle');
    await page.mouse.move(400, 300);
    await page.mouse.move(400, -5);
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -5, relatedTarget: null })));
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: n.exitTitle })).toBeVisible();
    await expect(dialog.getByLabel(n.emailLabel, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/crest-mug exit capture`);
    await dialog.getByRole('button', { name: n.close }).click();
    await expect(dialog).toBeHidden();

    await page.reload();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientX: 400, clientY: -5, relatedTarget: null })));
    await page.waitForTimeout(300);
    await expect(page.getByTestId('exit-capture')).toBeHidden();
  });
}
