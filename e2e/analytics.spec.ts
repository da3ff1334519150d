import { expect, test, type Page } from '@playwright/test';
import { adminLogin, ordersByLastName } from './support/admin';
import {
  addProduct,
  chequeMethod,
  choosePayment,
  chooseShipping,
  expectThankYou,
  fillShippingAddress,
  goToShipping,
  placeOrder,
  standardMethod,
  t,
  uniqueLastName,
} from './support/checkout';
import { currencyOf, langs } from './support/services';

// Issue 33: GA4 e-commerce events in the data layer through a purchase, and the tag manager
// behind the consent gate. The browser stack's engine names a container (GTM_ID=GTM-TALATE2E in
// scripts/test-browser.mjs); gtm.js is answered here, so nothing leaves the machine.

const GTM = 'https://www.googletagmanager.com/**';
const GTM_SCRIPT = 'script[src^="https://www.googletagmanager.com/gtm.js"]';
const LOG = 'e2e-data-layer';
const EVENTS = new Set([
  'view_item_list',
  'view_item',
  'add_to_cart',
  'remove_from_cart',
  'view_cart',
  'begin_checkout',
  'add_shipping_info',
  'add_payment_info',
  'purchase',
]);

interface Item {
  item_id: string;
  item_name: string;
  price: number;
  quantity: number;
  item_list_id?: string;
}
interface Ecommerce {
  currency: string;
  value?: number;
  items: Item[];
  transaction_id?: string;
  tax?: number;
  shipping?: number;
  shipping_tier?: string;
  payment_type?: string;
  item_list_id?: string;
}
type Entry = { event?: string; ecommerce?: Ecommerce | null } & Record<string, unknown>;

/**
 * Keeps every push to the data layer across page loads (sessionStorage), as it was pushed: the
 * shop makes `window.dataLayer` on first use, so this array is the one it pushes to.
 */
async function recordDataLayer(page: Page) {
  await page.addInitScript((key) => {
    const log: unknown[] = JSON.parse(sessionStorage.getItem(key) ?? '[]');
    const layer: unknown[] = [];
    layer.push = function (...entries: unknown[]) {
      for (const entry of entries) log.push(JSON.parse(JSON.stringify(entry)));
      sessionStorage.setItem(key, JSON.stringify(log));
      return Array.prototype.push.apply(this, entries);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  }, LOG);
}

const recorded = (page: Page) => page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as Entry[], LOG);
const ecommerceEvents = (entries: Entry[]) => entries.filter((e) => typeof e.event === 'string' && EVENTS.has(e.event));

