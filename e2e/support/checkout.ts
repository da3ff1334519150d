import { expect, type Page } from '@playwright/test';
import { fmt, t } from './messages';
import { waitForScripts } from './hydration';
import type { Lang } from './services';

// A shopper's way through cart and checkout, step by step, by the words on the screen.

/** A last name no other test uses, so the engine's orders of this test can be found by it. */
export function uniqueLastName(): string {
  const letters = 'abcdefghijklmnopqrstuvwxyz';
  let name = 'Test';
  for (let i = 0; i < 8; i++) name += letters[Math.floor(Math.random() * letters.length)];
  return name;
}

export async function addProduct(page: Page, lang: Lang, slug: string, options: { size?: string; quantity?: number } = {}) {
  const m = t(lang).product;
  await page.goto(`/${lang}/${slug}`);
  // The count before is the hydrated page's: read earlier, a count still coming in from the
  // cart cookie would pass for the add's, and the next page would cut the add short.
  await waitForScripts(page);
  const main = page.getByRole('main');
  if (options.size) await main.getByRole('radio', { name: options.size, exact: true }).check();
  if (options.quantity) await main.getByLabel(m.quantity, { exact: true }).fill(String(options.quantity));
  const before = await page.getByTestId('cart-link').first().locator('.cart-count').textContent();
  await main.getByRole('button', { name: m.addToCart, exact: true }).click();
  await expect(page.getByTestId('cart-link').first().locator('.cart-count')).not.toHaveText(before ?? '');
}

export interface ShippingDetails {
  email: string;
  firstName: string;
  lastName: string;
}

/**
 * Email and address on the shipping step: a UK address on /en, a Thai one (by the finder) on /th,
 * unless `country` says otherwise (a shopper in Thailand on the English pages).
 */
export async function fillShippingAddress(
  page: Page,
  lang: Lang,
  who: ShippingDetails,
  country: 'GB' | 'TH' = lang === 'en' ? 'GB' : 'TH',
) {
  const m = t(lang);
  const main = page.getByRole('main');
  await main.getByLabel(m.checkout.email, { exact: true }).fill(who.email);
  await main.getByLabel(m.address.firstName, { exact: true }).fill(who.firstName);
  await main.getByLabel(m.address.lastName, { exact: true }).fill(who.lastName);
  if (country === 'GB') {
    await main.getByLabel(m.address.country, { exact: true }).selectOption('GB');
    await main.getByLabel(m.address.street1, { exact: true }).fill('10 Downing Street');
    await main.getByLabel(m.address.city, { exact: true }).fill('London');
    await main.getByLabel(m.address.postcode, { exact: true }).fill('SW1A 2AA');
    await main.getByLabel(m.address.telephone, { exact: true }).fill('+44 20 7946 0000');
  } else {
    await main.getByLabel(m.address.country, { exact: true }).selectOption('TH');
    await main.getByLabel(m.address.street1, { exact: true }).fill(lang === 'th' ? '99/1 ถนนพระราม 4' : '99/1 Rama IV Road');
    const finder = main.getByRole('combobox', { name: m.address.finder.label });
    await finder.fill('10330');
    await main.getByRole('listbox', { name: m.address.finder.results }).getByRole('option').first().click();
    await expect(main.getByLabel(m.address.postcode, { exact: true })).toHaveValue('10330');
    await main.getByLabel(m.address.telephone, { exact: true }).fill('+66 81 234 5678');
  }
  await main.getByRole('button', { name: m.checkoutShipping.saveAddress }).click();
}

/** Chooses a shipping method by (part of) its name and goes on to payment. */
export async function chooseShipping(page: Page, lang: Lang, name: RegExp) {
  const m = t(lang);
  const group = page.getByRole('group', { name: m.checkoutShipping.methodsTitle });
  await group.getByRole('radio', { name }).check();
  await page.getByRole('button', { name: m.checkoutShipping.continue }).click();
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/payment$`));
}

/** A guest with this last name (and an email made of it) at the payment step, shipping by `method`. */
export async function toPayment(page: Page, lang: Lang, lastName: string, method: RegExp = standardMethod[lang]) {
  await goToShipping(page, lang);
  await fillShippingAddress(page, lang, { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Somchai', lastName });
  await chooseShipping(page, lang, method);
}

export async function goToShipping(page: Page, lang: Lang) {
  await page.goto(`/${lang}/checkout/secure`);
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/shipping$`));
}

export const standardMethod: Record<Lang, RegExp> = { en: /Standard delivery \(UK\)/, th: /จัดส่งแบบมาตรฐาน \(ในประเทศไทย\)/ };
export const collectMethod: Record<Lang, RegExp> = { en: /Click & Collect/, th: /สั่งออนไลน์ รับที่ร้าน/ };

/** Chooses card payment and types a card (the expiry is in the future). */
export async function fillCard(page: Page, lang: Lang, number: string) {
  await choosePayment(page, lang, cardMethod[lang]);
  const c = t(lang).checkoutCard;
  const card = page.getByRole('group', { name: c.legend });
  await card.getByLabel(c.number, { exact: true }).fill(number);
  await card.getByLabel(c.expiry, { exact: true }).fill('12/34');
  await card.getByLabel(c.cvc, { exact: true }).fill('737');
  await card.getByLabel(c.name, { exact: true }).fill('Somchai Jaidee');
}

export const cardMethod: Record<Lang, string> = { en: 'Credit or debit card', th: 'บัตรเครดิตหรือบัตรเดบิต' };
export const chequeMethod: Record<Lang, string> = { en: 'Cheque / money order', th: 'เช็คหรือธนาณัติ' };

export async function choosePayment(page: Page, lang: Lang, name: string) {
  const group = page.getByRole('group', { name: t(lang).checkoutPayment.methodsTitle });
  await group.getByRole('radio', { name, exact: false }).check();
}

export async function placeOrder(page: Page, lang: Lang) {
  await page.getByRole('button', { name: t(lang).checkoutPayment.placeOrder }).click();
}

/** On the thank-you page: answers the order number shown. */
export async function expectThankYou(page: Page, lang: Lang): Promise<string> {
  const m = t(lang).checkoutThankYou;
  await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/thank-you$`), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: m.title })).toBeVisible();
  const text = (await page.getByTestId('order-number').textContent()) ?? '';
  const [before, after] = m.orderNumber.split('{number}');
  const number = text
    .replace(before ?? '', '')
    .replace(after ?? '', '')
    .trim();
  expect(number).toMatch(/^[A-Z0-9]+$/);
  return number;
}

export { fmt, t };
