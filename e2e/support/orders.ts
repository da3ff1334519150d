import type { Page } from '@playwright/test';
import { cartStep, cartWith } from './cart';
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
    ? {
        firstname: who.firstName,
        lastname: who.lastName,
        street: ['221B Baker Street'],
        city: 'London',
        postcode: 'NW1 6XE',
        country_code: 'GB',
        telephone: '+442079460001',
      }
    : {
        firstname: who.firstName,
        lastname: who.lastName,
        street: ['12 ถนนสีลม', 'สีลม'],
        city: 'บางรัก',
        region: 'กรุงเทพมหานคร',
        postcode: '10500',
        country_code: 'TH',
        telephone: '+66812345678',
      };
}

/**
 * Places an order paid by cheque for these lines in the page's browser (signed on or a guest),
 * delivered by the language's standard method: answers its number.
 */
export async function placeChequeOrder(
  page: Page,
  lang: Lang,
  who: OrderFor,
  lines: { sku: string; quantity?: number }[],
): Promise<string> {
  const token = await cartWith(page, lang, lines);
  const step = <T>(method: string, data: object) => cartStep<T>(page.request, method, { ...data, locale: lang }, token);
  // As the shipping step does: a guest's email is set; a signed-on customer's cart has theirs.
  const cart = await step<{ id: string; email: string | null }>('getCart', {});
  if (cart.email !== who.email) await step('setGuestEmail', { email: who.email, firstname: who.firstName, lastname: who.lastName });
  await step('setShippingAddress', { address: address(lang, who) });
  const methods = await step<{ uid: string; carrier_title: string; method_title: string }[]>('getShippingMethods', {});
  const standard = methods.find((m) => standardMethod[lang].test(`${m.carrier_title} ${m.method_title}`));
  if (!standard) throw new Error(`no standard delivery among ${JSON.stringify(methods.map((m) => m.method_title))}`);
  await step('setShippingMethod', { uid: standard.uid });
  await step('setBillingAddress', { same_as_shipping: true });
  // The cart id is the order's code from the start: placeOrder names the cart it pays.
  const placed = await step<{ ok: boolean; order?: { number: string } }>('placeOrder', { payment: { method: 'cheque' }, cartId: cart.id });
  if (placed.ok !== true || !placed.order) throw new Error(`placeOrder ${JSON.stringify(placed)}`);
  return placed.order.number;
}
