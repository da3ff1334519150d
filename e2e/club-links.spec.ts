import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs, shopApi } from './support/services';

// The store and ticket locators of the store config (spec section 3): the footer shows the
// engine's labels in the shopper's language and leads to their pages in that language.

type Link = { label: string; url: string } | null;

for (const lang of langs) {
  test(`the footer on /${lang} leads to the club store and the match days with the store config’s labels`, async ({ page }) => {
    const { storeConfig } = await shopApi<{ storeConfig: { store_locator: Link; ticket_locator: Link } }>(
      '{ storeConfig { store_locator { label url } ticket_locator { label url } } }',
      lang,
    );
    const store = storeConfig.store_locator!;
    const tickets = storeConfig.ticket_locator!;
    await page.goto(`/${lang}`);
    const links = page.getByRole('contentinfo').getByRole('navigation', { name: t(lang).footer.clubLinks });
    await expect(links.getByRole('link', { name: tickets.label })).toHaveAttribute('href', `/${lang}${tickets.url}`);
    const storeLink = links.getByRole('link', { name: store.label });
    await expect(storeLink).toHaveAttribute('href', `/${lang}${store.url}`);
    await storeLink.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}${store.url}$`));
  });
}
