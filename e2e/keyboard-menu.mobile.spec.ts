import { expect, test } from '@playwright/test';
import { t } from './support/messages';
import { langs } from './support/services';
import { waitForScripts } from './support/hydration';

// The mobile menu with a keyboard (a phone with a keyboard, or a tablet): it opens with Enter,
// takes focus, keeps Tab inside while open, and Escape closes it and gives focus back.
for (const lang of langs) {
  test(`on a phone, /${lang}: the mobile menu keeps keyboard focus inside and gives it back`, async ({ page }) => {
    const m = t(lang).header;
    await page.goto(`/${lang}`);
    await waitForScripts(page);
    const open = page.getByRole('button', { name: m.openMenu, exact: true });
    for (let i = 0; i < 10 && !(await open.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(open).toBeFocused();
    await page.keyboard.press('Enter');

    const menu = page.getByRole('dialog', { name: m.mobileNav });
    const close = menu.getByRole('button', { name: m.closeMenu });
    await expect(close).toBeFocused();
    const inside = () => menu.evaluate((dialog) => dialog.contains(document.activeElement));

    await page.keyboard.press('Shift+Tab');
    expect(await inside(), 'Shift+Tab from the first control stays in the menu').toBe(true);
    const last = menu.getByRole('link').last();
    await expect(last).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(close, 'Tab from the last control goes back to the first').toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });
}
