import { expect, type BrowserContext, type Page } from '@playwright/test';
import { messages as ssoMessages } from '@talat/sign-on/i18n';
import { captchaSolution } from './captcha';
import { csrf } from './cart';
import { waitForMail, type CaughtMail } from './mail';
import { t } from './messages';
import type { Lang } from './services';

// The sister site's sign-on (apps/sign-on) as a shopper uses it: its pages by the words on them,
// the mails it sends (through the mail catcher), and its fault switch.

export const signOnUrl = process.env.E2E_SIGN_ON_URL ?? 'http://localhost:3003';
export const sso = (lang: Lang) => ssoMessages(lang);

export interface Account {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/** The README's demo customers: Somchai (Thai) and Emma (English). */
export const somchai: Account = { email: 'somchai@talat.example', password: 'Somchai-2026', firstName: 'สมชาย', lastName: 'ใจดี' };
export const emma: Account = { email: 'emma@talat.example', password: 'Emma-2026', firstName: 'Emma', lastName: 'Clarke' };

/** Email, password and the sign-in button on the provider's page (interaction or the sister site's own). */
export async function fillProviderSignIn(page: Page, lang: Lang, account: Pick<Account, 'email' | 'password'>) {
  const m = sso(lang);
  await page.getByLabel(m.email, { exact: true }).fill(account.email);
  await page.getByLabel(m.password, { exact: true }).fill(account.password);
  // The sign-in captcha (on in the test stack): pressed once its widget is ticked, as a person would,
  // so that the press sends the form at once (one held while the widget works leaves later; docs/decisions/0057).
  const captcha = page.locator('altcha-widget');
  if ((await captcha.count()) > 0) await expect(captcha.getByRole('checkbox')).toBeChecked();
  await page.getByRole('button', { name: m.signInButton, exact: true }).click();
}

/** From the shop's header: "Sign in", the provider's page, and back on the page the shopper was on. */
export async function signInFromHeader(page: Page, lang: Lang, account: Pick<Account, 'email' | 'password'>) {
  const from = new URL(page.url());
  await page.getByRole('link', { name: t(lang).account.signIn, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${signOnUrl}/interaction/`));
  await expect(page.locator('html')).toHaveAttribute('lang', lang === 'th' ? 'th' : 'en');
  await fillProviderSignIn(page, lang, account);
  await expect(page).toHaveURL(`${from.origin}${from.pathname}${from.search}`);
  await expectSignedIn(page, lang);
}

/** Decodes the few entities the provider's pages escape in attribute values. */
function attribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/**
 * Signs the page's browser on with requests alone, the ones its pages would make: the shop's
 * login call, the provider's authorization and its sign-in form posted (its captcha solved, when
 * the form asks for one), and the shop's callback, which sets the shop's cookies in the browser's
 * jar. Setup for the tests whose subject is not signing on (`signInFromHeader` and the sign-on
 * specs go through the pages). Answers with the page open on `path`, signed on.
 */
export async function signInThroughRequests(page: Page, lang: Lang, account: Pick<Account, 'email' | 'password'>, path = `/${lang}`) {
  const request = page.request;
  const token = await csrf(request);
  const login = await request.post('/api/auth/login', { data: { returnTo: path, locale: lang }, headers: { 'x-csrf-token': token } });
  const { url } = (await login.json()) as { url?: string };
  if (!login.ok() || !url) throw new Error(`the shop's login call answered ${login.status()}`);
  const form = await request.get(url);
  const html = await form.text();
  const action = /<form method="post" action="([^"]*\/login)"/.exec(html)?.[1];
  if (!action) throw new Error(`no sign-in form at ${form.url()} (${form.status()})`);
  const fields: Record<string, string> = {};
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) fields[name!] = attribute(value!);
  // The sister site's sign-in captcha (on in the test stack): solved here, as its widget would.
  if (html.includes('<altcha-widget')) fields.altcha = await captchaSolution(request, new URL('/captcha/challenge', form.url()).href);
  const signedIn = await request.post(new URL(attribute(action), form.url()).href, {
    form: { ...fields, email: account.email, password: account.password },
  });
  if (!signedIn.ok() || new URL(signedIn.url()).pathname !== path) {
    throw new Error(`signing on ended at ${signedIn.url()} (${signedIn.status()}), not ${path}`);
  }
  await page.goto(path);
  await expectSignedIn(page, lang);
}

export function accountButton(page: Page, lang: Lang) {
  return page.getByRole('banner').getByRole('button', { name: t(lang).account.accountMenuLabel, exact: true });
}

export async function expectSignedIn(page: Page, lang: Lang) {
  await expect(accountButton(page, lang)).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: t(lang).account.signIn, exact: true })).toHaveCount(0);
}

export async function expectGuest(page: Page, lang: Lang) {
  await expect(page.getByRole('banner').getByRole('link', { name: t(lang).account.signIn, exact: true })).toBeVisible();
  await expect(accountButton(page, lang)).toHaveCount(0);
}

