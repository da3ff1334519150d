import { expect, test, type Page } from '@playwright/test';
import { goToShipping, t } from './support/checkout';
import { langs } from './support/services';
import { cartWith, MUG_SKU } from './support/cart';

// Every address rule of spec section 5 on the checkout's shipping step, in both languages: a bad
// value shows its message under the field (tied to it as its description) as soon as the
// shopper leaves it, and the form keeps what was typed.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The part of a message before its first placeholder, as a pattern. */
const lead = (message: string) => new RegExp(escape(message.split('{')[0]!.trim()));

/** An optional field's label ends with "(optional)". */
const optional = (label: string) => new RegExp(`^${escape(label)}(\\s|$)`);

async function expectMessage(page: Page, label: string | RegExp, value: string, message: RegExp) {
  const field =
    typeof label === 'string' ? page.getByRole('main').getByLabel(label, { exact: true }) : page.getByRole('main').getByLabel(label);
  await field.fill(value);
  await field.blur();
  await expect(field).toHaveAccessibleDescription(message);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveValue(value);
}

for (const lang of langs) {
  test(`every address message of section 5 on /${lang}`, async ({ page }) => {
    test.setTimeout(90_000);
    const m = t(lang);
    const v = m.validation;
    const a = m.address;
    await cartWith(page, lang, [{ sku: MUG_SKU }]);
    await goToShipping(page, lang);
    const main = page.getByRole('main');
    await main.getByLabel(a.country, { exact: true }).selectOption('GB');

    const first = main.getByLabel(a.firstName, { exact: true });
    await first.fill('Nok');
    await first.fill('');
    await first.blur();
    await expect(first).toHaveAccessibleDescription(new RegExp(escape(v.required)));

    await expectMessage(page, m.checkout.email, 'not-an-email', new RegExp(escape(v.email)));
    await expectMessage(page, a.firstName, 'A'.repeat(101), new RegExp(escape(v.firstNameTooLong)));
    await expectMessage(page, a.firstName, 'R2D2', new RegExp(escape(v.firstNameCharacters)));
    await expectMessage(page, a.lastName, 'B'.repeat(101), new RegExp(escape(v.lastNameTooLong)));
    await expectMessage(page, optional(a.company), 'C'.repeat(121), new RegExp(escape(v.companyTooLong)));
    await expectMessage(page, optional(a.company), 'Acme <b>', lead(v.companyCharacters));
    await expectMessage(page, a.street1, 'S'.repeat(121), new RegExp(escape(v.streetTooLong)));
    await expectMessage(page, a.street1, '1 High St <script>', lead(v.streetCharacters));
    await expectMessage(page, a.city, 'London1', new RegExp(escape(v.cityCharacters)));
    await expectMessage(page, a.city, 'L'.repeat(81), new RegExp(escape(v.cityTooLong)));
    await expectMessage(page, a.telephone, 'call me', new RegExp(escape(v.telephone)));
    await expectMessage(page, a.postcode, 'ABC', lead(v.postcode));
    await expectMessage(page, optional(a.customsCode), 'x', lead(v.customsCode));

    // A region list that matches nothing says so.
    const nation = main.getByRole('combobox', { name: a.nation });
    await nation.fill('zzzz');
    await expect(main.getByText(v.noMatchingOptions, { exact: true }).first()).toBeVisible();
    await nation.press('Escape');

    // Elsewhere the region is free text with its own rules, and the postcode rule is generic.
    await main.getByLabel(a.country, { exact: true }).selectOption('FR');
    await expectMessage(page, optional(a.region), 'Île 2', new RegExp(escape(v.regionCharacters)));
    await expectMessage(page, optional(a.region), 'R'.repeat(81), new RegExp(escape(v.regionTooLong)));
    await expectMessage(page, a.postcode, '!!', new RegExp(escape(v.postcodeGeneric)));

    // Submitting with errors keeps everything typed and moves focus to the first bad field.
    await main.getByRole('button', { name: m.checkoutShipping.saveAddress }).click();
    await expect(page.getByLabel(m.checkout.email, { exact: true })).toBeFocused();
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/shipping$`));
  });
}

// The Thai area finder names every subdistrict in the shopper's language: Bangkok's khwaeng such
// as Silom have English names on /en (the published dataset has none for them).
const silom = {
  en: { typed: 'silom', option: 'Si Lom, Bang Rak, Bangkok 10500', subdistrict: 'Si Lom', district: 'Bang Rak' },
  th: { typed: 'สีลม', option: 'สีลม, บางรัก, กรุงเทพมหานคร 10500', subdistrict: 'สีลม', district: 'บางรัก' },
} as const;

for (const lang of langs) {
  test(`the Thai area finder answers in the shopper's language on /${lang}`, async ({ page }) => {
    const m = t(lang);
    const a = m.address;
    const want = silom[lang];
    await cartWith(page, lang, [{ sku: MUG_SKU }]);
    await goToShipping(page, lang);
    const main = page.getByRole('main');
    await main.getByLabel(a.country, { exact: true }).selectOption('TH');
    await main.getByRole('combobox', { name: a.finder.label }).fill(want.typed);
    await main.getByRole('listbox', { name: a.finder.results }).getByRole('option', { name: want.option }).click();
    await expect(main.getByLabel(a.subdistrict)).toHaveValue(want.subdistrict);
    await expect(main.getByLabel(a.district)).toHaveValue(want.district);
    await expect(main.getByLabel(a.postcode, { exact: true })).toHaveValue('10500');
  });
}
