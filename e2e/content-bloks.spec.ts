import { expect, test, type Page } from '@playwright/test';
import { t } from './support/messages';
import { langs, story } from './support/services';

// The carousel and tabs bloks on /{lang}/cms (spec section 2), operated by keyboard alone, with
// the WAI-ARIA practices' roles and names. Titles come from the content service's story.

type Blok = { component: string; [k: string]: unknown };

async function cmsBloks(lang: (typeof langs)[number]) {
  const { content } = await story('cms', lang);
  const body = (content.body ?? []) as Blok[];
  const carousel = body.find((b) => b.component === 'carousel')!;
  const tabs = body.find((b) => b.component === 'tabs')!;
  return {
    carouselTitle: carousel.title as string,
    headlines: (carousel.slides as Blok[]).map((s) => s.headline as string),
    tabsTitle: tabs.title as string,
    tabTitles: (tabs.items as Blok[]).map((i) => i.title as string),
  };
}

/** Presses Tab until `target` has the focus (at most `limit` times). */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 60) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('never reached by Tab');
}

for (const lang of langs) {
  test(`the carousel on /${lang}/cms changes slides by keyboard and names each slide`, async ({ page }) => {
    const words = t(lang).carousel;
    const { carouselTitle, headlines } = await cmsBloks(lang);
    expect(headlines.length).toBeGreaterThan(1);
    const response = await page.goto(`/${lang}/cms`);
    expect(response?.status()).toBe(200);

    const carousel = page.getByRole('region', { name: carouselTitle });
    await expect(carousel).toHaveAttribute('aria-roledescription', words.kind);
    const slides = carousel.getByRole('group').filter({ has: page.getByRole('heading', { level: 3 }) });
    await expect(slides).toHaveCount(1); // hidden slides are out of the accessibility tree
    const position = (n: number) => words.position.replace('{n}', String(n)).replace('{total}', String(headlines.length));
    const current = carousel.getByRole('group', { name: position(1) });
    await expect(current).toHaveAttribute('aria-roledescription', words.slideKind);
    await expect(current.getByRole('heading', { name: headlines[0] })).toBeVisible();
    await expect(carousel.locator('[aria-live="polite"]')).toHaveCount(1);

    const next = carousel.getByRole('button', { name: words.next });
    await tabTo(page, next);
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('group', { name: position(2) }).getByRole('heading', { name: headlines[1] })).toBeVisible();
    await expect(carousel.getByRole('heading', { name: headlines[0] })).toBeHidden();

    // Previous from the first slide wraps round to the last.
    const previous = carousel.getByRole('button', { name: words.previous });
    await previous.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Space');
    const last = headlines.length;
    await expect(carousel.getByRole('group', { name: position(last) }).getByRole('heading', { name: headlines[last - 1] })).toBeVisible();

    // The picker: one button per slide, the current one marked.
    const picker = carousel.getByRole('group', { name: words.picker });
    const show1 = picker.getByRole('button', { name: words.show.replace('{n}', '1') });
    await expect(picker.getByRole('button')).toHaveCount(headlines.length);
    await expect(picker.getByRole('button', { name: words.show.replace('{n}', String(last)) })).toHaveAttribute('aria-current', 'true');
    await show1.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('heading', { name: headlines[0] })).toBeVisible();
    await expect(show1).toHaveAttribute('aria-current', 'true');
  });

  test(`the tabs on /${lang}/cms follow the arrow, Home and End keys`, async ({ page }) => {
    const { tabsTitle, tabTitles } = await cmsBloks(lang);
    expect(tabTitles.length).toBeGreaterThan(2);
    await page.goto(`/${lang}/cms`);

    const tablist = page.getByRole('tablist', { name: tabsTitle });
    const tabs = tablist.getByRole('tab');
    await expect(tabs).toHaveText(tabTitles);
    const first = tabs.nth(0);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: tabTitles[0] })).toBeVisible();

    // Only the selected tab is in the tab order.
    await tabTo(page, first);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(first).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: tabTitles[1] })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: tabTitles[0] })).toBeHidden();

    await page.keyboard.press('End');
    const last = tabs.nth(tabTitles.length - 1);
    await expect(last).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: tabTitles.at(-1) })).toBeVisible();
    await page.keyboard.press('ArrowRight'); // wraps to the first
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowLeft'); // and back to the last
    await expect(last).toBeFocused();
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: tabTitles[0] })).toBeVisible();

    // Tab leaves the tablist for the shown panel.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tabpanel', { name: tabTitles[0] })).toBeFocused();
  });
}
