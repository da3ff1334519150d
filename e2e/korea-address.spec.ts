import { expect, test } from '@playwright/test';
import { goToShipping, t } from './support/checkout';
import { langs } from './support/services';
import { cartWith, MUG_SKU } from './support/cart';
import { scaledIn } from './support/tags';

// A shipping address in South Korea asks for the recipient's date of birth (korea_dob, which
// Korean customs ask for), in both languages: the field appears for South Korea only, an empty
// or unreal date is refused at the field (announced, the rest of the form kept), a real one goes
// on to the shipping methods and comes back from the cart, and another country hides it again.
// The cart keeps the address in the engine's database: Thai on the scaled profile (PostgreSQL,
// whose address table has the koreaDob column by migration), English on the embedded one.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

for (const lang of langs) {
  test(`a shipping address in South Korea asks for the recipient's date of birth on /${lang}`, scaledIn(lang), async ({ page }) => {
    test.setTimeout(90_000);
    const m = t(lang);
    const a = m.address;
    await cartWith(page, lang, [{ sku: MUG_SKU }]);
    await goToShipping(page, lang);
    const main = page.getByRole('main');
    const dob = main.getByLabel(a.koreaDob, { exact: true });

    await main.getByLabel(m.address.country, { exact: true }).selectOption('GB');
    await expect(dob).toHaveCount(0);
    await main.getByLabel(m.checkout.email, { exact: true }).fill('minji.kim@talat.invalid');
    await main.getByLabel(a.firstName, { exact: true }).fill('Minji');
    await main.getByLabel(a.lastName, { exact: true }).fill('Kim');
    await main.getByLabel(a.country, { exact: true }).selectOption('KR');
    await expect(dob).toBeVisible();
    // Not scolded before the shopper gets to it.
    await expect(dob).not.toHaveAttribute('aria-invalid', 'true');
    await expect(dob).toHaveAttribute('aria-required', 'true');
    await main.getByLabel(a.street1, { exact: true }).fill('1 Sejong-daero');
    await main.getByLabel(a.city, { exact: true }).fill('Jung-gu');
    await main.getByLabel(a.postcode, { exact: true }).fill('04524');
    await main.getByLabel(a.telephone, { exact: true }).fill('+82 2 1234 5678');

    // Empty: the save stops at the field, which says why, and keeps everything typed.
    const save = main.getByRole('button', { name: m.checkoutShipping.saveAddress });
    await save.click();
    await expect(dob).toBeFocused();
    await expect(dob).toHaveAttribute('aria-invalid', 'true');
    await expect(dob).toHaveAccessibleDescription(new RegExp(escape(m.validation.koreaDobRequired)));
    await expect(main.getByRole('alert').filter({ hasText: m.validation.koreaDobRequired })).toBeVisible();
    await expect(main.getByLabel(a.street1, { exact: true })).toHaveValue('1 Sejong-daero');
    await expect(main.getByLabel(a.telephone, { exact: true })).toHaveValue('+82 2 1234 5678');
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/shipping$`));

    // A day that does not exist, and a Buddhist-era year (in the future as a Gregorian one).
    for (const bad of ['1990-02-30', '2533-04-23']) {
      await dob.fill(bad);
      await dob.blur();
      await expect(dob).toHaveAccessibleDescription(new RegExp(escape(m.validation.koreaDob)));
      await expect(dob).toHaveValue(bad);
    }
    await save.click();
    await expect(dob).toBeFocused();
    await expect(main.getByLabel(a.city, { exact: true })).toHaveValue('Jung-gu');
    await expect(main.getByRole('heading', { name: m.checkoutShipping.methodsTitle, exact: true })).toHaveCount(0);

    // A real date goes on to the shipping methods, and the cart keeps it.
    await dob.fill('1990-04-23');
    await expect(dob).not.toHaveAttribute('aria-invalid', 'true');
    await save.click();
    await expect(main.getByRole('heading', { name: m.checkoutShipping.methodsTitle, exact: true })).toBeFocused();
    await page.reload();
    await expect(main.getByLabel(a.country, { exact: true })).toHaveValue('KR');
    await expect(dob).toHaveValue('1990-04-23');

    // Another country hides the field (and sends no date).
    await main.getByLabel(a.country, { exact: true }).selectOption('JP');
    await expect(dob).toHaveCount(0);
    await expect(main.getByLabel(a.street1, { exact: true })).toHaveValue('1 Sejong-daero');
  });
}