/** Counts the requests to Google Tag Manager, answering each with an empty script. */
async function interceptTagManager(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(GTM, (route) => {
    requests.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return requests;
}

for (const lang of langs) {
  const currency = currencyOf[lang];

  test(`/${lang}: GA4 e-commerce events from a category to the purchase, in order, in ${currency}; none sent twice on a reload`, async ({
    page,
  }) => {
    const gtm = await interceptTagManager(page);
    await recordDataLayer(page);
    const lastName = uniqueLastName();

    await page.goto(`/${lang}/gifts`);
    await expect.poll(async () => ecommerceEvents(await recorded(page)).map((e) => e.event)).toEqual(['view_item_list']);
    await addProduct(page, lang, 'crest-mug');
    await page.goto(`/${lang}/cart`);
    await expect(page.getByRole('heading', { level: 1, name: t(lang).cart.title })).toBeVisible();
    await expect.poll(async () => ecommerceEvents(await recorded(page)).at(-1)?.event).toBe('view_cart');
    await goToShipping(page, lang);
    await fillShippingAddress(page, lang, { email: `${lastName.toLowerCase()}@talat.invalid`, firstName: 'Somchai', lastName });
    await chooseShipping(page, lang, standardMethod[lang]);
    await choosePayment(page, lang, chequeMethod[lang]);
    await placeOrder(page, lang);
    const number = await expectThankYou(page, lang);
    await expect.poll(async () => ecommerceEvents(await recorded(page)).at(-1)?.event).toBe('purchase');

    const entries = await recorded(page);
    // Consent Mode's defaults come before anything else, all denied.
    expect(entries[0]).toEqual({
      0: 'consent',
      1: 'default',
      2: { ad_storage: 'denied', analytics_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    });
    const events = ecommerceEvents(entries);
    expect(events.map((e) => e.event)).toEqual([
      'view_item_list',
      'view_item',
      'add_to_cart',
      'view_cart',
      'begin_checkout',
      'add_shipping_info',
      'add_payment_info',
      'purchase',
    ]);
    // Each event's ecommerce is cleared just before it (Google's advice).
    for (const event of events) expect(entries[entries.indexOf(event) - 1], event.event).toEqual({ ecommerce: null });
    for (const event of events) expect(event.ecommerce!.currency, event.event).toBe(currency);

    const [list, view, add, cart, begin, shipping, payment, sale] = events.map((e) => e.ecommerce!);
    const mug = view!.items[0]!;
    expect(mug).toMatchObject({ quantity: 1 });
    expect(mug.price).toBeGreaterThan(0);
    expect(view!.value).toBe(mug.price);
    expect(list!.item_list_id).toBe('category:gifts');
    expect(list!.items.map((i) => i.item_id)).toContain(mug.item_id);
    expect(add!.items).toEqual([
      expect.objectContaining({ item_id: mug.item_id, item_name: mug.item_name, price: mug.price, quantity: 1 }),
    ]);
    expect(add!.value).toBe(mug.price);
    for (const step of [cart, begin, shipping, payment])
      expect(step!.items.map((i) => [i.item_id, i.quantity])).toEqual([[mug.item_id, 1]]);
    expect(shipping!.shipping_tier).toBeTruthy();
    expect(payment!.payment_type).toBe('cheque');

    // The purchase is the engine's order: its number, total, shipping and lines.
    const [order] = await ordersByLastName(await adminLogin(), lastName);
    expect(order?.code).toBe(number);
    expect(sale).toMatchObject({ transaction_id: number, currency, value: order!.totalWithTax / 100 });
    expect(sale!.shipping).toBeGreaterThanOrEqual(0);
    expect(sale!.tax).toBeGreaterThan(0);
    expect(sale!.value).toBeCloseTo(mug.price + sale!.shipping!, 2);
    expect(sale!.items).toEqual([expect.objectContaining({ item_id: mug.item_id, price: mug.price, quantity: 1 })]);

    // A reload of the confirmation counts no second sale.
    await page.reload();
    await expect(page.getByTestId('order-number')).toHaveText(number);
    await page.waitForLoadState('networkidle');
    expect(ecommerceEvents(await recorded(page)).filter((e) => e.event === 'purchase')).toHaveLength(1);

    // No consent was given: the tag manager was never asked for, nor its script put in a page.
    expect(gtm).toEqual([]);
    await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);
  });

  test(`/${lang}: the tag manager loads only with the shopper's consent, and the page policy admits it`, async ({ page, context }) => {
    const gtm = await interceptTagManager(page);
    const blocked: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
    });

    const response = await page.goto(`/${lang}/crest-mug`);
    const csp = response?.headers()['content-security-policy'] ?? '';
    expect(/script-src ([^;]*)/.exec(csp)?.[1]).toContain('https://www.googletagmanager.com');
    await expect(page.locator('meta[name="talat-tag-manager"]')).toHaveAttribute('content', 'GTM-TALATE2E');
    await page.waitForLoadState('networkidle');
    expect(gtm).toEqual([]);
    await expect(page.locator(GTM_SCRIPT)).toHaveCount(0);

    // A cookie that is not a clear yes is no consent.
    const cookie = (value: string) => ({ name: 's7-consent', value: encodeURIComponent(value), url: page.url() });
    await context.addCookies([cookie('{"v":1,"analytics":"true"}')]);
    await page.reload();
    await page.waitForLoadState('networkidle');
    expect(gtm).toEqual([]);

    // What the consent banner will write: analytics granted.
    await context.addCookies([cookie(JSON.stringify({ v: 1, analytics: true, marketing: false, at: new Date().toISOString() }))]);
    await page.reload();
    await expect.poll(() => gtm).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TALATE2E']);
    await expect(page.locator(GTM_SCRIPT)).toHaveCount(1);
    const layer = await page.evaluate(
      () => JSON.parse(JSON.stringify((window as unknown as { dataLayer: unknown[] }).dataLayer)) as Entry[],
    );
    expect(layer[0]).toMatchObject({ 0: 'consent', 1: 'default' });
    const update = layer.findIndex((e) => e[0] === 'consent' && e[1] === 'update');
    const start = layer.findIndex((e) => e.event === 'gtm.js');
    expect(layer[update]).toEqual({
      0: 'consent',
      1: 'update',
      2: { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' },
    });
    expect(update).toBeGreaterThan(0);
    expect(start).toBeGreaterThan(update);
    expect(blocked).toEqual([]);
  });
}
