import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { magentoApi, magentoCategoryProducts } from './support/magento';
import { fmt, t } from './support/messages';
import { langs, type Lang } from './support/services';
import { cookieValue, createAccount, signInFromHeader } from './support/sign-on';

// The wishlist on the Magento shop (issue 35, docs/decisions/0062), beside the engine's journey
// that runs here unchanged (e2e/wishlist.spec.ts, the guest's heart merged on sign-on). The
// engine's tile-and-sidebar journey uses a gift card, which Magento Open Source does not sell:
// this one uses two products Magento has, reads the guest's list through the connector (products
// by SKU) and, once signed on, the customer's list from Magento itself.

/** A control named "{action}: {product}" (the product's name is read after the visible words). */
function named(action: string, name: string) {
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(action)}\\s?: ${esc(name)}$`);
}

function tileHeart(page: Page, lang: Lang, name: string) {
  return page
    .getByRole('button', { name: fmt(t(lang).wishlist.add, { name }) })
    .or(page.getByRole('button', { name: fmt(t(lang).wishlist.remove, { name }) }));
}

/** The SKUs on the Magento wishlist of the browser's signed-in customer (session cookie `customer~<token>`). */
async function magentoWishlist(page: Page, lang: Lang): Promise<string[]> {
  const session = decodeURIComponent((await cookieValue(page.context(), 's7-cart-session')) ?? '');
  expect(session).toMatch(/^customer~.+/);
  const { customer } = await magentoApi<{ customer: { wishlists: { items_v2: { items: { product: { sku: string } }[] } }[] } }>(
    '{ customer { wishlists { items_v2 { items { product { sku } } } } } }',
    lang,
    {},
    session.slice('customer~'.length),
  );
  return customer.wishlists[0]!.items_v2.items.map((i) => i.product.sku);
}

for (const lang of langs) {
  const w = t(lang).wishlist;

  test(`a guest's hearts on Magento's tiles, the wishlist sidebar, and the list kept by Magento after sign-on on /${lang}`, async ({
    page,
  }) => {
    const { tiles } = await magentoCategoryProducts('gifts', lang);
    const mug = tiles.find((p) => p.url_key === 'crest-mug')!;
    const plush = tiles.find((p) => p.url_key === 'lion-mascot-plush')!;
    const account = await createAccount(lang, 'magento-hearts');
    await page.goto(`/${lang}/gifts`);
    for (const product of [mug, plush]) {
      const heart = tileHeart(page, lang, product.name);
      await expect(heart).toBeEnabled();
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('status').filter({ hasText: fmt(w.added, { name: product.name }) })).toBeVisible();
    }

    // The sidebar reads the guest's list with its products from Magento, newest first.
    await page.getByRole('link', { name: w.open, exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: w.title });
    const lines = sidebar.getByTestId('wishlist-sidebar-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(plush.name);
    await expect(lines.nth(1)).toContainText(mug.name);
    await expect(sidebar.getByText(w.guestNote)).toBeVisible();
    await expectNoAxeViolations(page, `/${lang} wishlist sidebar on the Magento shop`);
    // The mug moves to Magento's cart; the list keeps the plush.
    await lines
      .nth(1)
      .getByRole('button', { name: named(w.moveToCart, mug.name) })
      .click();
    const cart = page.getByTestId('cart-sidebar');
    await expect(cart).toContainText(mug.name);
    await page.keyboard.press('Escape');
    await expect(tileHeart(page, lang, mug.name)).toHaveAttribute('aria-pressed', 'false');

    // Signed on, the plush is on the customer's Magento wishlist, once.
    await signInFromHeader(page, lang, account);
    await expect(tileHeart(page, lang, plush.name)).toHaveAttribute('aria-pressed', 'true');
    expect(await magentoWishlist(page, lang)).toEqual([plush.sku]);
    await tileHeart(page, lang, mug.name).click();
    await expect(tileHeart(page, lang, mug.name)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => magentoWishlist(page, lang)).toEqual([plush.sku, mug.sku]);
    await tileHeart(page, lang, plush.name).click();
    await expect(tileHeart(page, lang, plush.name)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => magentoWishlist(page, lang)).toEqual([mug.sku]);
  });
}
