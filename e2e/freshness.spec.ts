import { expect, test, type Page } from '@playwright/test';
import { adminLogin, setVariantPrice } from './support/admin';
import { price } from './support/catalogue';
import { SCALED } from './support/tags';

// A product no other spec reads (grep e2e/ before reusing it), and its category: the tests run
// in parallel, so this one changes only what it owns and puts the price back when it ends.
const PRODUCT = { slug: 'crest-keyring', sku: 'TFC-KEYRING', category: 'accessories', query: 'keyring' };
const NEW_PRICE = 753; // £7.53

async function expectShownSoon(page: Page, text: string): Promise<void> {
  const shown = page.getByTestId('product-price');
  await expect(async () => {
    await page.reload();
    await expect(shown).toContainText(text, { timeout: 500 });
  }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
}

/** Opens a search results page until it comes from a kept page (decision 0036). */
async function keptSearch(page: Page, path: string): Promise<void> {
  await expect.poll(async () => (await page.goto(path))!.headers()['x-nextjs-cache'], { timeout: 15_000 }).toBe('HIT');
}

test(
  'a price changed in the admin shows on the product page, its category and a kept search page within seconds',
  SCALED,
  async ({ page }) => {
    const search = `/en/search?q=${PRODUCT.query}`;
    await keptSearch(page, search);
    await expect(page.getByRole('main').locator(`a[href="/en/${PRODUCT.slug}"]`).first()).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText(price(NEW_PRICE, 'GBP', 'en'));
    await page.goto(`/en/${PRODUCT.slug}`);
    const shown = page.getByTestId('product-price');
    await expect(shown).toBeVisible();
    expect(await shown.textContent()).not.toContain(price(NEW_PRICE, 'GBP', 'en'));

    const token = await adminLogin();
    const changedAt = Date.now();
    const oldPrice = await setVariantPrice(token, PRODUCT.sku, 'GBP', NEW_PRICE);
    let restored = false;
    try {
      await expectShownSoon(page, price(NEW_PRICE, 'GBP', 'en'));
      const seconds = (Date.now() - changedAt) / 1000;
      test.info().annotations.push({ type: 'seconds until the new price showed', description: seconds.toFixed(1) });
      expect(seconds).toBeLessThan(10);

      // The search page was kept before the change: it shows the new price within the same bound.
      await expect(async () => {
        await page.goto(search);
        await expect(
          page
            .getByRole('main')
            .getByText(price(NEW_PRICE, 'GBP', 'en'))
            .first(),
        ).toBeVisible({ timeout: 500 });
      }).toPass({ timeout: 10_000, intervals: [250, 500, 1000] });
      const searchSeconds = (Date.now() - changedAt) / 1000;
      test.info().annotations.push({ type: 'seconds until the kept search page showed it', description: searchSeconds.toFixed(1) });
      expect(searchSeconds).toBeLessThan(10);

      // The category page, read after both: it shows the new price too.
      await page.goto(`/en/${PRODUCT.category}`);
      await expect(
        page
          .getByRole('main')
          .getByText(price(NEW_PRICE, 'GBP', 'en'))
          .first(),
      ).toBeVisible();

      // Put back, and the old price shows again just as fast.
      await setVariantPrice(token, PRODUCT.sku, 'GBP', oldPrice);
      restored = true;
      await page.goto(`/en/${PRODUCT.slug}`);
      await expectShownSoon(page, price(oldPrice, 'GBP', 'en'));
    } finally {
      if (!restored) await setVariantPrice(token, PRODUCT.sku, 'GBP', oldPrice);
    }
  },
);
