// Signing on the way a shopper does, in a real browser: from the "Sign in" link in a page's
// header, through the sister site's sign-on page, back to the same page with the account menu.
// For benchmarks (no test framework).
import { chromium } from '@playwright/test';

export const DEMO_ACCOUNT = { email: 'emma@talat.example', password: 'Emma-2026' };

/** Cookies of the shop's session cookies (`SIGN_ON_COOKIES`): taken out, the same browser is a guest. */
export const SIGN_ON_COOKIES = [
  '_sa_sso_upid',
  's7-sso-token',
  's7-refresh-token',
  's7-customer',
  's7-customer-token',
  's7-cart-session',
  's7-group-key',
];

export function launchBenchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/**
 * Signs `account` on in a new English browser context, starting from `path`; answers the
 * milliseconds from the click to the account menu, and the context (the caller closes it).
 */
export async function signInFromHeader(browser, base, account = DEMO_ACCOUNT, path = '/en/kits/home-kit') {
  const context = await browser.newContext({ locale: 'en-GB' });
  const page = await context.newPage();
  await page.goto(`${base}${path}`);
  const started = performance.now();
  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.getByRole('button', { name: 'Account menu', exact: true }).waitFor();
  const ms = performance.now() - started;
  if (!page.url().endsWith(path)) throw new Error(`came back to ${page.url()}`);
  return { ms, context };
}

/** A Cookie header of a context's cookies, less those named in `without`. */
export async function cookieHeaderOf(context, without = []) {
  const cookies = await context.cookies();
  return cookies
    .filter((c) => !without.includes(c.name))
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');
}
