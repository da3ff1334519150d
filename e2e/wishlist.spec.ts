import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { onMagento } from './support/backend';
import { product } from './support/catalogue';
import { magentoCategoryProducts } from './support/magento';
import { fmt, t } from './support/messages';
import { langs, type Lang } from './support/services';
import { createAccount, signInFromHeader, signInThroughRequests } from './support/sign-on';
import { scaledIn } from './support/tags';
import { waitForScripts } from './support/hydration';

// The wishlist (issue 14): the heart on the product page and on every product tile for a guest
// (kept in the browser) and a customer (kept by the engine), the guest's list joining the
// customer's on sign-on, the header's wishlist sidebar, moving a line to the cart, and
// My Account's wishlist page with its grid/list switch. They run on the Magento shop too (the
// `magento` project, issue 35), on Magento's own wishlist.

/** A control named "{action}: {product}" (the product's name is read after the visible words). */
function named(action: string, name: string) {
  const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${esc(action)}\\s?: ${esc(name)}$`);
}

interface Listed {
  slug: string;
  name: string;
}

/**
 * A listing page with a product that goes to the cart as it is and one whose options are chosen
 * on its page. On the engine, the gifts page's mug and gift card (its amount); Magento Open Source
 * sells no gift cards, so there the accessories page's scarf and football (its size).
 */
async function twoProducts(lang: Lang): Promise<{ listing: string; simple: Listed; choice: Listed }> {
  if (onMagento()) {
    const { tiles } = await magentoCategoryProducts('accessories', lang);
    const tile = (slug: string) => ({ slug, name: tiles.find((p) => p.url_key === slug)!.name });
    return { listing: 'accessories', simple: tile('bar-scarf'), choice: tile('club-football') };
  }
  const [mug, giftCard] = await Promise.all([product('crest-mug', lang), product('digital-gift-card', lang)]);
  return { listing: 'gifts', simple: { slug: 'crest-mug', name: mug.name }, choice: { slug: 'digital-gift-card', name: giftCard.name } };
}

/** The heart on the tile of the product named `name`. */
function tileHeart(page: Page, lang: Lang, name: string) {
  return page
    .getByRole('button', { name: fmt(t(lang).wishlist.add, { name }) })
    .or(page.getByRole('button', { name: fmt(t(lang).wishlist.remove, { name }) }));
}

for (const lang of langs) {
  const w = t(lang).wishlist;
  const a = t(lang).myAccount;

  test(`a guest's wishlist joins the customer's on sign-on on /${lang}`, scaledIn(lang), async ({ page }) => {
    const account = await createAccount(lang, 'wishlist');
    await page.goto(`/${lang}/crest-mug`);
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
    const heart = page.getByTestId('wishlist-button');
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await expect(heart).toHaveAccessibleName(fmt(w.add, { name }));
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAccessibleName(fmt(w.remove, { name }));
    await expect(page.getByRole('status').filter({ hasText: fmt(w.added, { name }) })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/crest-mug with the product on the wishlist`);
    await page.reload();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');

    // Sign on: the guest's heart is now the customer's, once.
    await signInFromHeader(page, lang, account);
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
    expect(await page.evaluate(() => window.localStorage.getItem('s7-wishlist'))).toBeNull();
    await page.goto(`/${lang}/customer/my-wishlist`);
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(1);
    await expect(items.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page, `/${lang}/customer/my-wishlist`);

    // A customer's heart changes the engine's list; the account page shows it.
    await page.goto(`/${lang}/crest-mug`);
    await page.getByTestId('wishlist-button').click();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'false');
    await page.goto(`/${lang}/customer/my-wishlist`);
    await expect(page.getByText(a.wishlist.empty)).toBeVisible();

    await page.goto(`/${lang}/crest-mug`);
    await page.getByTestId('wishlist-button').click();
    await expect(page.getByTestId('wishlist-button')).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`/${lang}/customer/my-wishlist`);
    await page.getByRole('button', { name: named(w.removeShort, name) }).click();
    await expect(page.getByRole('status').filter({ hasText: a.wishlist.removed })).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(0);
  });
}

