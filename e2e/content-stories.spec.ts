import { expect, test } from '@playwright/test';
import { cartWith, MUG_SKU } from './support/cart';
import { goToShipping } from './support/checkout';
import { langs, story, type Lang } from './support/services';

// The content editors' stories that frame the shop (spec section 2): the global story's promo bar,
// an accordion on a content page, and the cart and checkout stories, each read from the content
// service in the shopper's language and found on the page, so a change of content shows.

type Blok = Record<string, unknown> & { component: string };

/** Every blok of a component in a story's content, depth first. */
function bloksOf(content: unknown, component: string, found: Blok[] = []): Blok[] {
  if (Array.isArray(content)) for (const item of content) bloksOf(item, component, found);
  else if (content && typeof content === 'object') {
    const node = content as Blok;
    if (node.component === component) found.push(node);
    for (const value of Object.values(node)) bloksOf(value, component, found);
  }
  return found;
}

/** The plain text of a rich text document. */
function richText(doc: unknown): string {
  if (!doc || typeof doc !== 'object') return '';
  const node = doc as { text?: string; content?: unknown[] };
  return (node.text ?? '') + (node.content ?? []).map(richText).join(' ');
}

interface Link {
  linktype: string;
  cached_url: string;
  url: string;
}

/** Where a promo bar's link leads on the shop: story links and root-relative URLs get the language prefix. */
function hrefOf(link: Link, lang: Lang): string {
  const path = (link.linktype === 'story' ? link.cached_url : link.url).replace(/^\/+/, '');
  return `/${lang}/${path}`;
}

for (const lang of langs) {
  test.describe(`content stories on /${lang}`, () => {
    test('the global story’s promo bars lead where their links say', async ({ page }) => {
      const global = await story('global', lang);
      const bars = bloksOf(global.content.header, 'promo_bar') as unknown as { text: string; link: Link }[];
      expect(bars.length).toBeGreaterThan(0);
      await page.goto(`/${lang}/shop-all`);
      const banner = page.getByRole('banner');
      for (const bar of bars) {
        const link = banner.getByRole('link', { name: bar.text });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', hrefOf(bar.link, lang));
      }
      // The last one, followed by keyboard.
      const last = bars.at(-1)!;
      await banner.getByRole('link', { name: last.text }).focus();
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${hrefOf(last.link, lang)}$`));
    });

    test('an accordion opens and closes its answers by mouse and keyboard, one at a time as the shopper chooses', async ({ page }) => {
      const delivery = await story('delivery', lang);
      const [accordion] = bloksOf(delivery.content, 'accordion') as unknown as { title: string }[];
      const items = bloksOf(delivery.content, 'accordion_item') as unknown as { title: string; text: unknown }[];
      expect(accordion && items.length >= 2).toBe(true);
      await page.goto(`/${lang}/delivery`);
      await expect(page.getByRole('heading', { level: 2, name: accordion!.title })).toBeVisible();

      const [first, second] = items as [{ title: string; text: unknown }, { title: string; text: unknown }];
      const firstAnswer = richText(first.text)
        .trim()
        .split(/\s{2,}/)[0]!
        .slice(0, 30);
      const summary = page.locator('summary', { hasText: first.title });
      const details = page.locator('details', { has: summary });
      await expect(details).not.toHaveAttribute('open', '');
      await expect(details.getByText(firstAnswer, { exact: false })).toBeHidden();

      await summary.click();
      await expect(details).toHaveAttribute('open', '');
      await expect(details.getByText(firstAnswer, { exact: false })).toBeVisible();

      // By keyboard: the second question opens with Enter and closes with Space; the first stays open.
      const secondSummary = page.locator('summary', { hasText: second.title });
      const secondDetails = page.locator('details', { has: secondSummary });
      await secondSummary.focus();
      await page.keyboard.press('Enter');
      await expect(secondDetails).toHaveAttribute('open', '');
      await expect(details).toHaveAttribute('open', '');
      await page.keyboard.press('Space');
      await expect(secondDetails).not.toHaveAttribute('open', '');
    });

    test('the cart story’s notices and featured products are on the cart page, and the checkout story’s on checkout', async ({ page }) => {
      const [cartStory, checkoutStory] = await Promise.all([story('cart', lang), story('checkout', lang)]);
      const cartNotices = bloksOf(cartStory.content, 'notice') as unknown as { text: string }[];
      const [featured] = bloksOf(cartStory.content, 'featured_products') as unknown as { title: string }[];
      const checkoutNotices = bloksOf(checkoutStory.content, 'notice') as unknown as { text: string }[];
      expect(cartNotices.length).toBeGreaterThan(0);
      expect(checkoutNotices.length).toBeGreaterThan(0);

      await cartWith(page, lang, [{ sku: MUG_SKU }]);
      await page.goto(`/${lang}/cart`);
      const main = page.getByRole('main');
      for (const notice of cartNotices) await expect(main.getByText(notice.text)).toBeVisible();
      if (featured) {
        const section = main.locator('section', { has: page.getByRole('heading', { name: featured.title }) });
        await expect(section.getByRole('link').first()).toBeVisible();
      }

      await goToShipping(page, lang);
      for (const notice of checkoutNotices) await expect(page.getByRole('main').getByText(notice.text)).toBeVisible();
      // Not the cart's: each page shows its own story.
      await expect(page.getByRole('main').getByText(cartNotices[0]!.text)).toHaveCount(0);
    });
  });
}
