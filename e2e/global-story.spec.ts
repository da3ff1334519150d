import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs, shopApi, story } from './support/services';

// The global story's settings beside its header and footer (spec section 2: "Global story
// content: header, bottom, theme (default 'default')"), the header's global links toggle, and the
// store config's shop-by-player entry (spec section 3), in both languages.

interface GlobalLinkBlok {
  label: string;
  link: { url: string };
}

for (const lang of langs) {
  test.describe(`/${lang}`, () => {
    test('the global links button opens the club’s other websites from the global story, and Escape closes it', async ({ page }) => {
      const global = await story('global', lang);
      const links = (global.content as { global_links?: GlobalLinkBlok[] }).global_links ?? [];
      expect(links.length).toBeGreaterThan(0);
      await page.goto(`/${lang}/shop-all`);
      const banner = page.getByRole('banner');
      const button = banner.getByRole('button', { name: t(lang).header.globalLinks, exact: true });
      const list = banner.getByRole('list', { name: t(lang).header.globalLinksList });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(list).toBeHidden();
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      for (const link of links) await expect(list.getByRole('link', { name: link.label })).toHaveAttribute('href', link.link.url);
      await page.keyboard.press('Escape');
      await expect(list).toBeHidden();
      await expect(button).toBeFocused();
    });

    test('the shop wears the global story’s theme, and a theme’s palette reaches the page', async ({ page }) => {
      const global = await story('global', lang);
      const theme = (global.content as { theme?: string }).theme ?? 'default';
      await page.goto(`/${lang}/shop-all`);
      await expect(page.locator('body')).toHaveAttribute('data-theme', theme);
      await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', theme === 'away' ? '#1b2a4a' : '#0b5d3b');
      // The palettes in the stylesheet: the brand colour follows the theme.
      const brand = () => page.evaluate(() => getComputedStyle(document.body).getPropertyValue('--green').trim());
      await page.evaluate(() => (document.body.dataset.theme = 'away'));
      expect(await brand()).toBe('#1b2a4a');
      await page.evaluate(() => (document.body.dataset.theme = 'default'));
      expect(await brand()).toBe('#0b5d3b');
    });

    test('the shop-by-player entry follows the store config to its route', async ({ page }) => {
      const { storeConfig } = await shopApi<{ storeConfig: { shop_by_player_status: boolean; shop_by_player_route: string | null } }>(
        '{ storeConfig { shop_by_player_status shop_by_player_route } }',
        lang,
      );
      expect(storeConfig).toEqual({ shop_by_player_status: true, shop_by_player_route: 'shop-by-player' });
      await page.goto(`/${lang}/shop-all`);
      const nav = page.getByRole('navigation', { name: t(lang).header.mainNav });
      const entry = nav.getByRole('link', { name: t(lang).header.shopByPlayer, exact: true });
      await expect(entry).toHaveAttribute('href', `/${lang}/${storeConfig.shop_by_player_route}`);
      await entry.click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/shop-by-player$`));
      await expect(page.getByRole('heading', { level: 1, name: t(lang).header.shopByPlayer })).toBeVisible();
    });
  });
}
