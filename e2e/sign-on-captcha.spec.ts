import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { langs } from './support/services';
import { createAccount, expectSignedIn, mailTo, signedInName, signOnUrl, sso } from './support/sign-on';
import { t } from './support/messages';

// The sister site's captcha (issue 33, the store config's `customer_login` and `customer_create`;
// docs/decisions/0057): its sign-in and create-account forms carry ALTCHA's widget, which fetches
// a challenge from the sign-on service and solves it in the browser as the page loads; the
// service checks the solution before it looks at a password or makes an account. The test stack
// runs the service with both flags on (their default outside production), so every other spec
// that signs on through these pages passes the same check (and `signInThroughRequests` solves it
// in Node).

/** Requests the page makes to origins other than the shop's and the sister site's: none. */
function foreignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) seen.push(request.url());
  });
  return seen;
}

/** The challenges the sign-on service answered the page. */
function challenges(page: Page): number[] {
  const answered: number[] = [];
  page.on('response', (res) => {
    const url = new URL(res.url());
    if (url.origin === signOnUrl && url.pathname === '/captcha/challenge') answered.push(res.status());
  });
  return answered;
}

const newEmail = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;

/** The text of the form's alert (the refusal), from a page of the sister site. */
const alertText = (html: string) => /<div role="alert" class="alert"><p>([^<]*)<\/p>/.exec(html)?.[1];

for (const lang of langs) {
  const m = sso(lang);

  test(`signing in from the shop on /${lang} passes the sister site's captcha, solved by the widget, by keyboard`, async ({ page }) => {
    const account = await createAccount(lang, 'captcha');
    const foreign = foreignRequests(page);
    const answered = challenges(page);
    await page.goto(`/${lang}`);
    await page.getByRole('link', { name: t(lang).account.signIn, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`^${signOnUrl}/interaction/`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);

    // The widget's checkbox, in the page's language, ticks itself once the browser has done the work.
    const checkbox = page.getByRole('checkbox', { name: m.captcha.verified, exact: true });
    await expect(checkbox).toBeChecked();
    expect(answered).toEqual([200]);
    // Nothing of the attribution: no logo, no link away.
    await expect(page.locator('altcha-widget a')).toHaveCount(0);
    await expectNoAxeViolations(page, `the sister site's sign-in for the shop (/${lang}) with its captcha`);

    // Keyboard only: email, Tab, password, Tab to the widget's checkbox (done), Tab to the button, Enter.
    const email = page.getByLabel(m.email, { exact: true });
    await email.focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(m.password, { exact: true })).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(checkbox).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: m.signInButton, exact: true })).toBeFocused();
    const posted = page.waitForRequest((r) => r.method() === 'POST' && /\/interaction\/[^/]+\/login$/.test(r.url()));
    await page.keyboard.press('Enter');
    const body = new URLSearchParams((await posted).postData() ?? '');
    expect(body.get('altcha')).toBeTruthy();

    // Back in the shop, signed on as the account.
    await expect(page).toHaveURL(new RegExp(`/${lang}$`));
    await expectSignedIn(page, lang);
    expect(await signedInName(page, lang)).toContain(account.firstName);
    expect(foreign).toEqual([]);
  });

  test(`creating an account on the sister site's /${lang} page passes its captcha`, async ({ page }) => {
    const email = newEmail('captcha-new');
    const answered = challenges(page);
    await page.goto(`${signOnUrl}/${lang}/register`);
    const checkbox = page.getByRole('checkbox', { name: m.captcha.verified, exact: true });
    await page.getByLabel(m.firstName, { exact: true }).fill(lang === 'th' ? 'มานี' : 'Alex');
    await page.getByLabel(m.lastName, { exact: true }).fill(lang === 'th' ? 'มีนา' : 'Morgan');
    await page.getByLabel(m.email, { exact: true }).fill(email);
    await page.getByLabel(m.password, { exact: true }).fill('Kit-2026-go');
    await expect(checkbox).toBeChecked();
    await page.getByRole('button', { name: m.registerButton, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: m.checkEmailTitle })).toBeVisible();
    expect(answered).toEqual([200]);
    expect((await mailTo(email, m.mail.confirmSubject)).links.some((l) => l.includes('/confirm?token='))).toBe(true);
  });

  test(`on the sister site's /${lang} pages a form sent without a captcha solution is refused in the page's language`, async ({
    request,
  }) => {
    // A client without the widget: the form's fields and its CSRF token, but no solution.
    const fields = async (path: string) => {
      const html = await (await request.get(`${signOnUrl}${path}`)).text();
      return { csrf: /name="csrf" value="([^"]+)"/.exec(html)![1]! };
    };
    const account = await createAccount(lang, 'captcha-none');
    const signIn = await request.post(`${signOnUrl}/${lang}/sign-in`, {
      form: { ...(await fields(`/${lang}/sign-in`)), email: account.email, password: account.password },
      maxRedirects: 0,
    });
    expect(signIn.status()).toBe(400);
    const signInHtml = await signIn.text();
    expect(alertText(signInHtml)).toBe(m.captcha.required);
    expect(signInHtml).toContain(`value="${account.email}"`);
    expect(signInHtml).not.toContain(account.password);

    const email = newEmail('captcha-refused');
    const register = await request.post(`${signOnUrl}/${lang}/register`, {
      form: { ...(await fields(`/${lang}/register`)), firstName: 'Dao', lastName: 'Test', email, password: 'Kit-2026-go' },
    });
    expect(register.status()).toBe(400);
    expect(alertText(await register.text())).toBe(m.captcha.required);

    // A made-up solution is refused too, with its own words.
    const madeUp = Buffer.from(
      JSON.stringify({ challenge: { parameters: {}, signature: '0'.repeat(64) }, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    const refused = await request.post(`${signOnUrl}/${lang}/sign-in`, {
      form: { ...(await fields(`/${lang}/sign-in`)), email: account.email, password: account.password, altcha: madeUp },
      maxRedirects: 0,
    });
    expect(refused.status()).toBe(400);
    expect(alertText(await refused.text())).toBe(m.captcha.failed);
  });

  test(`without JavaScript the sister site's /${lang} sign-in says its form cannot be sent`, async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${signOnUrl}/${lang}/sign-in`);
    await expect(page.getByText(m.captcha.noScript, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: m.signInButton, exact: true })).toBeDisabled();
    await context.close();
  });
}