for (const lang of langs) {
  const w = t(lang).wishlist;
  const a = t(lang).myAccount;

  test(`hearts on product tiles, the wishlist sidebar, and moving lines to the cart on /${lang}`, scaledIn(lang), async ({ page }) => {
    const { listing, simple: mug, choice: giftCard } = await twoProducts(lang);
    await page.goto(`/${lang}/${listing}`);
    const mugHeart = tileHeart(page, lang, mug.name);
    // Usable once the page's scripts know the list (a click waits for that).
    await expect(mugHeart).toBeEnabled();
    await expect(mugHeart).toHaveAttribute('aria-pressed', 'false');
    await mugHeart.click();
    await expect(mugHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(mugHeart).toHaveAccessibleName(fmt(w.remove, { name: mug.name }));
    await expect(page.getByRole('status').filter({ hasText: fmt(w.added, { name: mug.name }) })).toBeVisible();
    await tileHeart(page, lang, giftCard.name).click();
    await expect(tileHeart(page, lang, giftCard.name)).toHaveAttribute('aria-pressed', 'true');
    await expectNoAxeViolations(page, `/${lang}/${listing} with hearts pressed`);

    // A new page knows the list: the hearts and the product page's heart agree.
    await page.reload();
    await expect(tileHeart(page, lang, mug.name)).toHaveAttribute('aria-pressed', 'true');
    await expect(tileHeart(page, lang, giftCard.name)).toHaveAttribute('aria-pressed', 'true');

    // The header's heart opens the sidebar with both products, newest first.
    await page.getByRole('link', { name: w.open, exact: true }).click();
    const sidebar = page.getByRole('dialog', { name: w.title });
    await expect(sidebar).toBeVisible();
    const lines = sidebar.getByTestId('wishlist-sidebar-line');
    await expect(lines).toHaveCount(2);
    await expect(lines.nth(0)).toContainText(giftCard.name);
    await expect(lines.nth(1)).toContainText(mug.name);
    await expect(sidebar.getByText(w.guestNote)).toBeVisible();
    await expectNoAxeViolations(page, `/${lang} wishlist sidebar`);

    // The gift card needs its amount chosen (the football its size): its line links to its page instead.
    await expect(lines.nth(0).getByRole('link', { name: named(w.choose, giftCard.name) })).toHaveAttribute(
      'href',
      `/${lang}/${giftCard.slug}`,
    );
    // The mug moves: the cart sidebar takes over with it, and the wishlist keeps only the card.
    await lines
      .nth(1)
      .getByRole('button', { name: named(w.moveToCart, mug.name) })
      .click();
    const cart = page.getByTestId('cart-sidebar');
    await expect(cart).toBeVisible();
    await expect(cart).toContainText(mug.name);
    await expect(page.getByRole('status').filter({ hasText: fmt(w.moved, { name: mug.name }) })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeHidden();
    await expect(tileHeart(page, lang, mug.name)).toHaveAttribute('aria-pressed', 'false');

    // Remove from the sidebar; Escape closes it and focus goes back to the header's heart.
    const header = page.getByRole('link', { name: w.open, exact: true });
    await header.focus();
    await page.keyboard.press('Enter');
    await expect(sidebar.getByTestId('wishlist-sidebar-line')).toHaveCount(1);
    await sidebar.getByRole('button', { name: named(w.removeShort, giftCard.name) }).click();
    await expect(sidebar.getByTestId('wishlist-sidebar-empty')).toHaveText(w.empty);
    // Said inside the dialog, and focus is on the close button (the line and its button are gone).
    await expect(sidebar.getByRole('status')).toHaveText(fmt(w.removed, { name: giftCard.name }));
    await expect(sidebar.getByRole('button', { name: w.close })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(header).toBeFocused();
    await expect(tileHeart(page, lang, giftCard.name)).toHaveAttribute('aria-pressed', 'false');
  });

  test(`My Account's wishlist on /${lang}: grid and list, move to the cart, choose options`, scaledIn(lang), async ({ page }) => {
    const account = await createAccount(lang, 'wishview');
    const { listing, simple: mug, choice: giftCard } = await twoProducts(lang);
    await signInThroughRequests(page, lang, account, `/${lang}/${listing}`);
    await waitForScripts(page);
    for (const name of [mug.name, giftCard.name]) {
      await tileHeart(page, lang, name).click();
      await expect(tileHeart(page, lang, name)).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto(`/${lang}/customer/my-wishlist`);
    const items = page.getByTestId('wishlist-item');
    await expect(items).toHaveCount(2);
    const views = page.getByRole('group', { name: a.wishlist.view });
    await expect(views.getByRole('link', { name: a.wishlist.grid })).toHaveAttribute('aria-current', 'true');
    await views.getByRole('link', { name: a.wishlist.list }).click();
    await expect(page).toHaveURL(new RegExp(`/${lang}/customer/my-wishlist\\?view=list$`));
    await expect(views.getByRole('link', { name: a.wishlist.list })).toHaveAttribute('aria-current', 'true');
    await expect(page.locator('.listing-items')).toHaveAttribute('data-view', 'list');
    // One column in the list view: the second item sits below the first.
    const [first, second] = [await items.nth(0).boundingBox(), await items.nth(1).boundingBox()];
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    await expectNoAxeViolations(page, `/${lang}/customer/my-wishlist?view=list`);

    await expect(items.filter({ hasText: giftCard.name }).getByRole('link', { name: named(w.choose, giftCard.name) })).toBeVisible();
    await waitForScripts(page);
    await items
      .filter({ hasText: mug.name })
      .getByRole('button', { name: named(w.moveToCart, mug.name) })
      .click();
    await expect(page.getByRole('status').filter({ hasText: a.wishlist.moved })).toBeVisible();
    await expect(page).toHaveURL(/view=list/);
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(giftCard.name);
    await page.goto(`/${lang}/cart`);
    await expect(page.getByRole('main')).toContainText(mug.name);
  });
}
