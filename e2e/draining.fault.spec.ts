import { expect, test } from '@playwright/test';
import { adminLogin, ordersByLastName } from './support/admin';
import { chequeMethod, choosePayment, expectThankYou, placeOrder, toPayment, uniqueLastName } from './support/checkout';
import { MUG_SKU, cartWith } from './support/cart';
import { langs } from './support/services';
import { continueService, pauseService, services, terminateService, waitUntilOk } from './support/stack-control';
import { scaledIn } from './support/tags';

// Issue 28: a service asked to stop (SIGTERM, as an orchestrator does on a deploy) finishes the
// requests it is answering before it exits. Here the storefront is asked to stop while a shopper's
// order is on its way to the engine: the engine is paused (SIGSTOP) so that the order stays in
// flight for as long as the test needs, then let go. The order is placed, its answer reaches the
// shopper, and nothing is placed twice.
test.describe.configure({ mode: 'serial' });

const shop = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

for (const lang of langs) {
  test(
    `/${lang}: an order being placed when the storefront is asked to stop is placed, and its answer arrives`,
    scaledIn(lang),
    async ({ page }) => {
      test.setTimeout(120_000);
      const lastName = uniqueLastName();
      await cartWith(page, lang, [{ sku: MUG_SKU }]);
      await toPayment(page, lang, lastName);
      await choosePayment(page, lang, chequeMethod[lang]);
      const storefronts = (await services()).filter((s) => s.name.startsWith('storefront') && s.up);
      const before = new Map(storefronts.map((s) => [s.name, s.restarts]));

      // The engine is paused just as the order leaves the browser (the steps before it need it),
      // and the storefront's answer is read on its way back to the page.
      let sent!: () => void;
      const inFlight = new Promise<void>((resolve) => (sent = resolve));
      let answered!: (a: { status: number; body: { data?: { ok?: boolean } } }) => void;
      const answer = new Promise<{ status: number; body: { data?: { ok?: boolean } } }>((resolve) => (answered = resolve));
      await page.route('**/api/commerce/placeOrder', async (route) => {
        await pauseService('engine');
        sent();
        const response = await route.fetch({ timeout: 60_000 });
        answered({ status: response.status(), body: (await response.json()) as { data?: { ok?: boolean } } });
        await route.fulfill({ response });
      });
      try {
        await placeOrder(page, lang);
        await inFlight;
        // The storefront is waiting for the engine: now it is asked to stop.
        await page.waitForTimeout(500);
        for (const s of storefronts) await terminateService(s.name);
        await page.waitForTimeout(500);
        await continueService('engine');
        const { status, body } = await answer;
        expect(status).toBe(200);
        expect(body.data?.ok).toBe(true);
      } finally {
        await continueService('engine').catch(() => undefined);
      }

      // Each storefront drained and exited (the supervisor starts it again).
      await expect
        .poll(async () => (await services()).filter((s) => before.has(s.name) && s.restarts > before.get(s.name)! && s.up).length, {
          timeout: 60_000,
        })
        .toBe(storefronts.length);
      await waitUntilOk(`${shop}/ready`, 60_000);
      const orders = await ordersByLastName(await adminLogin(), lastName);
      expect(orders).toHaveLength(1);
      await page.goto(`/${lang}/checkout/thank-you`);
      expect(await expectThankYou(page, lang)).toBe(orders[0]!.code);
    },
  );
}
