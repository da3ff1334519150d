import { expect, test, type Page } from '@playwright/test';
import { chequeMethod, choosePayment, expectThankYou, placeOrder, toPayment, uniqueLastName } from './support/checkout';
import { MUG_SKU, cartWith } from './support/cart';
import { product } from './support/catalogue';
import { mailsTo } from './support/mail';
import { service, startService, stopService } from './support/stack-control';
import { startPostgres, startRedis, stopPostgres, stopRedis } from './support/infra';
import { t } from './support/messages';
import type { Lang } from './support/services';

// Scaled profile only (playwright.config.ts): the shop's Redis and PostgreSQL go away and come
// back under a shopper. Nothing else is restarted: the storefront, the engine and the job
// worker reconnect by themselves.
test.describe.configure({ mode: 'serial' });

const BROWSE = (lang: Lang) => [`/${lang}`, `/${lang}/gifts`, `/${lang}/crest-mug`];

/** The order's confirmation email, sent by the job worker through the queue in Redis (caught by the mail catcher). */
async function confirmationSubject(email: string): Promise<string> {
  return (await mailsTo(email))[0]?.subject ?? '';
}

/** Puts the mug in the cart through the cart API; answers its name as the cart lists it. */
async function cartWithMug(page: Page, lang: Lang): Promise<string> {
  await cartWith(page, lang, [{ sku: MUG_SKU }]);
  return (await product('crest-mug', lang)).name;
}

/** Resolves once the cart page answers 200 with the line named `name` (fails after 10 s). */
async function expectCartBack(page: Page, lang: Lang, name: string) {
  await expect(async () => {
    expect((await page.goto(`/${lang}/cart`))?.status()).toBe(200);
    await expect(page.getByRole('main').getByRole('link', { name, exact: true }).first()).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

/** Pays the cart by cheque; answers the order number once its confirmation email is written. */
async function checkOutByCheque(page: Page, lang: Lang): Promise<string> {
  const lastName = uniqueLastName();
  await toPayment(page, lang, lastName);
  await choosePayment(page, lang, chequeMethod[lang]);
  await placeOrder(page, lang);
  const number = await expectThankYou(page, lang);
  await expect.poll(() => confirmationSubject(`${lastName.toLowerCase()}@talat.invalid`), { timeout: 20_000 }).toContain(number);
  return number;
}

/**
 * The shopper browses and puts the mug in the cart; then `service` is stopped, every page seen
 * must still answer 200, `meanwhile` checks what else it must, and the service is started again
 * whatever happened. Answers the mug's name as the cart lists it.
 */
async function shopThroughOutage(
  page: Page,
  lang: Lang,
  service: { name: string; stop(): Promise<void>; start(): Promise<void> },
  meanwhile: () => Promise<void> = async () => {},
): Promise<string> {
  for (const path of BROWSE(lang)) await page.goto(path);
  const mug = await cartWithMug(page, lang);
  try {
    await service.stop();
    for (const path of BROWSE(lang)) expect((await page.goto(path))?.status(), `${path} without ${service.name}`).toBe(200);
    await meanwhile();
  } finally {
    await service.start();
  }
  return mug;
}

const redis = { name: 'Redis', stop: stopRedis, start: startRedis };
/** The job worker, held down by the stack control until it is started again. */
const worker = {
  name: 'the job worker',
  stop: () => stopService('worker'),
  start: async () => {
    await startService('worker');
    await expect.poll(async () => (await service('worker')).up, { timeout: 60_000 }).toBe(true);
  },
};
const postgres = { name: 'PostgreSQL', stop: stopPostgres, start: startPostgres };

// One language each (docs/decisions/0035): what a fault does to the shop does not depend on the
// language; the texts the shopper reads while it lasts are checked in Thai (Redis, PostgreSQL)
// and in English (the job worker, a storefront process).
{
  const lang: Lang = 'th';
  test(`/${lang}: Redis restarted: pages keep being served, the cart is kept, and queued jobs run again`, async ({ page }) => {
    test.setTimeout(150_000);
    // The shared page cache, rate limits and replay records fall back to each process's memory.
    const mug = await shopThroughOutage(page, lang, redis);
    // The cart lives in PostgreSQL; the engine's sessions come back from it into the emptied cache.
    await expectCartBack(page, lang, mug);
    // The confirmation email is a job: queued in the new Redis and taken by the worker.
    await checkOutByCheque(page, lang);
  });
}

{
  const lang: Lang = 'en';
  test(`/${lang}: the job worker away: orders are still placed, and their emails go out once it is back`, async ({ page }) => {
    test.setTimeout(150_000);
    const lastName = uniqueLastName();
    const email = `${lastName.toLowerCase()}@talat.invalid`;
    let number = '';
    const mug = await shopThroughOutage(page, lang, worker, async () => {
      await toPayment(page, lang, lastName);
      await choosePayment(page, lang, chequeMethod[lang]);
      await placeOrder(page, lang);
      number = await expectThankYou(page, lang);
      // The confirmation waits in the queue: nothing has gone out without the worker.
      expect(await confirmationSubject(email)).toBe('');
    });
    expect(mug).toBeTruthy();
    await expect.poll(() => confirmationSubject(email), { timeout: 60_000 }).toContain(number);
  });
}

{
  const lang: Lang = 'th';
  test(`/${lang}: PostgreSQL restarted: pages stay up meanwhile, and the engine reconnects within 10 s`, async ({ page }) => {
    test.setTimeout(150_000);
    // Pages the shopper has seen are served while the database is away; the cart says so.
    const mug = await shopThroughOutage(page, lang, postgres, async () => {
      const cart = await page.goto(`/${lang}/cart`);
      expect([200, 503]).toContain(cart?.status());
      if (cart?.status() === 503) await expect(page.getByRole('heading', { level: 1 })).toHaveText(t(lang).engineAway.title);
    });
    // Within 10 s of the database's return (expectCartBack gives up after 10 s).
    await expectCartBack(page, lang, mug);
    await checkOutByCheque(page, lang);
  });
}
