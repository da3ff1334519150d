import { test } from '@playwright/test';
import { addCustomerAddresses, adminLogin, orderCustomer, shipOrder, type SavedAddressInput } from './admin';
import { chequeMethod } from './checkout';
import { addMagentoAddresses, magentoAccount, magentoCategoryProducts, shipMagentoOrder } from './magento';
import { collectionProducts, type Tile } from './catalogue';
import type { Lang } from './services';

// One spec, both backends (issue 35): the signed-on journeys run in the default projects against
// the engine and in the `magento` project against the Magento connector and its stand-in. What
// a test reads back or puts in through a backend's own API goes through these, which pick the
// backend of the project the test runs in; where Magento differs by nature, the test says why.

/** The test runs against the Magento shop (the `magento` project). */
export function onMagento(): boolean {
  return test.info().project.name === 'magento';
}

/**
 * A test that needs what only the engine has (its Admin API's records, loyalty, gift cards, stock
 * alerts, its store config's exit capture): the `magento` project leaves it out
 * (playwright.config.ts). Each such test says why next to the tag.
 */
export const ENGINE_ONLY = '@engine-only';

/**
 * A test of the sister site's or the storefront's own sign-on handling (return paths, cookie
 * flags, rate limits, malformed bodies, a password reset), which calls the backend only as every
 * other signed-on journey does: it runs once, against the engine, and the `magento` project
 * leaves it out to keep its pass short (playwright.config.ts).
 */
export const SIGN_ON_ONLY = '@sign-on-only';

/** The cheque payment's title: the engine's, or Magento's own "Check / Money order" (its store view's title, the stand-in's carts.ts). */
export function chequeTitle(lang: Lang): string {
  return onMagento() ? { en: 'Check / Money order', th: 'เช็ค / ธนาณัติ' }[lang] : chequeMethod[lang];
}

/**
 * Adds addresses to a signed-on customer's address book: through the engine's Admin API, or on
 * Magento with the customer's own token (createCustomerAddress), a Thai address's district as the
 * city and its province as the region, as the shop's address book writes one.
 */
export async function addSavedAddresses(email: string, lang: Lang, addresses: SavedAddressInput[]): Promise<void> {
  if (!onMagento()) return addCustomerAddresses(await adminLogin(), email, addresses);
  await addMagentoAddresses(
    email,
    lang,
    addresses.map((a) => {
      const [firstname, ...rest] = a.fullName.split(' ');
      return {
        firstname,
        lastname: rest.join(' '),
        street: [a.streetLine1, ...(a.streetLine2 ? [a.streetLine2] : [])],
        city: a.city,
        ...(a.province ? { region: { region: a.province } } : {}),
        postcode: a.postalCode,
        country_code: a.countryCode,
        telephone: a.phoneNumber,
        default_shipping: !!a.defaultShippingAddress,
      };
    }),
  );
}

/** Whether the backend has the order as this signed-on customer's: the engine's order with a user, or among Magento's customer.orders. */
export async function orderIsCustomers(email: string, lang: Lang, number: string): Promise<boolean> {
  if (onMagento()) return (await magentoAccount(email, lang)).orders.items.some((o) => o.number === number);
  const customer = await orderCustomer(await adminLogin(), number);
  return customer?.emailAddress === email && customer.hasUser;
}

/**
 * The shop ships an order with one parcel: on the engine through its Admin API (the carrier's
 * code from the shop's table, the tracking number, the expected delivery, then marked Shipped);
 * on Magento through its REST as the admin user, the carrier's name typed as a custom carrier's
 * title (Magento keeps no carrier table and no expected delivery: `expectedDelivery` is not sent).
 */
export async function shipWithTracking(
  number: string,
  parcel: { carrier: string; carrierName: string; trackingCode: string; expectedDelivery?: string },
): Promise<void> {
  if (onMagento()) return shipMagentoOrder(number, { title: parcel.carrierName, trackingNumber: parcel.trackingCode });
  return shipOrder(await adminLogin(), number, {
    carrier: parcel.carrier,
    trackingCode: parcel.trackingCode,
    ...(parcel.expectedDelivery ? { expectedDelivery: parcel.expectedDelivery } : {}),
  });
}

/** A category's products with their lowest price (minor units): the engine's collection, or Magento's category by URL path. */
export async function categoryTiles(slug: string, lang: Lang): Promise<Tile[]> {
  if (!onMagento()) return collectionProducts(slug, lang);
  const { tiles } = await magentoCategoryProducts(slug, lang);
  return tiles.map((t) => ({ name: t.name, slug: t.url_key, minPrice: Math.round(t.price * 100) }));
}
