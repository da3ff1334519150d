import type { Page } from '@playwright/test';
import { cartCall, cartWith, csrf } from './cart';
import { standardMethod } from './checkout';
import type { Lang } from './services';

// Orders made through the storefront's own API, as its checkout scripts make them: setup for the
// journeys whose subject is what comes after an order (My Account's orders, reviews), not the
// checkout pages (checkout.spec.ts and its kin place theirs through the pages).

export interface OrderFor {
  email: string;
  firstName: string;
  lastName: string;
}

/** A delivery address of the language's country (the one the shop's checkout offers there). */
function address(lang: Lang, who: OrderFor) {
  return lang === 'en'
    ? { firstname: who.firstName, lastname: who.lastName, street: ['221B Baker Street'], city: 'London', postcode: 'NW1 6XE', country_code: 'GB', telephone: '+442079460001' }
    : { firstname: who.firstName, lastname: who.lastName, street: ['12 ถนนสีลม', 'สีลม'], city: 'บางรัก', region: 'กรุงเทพมหานคร', postcode: '10500', country_code: 'TH', telephone: '+66812345678' };
}

async function call<T>(page: Page, token: string, method: string, data: object): Promise<T> {
  const { status, body } = await cartCall<T>(page.request, method, data, token);
  if (status !== 200 || body.error) throw new Error(`${method} ${status} ${JSON.stringify(body.error ?? body)}`);
  return body.data as T;
}

/**
 * Places an order paid by cheque for these lines in the page's browser (signed on or a guest),
 * delivered by the language's standard method: answers its number.
 */
export async function placeChequeOrder(page: Page, lang: Lang, who: OrderFor, lines: { sku: string; quantity?: number }[]): Promise<string> {
  await cartWith(page, lang, lines);
  const token = await csrf(page.request);
  const locale = lang;
  // As the shipping step does: a guest's email is set; a signed-on customer's cart has theirs.
  const before = await call<{ email: string | null }>(page, token, 'getCart', { locale });
  if (before.email !== who.email) {
    await call(page, token, 'setGuestEmail', { email: who.email, firstname: who.firstName, lastname: who.lastName, locale });
  }
  await call(page, token, 'setShippingAddress', { address: address(lang, who), locale });
  const methods = await call<{ uid: string; carrier_title: string; method_title: string }[]>(page, token, 'getShippingMethods', { locale });
  const standard = methods.find((m) => standardMethod[lang].test(`${m.carrier_title} ${m.method_title}`));
  if (!standard) throw new Error(`no standard delivery among ${JSON.stringify(methods.map((m) => m.method_title))}`);
  await call(page, token, 'setShippingMethod', { uid: standard.uid, locale });
  await call(page, token, 'setBillingAddress', { same_as_shipping: true, locale });
  const cart = await call<{ id: string }>(page, token, 'getCart', { locale });
  const placed = await call<{ ok: boolean; order?: { number: string } }>(page, token, 'placeOrder', { payment: { method: 'cheque' }, cartId: cart.id, locale });
  if (placed.ok !== true || !placed.order) throw new Error(`placeOrder ${JSON.stringify(placed)}`);
  return placed.order.number;
}