/** Opens the account menu and answers the "Signed in as" line. */
export async function signedInName(page: Page, lang: Lang): Promise<string> {
  await accountButton(page, lang).click();
  const line = page.locator('.account-menu__name');
  await expect(line).toBeVisible();
  return (await line.textContent()) ?? '';
}

export async function signOutFromHeader(page: Page, lang: Lang) {
  await accountButton(page, lang).click();
  await page.getByRole('button', { name: t(lang).account.signOut, exact: true }).click();
  await expect(
    page
      .getByRole('status')
      .or(page.getByRole('alert'))
      .filter({ hasText: t(lang).account.loggedOut })
      .first(),
  ).toBeVisible();
  await expectGuest(page, lang);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies()).find((c) => c.name === name)?.value;
}

/** The newest email to `to` whose subject is `subject` (waits for it to arrive at the mail catcher). */
export function mailTo(to: string, subject: string): Promise<CaughtMail> {
  return waitForMail(to, (m) => m.subject === subject);
}

function newAccount(lang: Lang, prefix: string): Account {
  const id = `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  return {
    email: `${id}@talat.invalid`,
    password: 'Kit-2026-go',
    firstName: lang === 'th' ? 'มานี' : 'Alex',
    lastName: lang === 'th' ? 'มีนา' : 'Morgan',
  };
}

/**
 * A new, confirmed account no other test uses, made through the sign-on service's own test route
 * (`POST /test/accounts`, which exists only in the test stack): for the tests whose subject is
 * not registration. `registerAccount` goes through the pages instead.
 */
export async function createAccount(lang: Lang, prefix = 'shopper'): Promise<Account> {
  const account = newAccount(lang, prefix);
  const res = await fetch(`${signOnUrl}/test/accounts`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      password: account.password,
      givenName: account.firstName,
      familyName: account.lastName,
      locale: lang,
    }),
  });
  if (res.status !== 201) throw new Error(`the sign-on service's test route answered ${res.status}`);
  return account;
}

/** A new account registered and confirmed on the sister site's pages, as a shopper does (mail included). */
export async function registerAccount(page: Page, lang: Lang, prefix = 'shopper'): Promise<Account> {
  const m = sso(lang);
  const account = newAccount(lang, prefix);
  await page.goto(`${signOnUrl}/${lang}/register`);
  await page.getByLabel(m.firstName, { exact: true }).fill(account.firstName);
  await page.getByLabel(m.lastName, { exact: true }).fill(account.lastName);
  await page.getByLabel(m.email, { exact: true }).fill(account.email);
  await page.getByLabel(m.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: m.registerButton, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.checkEmailTitle })).toBeVisible();
  const mail = await mailTo(account.email, m.mail.confirmSubject);
  const link = mail.links.find((l) => l.includes('/confirm?token='));
  expect(link).toBeTruthy();
  await page.goto(link!);
  // The link alone confirms nothing: only the password chosen at registration does (issue 28).
  await expect(page.getByRole('heading', { level: 1, name: m.confirmTitle })).toBeVisible();
  await page.getByLabel(m.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: m.confirmButton, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: m.confirmedTitle })).toBeVisible();
  return account;
}

/**
 * Makes the provider's token endpoint answer `status` for the next `count` calls (0 clears);
 * with `refreshToken`, only for refreshes of that token (other tests sign on meanwhile).
 */
export async function tokenEndpointFault(status: number, count = 1, refreshToken?: string) {
  const body = status === 0 ? { token: 0 } : { token: status, count, ...(refreshToken ? { refreshToken } : {}) };
  const res = await fetch(`${signOnUrl}/dev/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`fault switch ${res.status}`);
}

/** Signs on at the sister site itself (another tab of the same browser). */
export async function signInAtSisterSite(context: BrowserContext, lang: Lang, account: Pick<Account, 'email' | 'password'>) {
  const other = await context.newPage();
  await other.goto(`${signOnUrl}/${lang}/sign-in`);
  await fillProviderSignIn(other, lang, account);
  await expect(other.getByRole('heading', { level: 1, name: sso(lang).accountTitle })).toBeVisible();
  await other.close();
}

export async function signOutAtSisterSite(context: BrowserContext, lang: Lang) {
  const other = await context.newPage();
  await other.goto(`${signOnUrl}/${lang}/account`);
  await other.getByRole('button', { name: sso(lang).signOut, exact: true }).click();
  await expect(other.getByRole('heading', { level: 1 })).toBeVisible();
  await other.close();
}

/** Cookie header of an API request context with the locale cookie added (keeps its CSRF cookie). */
export async function cookieHeaderWith(request: import('@playwright/test').APIRequestContext, extra: string): Promise<string> {
  const { cookies } = await request.storageState();
  return [...cookies.map((c) => `${c.name}=${c.value}`), extra].join('; ');
}
