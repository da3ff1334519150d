import { expect, test } from '@playwright/test';
import { goToShipping } from './support/checkout';
import { t } from './support/messages';
import { langs, shopApi } from './support/services';
import { cartWith, MUG_SKU } from './support/cart';

// The logo and header settings of the store config (spec section 3), on a catalogue page and on
// the checkout's own header, in the shopper's language.

interface HeaderConfig {
  logo: { src: string | null; alt: string; wordmark: string };
  header: { sticky: boolean; currency_switcher: boolean };
  available_currency_codes: string[];
}

for (const lang of langs) {
  test(`the header on /${lang} follows the store config: logo, name, stickiness and currency picker`, async ({ page }) => {
    const { storeConfig } = await shopApi<{ storeConfig: HeaderConfig }>(
      '{ storeConfig { logo { src alt wordmark } header { sticky currency_switcher } available_currency_codes } }',
      lang,
    );
    const m = t(lang);
    // The name holds the wordmark the logo shows, first when the shop's name lacks it (WCAG 2.5.3):
    // "TALAT – หน้าแรก …" on /th.
    const label = m.header.logoLabel.replace('{name}', storeConfig.logo.alt);
    const { wordmark } = storeConfig.logo;
    const name = !wordmark || label.toLowerCase().includes(wordmark.toLowerCase()) ? label : `${wordmark} – ${label}`;
    await page.goto(`/${lang}/shop-all`);
    const banner = page.getByRole('banner');
    const logo = banner.getByRole('link', { name, exact: true });
    await expect(logo).toHaveAttribute('href', `/${lang}`);
    await expect(logo).toContainText(storeConfig.logo.wordmark);
    await expect(logo.locator(storeConfig.logo.src ? 'img' : 'svg')).toHaveCount(1);
    const position = await banner.evaluate((el) => getComputedStyle(el).position);
    expect(position).toBe(storeConfig.header.sticky ? 'sticky' : 'static');
    const picker = banner.getByRole('button', { name: new RegExp(m.header.currencyLabel.split('{')[0]!.trim()) });
    await expect(picker).toHaveCount(storeConfig.header.currency_switcher && storeConfig.available_currency_codes.length > 1 ? 1 : 0);

    // The checkout's own header (no menus) carries the same logo and name.
    await cartWith(page, lang, [{ sku: MUG_SKU }]);
    await goToShipping(page, lang);
    const checkoutBanner = page.getByRole('banner');
    await expect(checkoutBanner.getByRole('navigation')).toHaveCount(0);
    await expect(checkoutBanner.getByRole('link', { name, exact: true })).toBeVisible();
  });
}
