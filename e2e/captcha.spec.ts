import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { CAPTCHA_HEADER, captchaSolution } from './support/captcha';
import { fmt, t } from './support/messages';
import { langs } from './support/services';
import { cookieHeaderWith } from './support/sign-on';
import { waitForScripts } from './support/hydration';

// The captcha of the flagged forms (issue 33, docs/decisions/0051): the demo store turns the
// newsletter's and the reviews' flags on, and the shop's captcha is self-hosted ALTCHA. The widget
// in the footer's newsletter form fetches a challenge from the shop and solves it in a worker;
// the subscription goes out with the solution. A call without one, or with a made-up one, is
// refused in the shopper's language.

const address = (prefix: string) => `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@talat.invalid`;

/** Requests the page makes to another origin: the self-hosted captcha makes none. */
function foreignRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (!['localhost', '127.0.0.1'].includes(url.hostname) && url.protocol.startsWith('http')) seen.push(request.url());
  });
  return seen;
}

for (const lang of langs) {
  const n = t(lang).newsletter;
  const c = t(lang).captcha;
  const errors = t(lang).api.errors;

  test(`the footer newsletter form on /${lang} asks the self-hosted captcha, by keyboard, and subscribes`, async ({ page }) => {
    const foreign = foreignRequests(page);
    await page.goto(`/${lang}/kits/home-kit`);
    await waitForScripts(page);
    const form = page.getByTestId('newsletter-form-footer');
    const email = form.getByLabel(n.emailLabel, { exact: true });
    // Nothing loads before the shopper turns to the form.
    await expect(form.locator('altcha-widget')).toHaveCount(0);

    const challenges: number[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname === '/api/captcha/challenge') challenges.push(res.status());
    });
    await email.focus();
    const widget = form.locator('altcha-widget');
    await expect(widget).toBeAttached();
    // The widget's checkbox in the shopper's language, ticked (and named so) once the browser has done the work.
    const checkbox = form.getByRole('checkbox', { name: c.verified });
    await expect(checkbox).toBeChecked();
    expect(challenges).toEqual([200]);
    await expectNoAxeViolations(page, `/${lang} footer newsletter form with its captcha`);

    // Keyboard only: type, Tab to the button, Enter.
    const subscriber = address('captcha');
    await email.fill(subscriber);
    await email.press('Tab');
    await expect(form.getByRole('button', { name: n.submit })).toBeFocused();
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/account/subscribeNewsletter'));
    await page.keyboard.press('Enter');
    expect((await sent).headers()[CAPTCHA_HEADER]).toBeTruthy();
    await expect(form.getByRole('status')).toHaveText(fmt(n.outcomes.CONFIRMATION_SENT, { email: subscriber }));
    // A solution is good once: the widget has a new one for the next attempt.
    await expect(checkbox).toBeChecked();
    expect(challenges.length).toBe(2);
    expect(foreign).toEqual([]);
  });

  test(`on /${lang} a subscription without a captcha solution, or with a made-up or used one, is refused with the shopper’s message`, async ({
    page,
  }) => {
    await page.goto(`/${lang}`);
    const csrf = ((await (await page.request.get('/api/csrf')).json()) as { csrfToken: string }).csrfToken;
    const cookie = await cookieHeaderWith(page.request, `i18n_redirected=${lang}`);
    const subscribe = (headers: Record<string, string>) =>
      page.request.post('/api/account/subscribeNewsletter', {
        data: { email: address('refused'), source: 'footer' },
        headers: { 'x-csrf-token': csrf, cookie, ...headers },
      });

    const missing = await subscribe({});
    expect(missing.status()).toBe(403);
    expect(await missing.json()).toEqual({ error: { code: 'CAPTCHA_REQUIRED', message: errors.captchaRequired } });

    const madeUp = Buffer.from(
      JSON.stringify({ challenge: { parameters: {}, signature: '0'.repeat(64) }, solution: { counter: 1, derivedKey: '00' } }),
    ).toString('base64');
    const refused = await subscribe({ [CAPTCHA_HEADER]: madeUp });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: { code: 'CAPTCHA_INVALID', message: errors.captchaInvalid } });

    const solution = await captchaSolution(page.request);
    expect((await subscribe({ [CAPTCHA_HEADER]: solution })).status()).toBe(200);
    const reused = await subscribe({ [CAPTCHA_HEADER]: solution });
    expect(reused.status()).toBe(403);
    expect(((await reused.json()) as { error: { code: string } }).error.code).toBe('CAPTCHA_INVALID');

    // The spec's client-side check (x-csrf-token, like /api/sign-request).
    const verify = (headers: Record<string, string>, token: string) =>
      page.request.post('/api/verify-recaptcha', { data: { token, action: 'newsletter' }, headers: { cookie, ...headers } });
    expect((await verify({}, await captchaSolution(page.request))).status()).toBe(403);
    const checked = await verify({ 'x-csrf-token': csrf }, await captchaSolution(page.request));
    expect(await checked.json()).toEqual({ success: true });
  });

  test(`on /${lang} a refused captcha keeps what the shopper typed and says why`, async ({ page }) => {
    await page.goto(`/${lang}/kits/home-kit`);
    await waitForScripts(page);
    // The shop's server answers as it does for a solution it refuses.
    await page.route('**/api/account/subscribeNewsletter', (route) =>
      route.fulfill({ status: 403, json: { error: { code: 'CAPTCHA_INVALID', message: errors.captchaInvalid } } }),
    );
    const form = page.getByTestId('newsletter-form-footer');
    const email = form.getByLabel(n.emailLabel, { exact: true });
    const typed = address('kept');
    await email.fill(typed);
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByRole('status')).toHaveText(errors.captchaInvalid);
    await expect(email).toHaveValue(typed);
  });

  test(`on /${lang} a captcha that cannot load says so in the shopper’s language`, async ({ page }) => {
    await page.route('**/api/captcha/site', (route) => route.fulfill({ status: 503, body: '' }));
    await page.goto(`/${lang}/kits/home-kit`);
    await waitForScripts(page);
    const form = page.getByTestId('newsletter-form-footer');
    await form.getByLabel(n.emailLabel, { exact: true }).fill(address('away'));
    await form.getByRole('button', { name: n.submit }).click();
    await expect(form.getByRole('alert')).toHaveText(c.unavailable);
  });
}
