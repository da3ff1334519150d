import { expect, test, type Locator, type Page } from '@playwright/test';
import { product } from './support/catalogue';
import { chequeMethod, expectThankYou, fmt, standardMethod, t, uniqueLastName } from './support/checkout';
import { langs, type Lang } from './support/services';
import { waitForScripts } from './support/hydration';

// The guest purchase journey with the keyboard alone (issue 12): Tab, Shift+Tab, Enter, Space,
// arrows and typing through page.keyboard; no click, fill or focus(). Each step checks that
// focus is where a shopper expects it, by role and name.

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { backwards = false, max = 60 } = {}) {
  await expect(target).toBeVisible();
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement, undefined, { timeout: 2000 })) return expectVisibleFocus(target);
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached by ${backwards ? 'Shift+Tab' : 'Tab'} within ${max} presses`).toBeFocused();
}

/** The focused element shows it: an outline or a box shadow from :focus-visible. */
async function expectVisibleFocus(target: Locator) {
  await expect(target).toBeFocused();
  const style = await target.evaluate((el) => {
    const s = getComputedStyle(el);
    return {
      outline: s.outlineStyle === 'none' ? 'none' : `${s.outlineStyle} ${s.outlineWidth}`,
      shadow: s.boxShadow,
      focusVisible: el.matches(':focus-visible'),
    };
  });
  expect(style.focusVisible, 'matches :focus-visible').toBe(true);
  expect(
    style.outline !== 'none' || style.shadow !== 'none',
    `a visible focus indicator (outline ${style.outline}, box-shadow ${style.shadow})`,
  ).toBe(true);
}

/** Presses an arrow key until `radio` is checked (a radio group moves and checks with arrows). */
async function arrowTo(page: Page, radio: Locator, key = 'ArrowDown', max = 12) {
  for (let i = 0; i < max && !(await radio.isChecked()); i++) await page.keyboard.press(key);
  await expect(radio).toBeChecked();
  await expect(radio).toBeFocused();
}

/** Tabs to a field by its label and types into it. */
async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
  await expect(field).toHaveValue(text);
}

const address: Record<Lang, { street: string; city?: string; postcode: string; phone: string }> = {
  en: { street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', phone: '+44 20 7946 0000' },
  th: { street: '99/1 ถนนพระราม 4', postcode: '10330', phone: '+66 81 234 5678' },
};

for (const lang of langs) {
  test(`/${lang}: a guest buys a shirt with the keyboard alone`, async ({ page }) => {
    test.setTimeout(120_000);
    const m = t(lang);
    const main = page.getByRole('main');

    // Home: the skip link is the first stop, and leads into the page.
    await page.goto(`/${lang}/kits/home-kit`);
    await waitForScripts(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: m.common.skipToContent })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(main).toBeFocused();

    // A product from the category.
    const { name: shirtName } = await product('home-shirt-2025', lang);
    const shirt = main.getByRole('link', { name: shirtName, exact: true }).first();
    await tabTo(page, shirt);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/home-shirt-2025$`));
    await waitForScripts(page);

    // Size M with the arrows, then add to cart: the cart sidebar opens with focus inside.
    const sizes = main.getByRole('radio');
    await tabTo(page, sizes.first());
    await arrowTo(page, main.getByRole('radio', { name: 'M', exact: true }), 'ArrowRight');
    const add = main.getByRole('button', { name: m.product.addToCart, exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    const sidebar = page.getByRole('dialog', { name: m.cart.sidebar.title });
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('button', { name: m.cart.sidebar.close })).toBeFocused();

    // Escape closes it and gives focus back; the cart link opens it again.
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(add).toBeFocused();
    const cartLink = page.getByRole('banner').getByRole('link', { name: fmt(m.header.cart, { count: 1 }), exact: true });
    await tabTo(page, cartLink, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(sidebar).toBeVisible();

    // Focus stays in the dialog: Shift+Tab from its first control goes to its last, not behind it.
    const close = sidebar.getByRole('button', { name: m.cart.sidebar.close });
    await expect(close).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    expect(await sidebar.evaluate((dialog) => dialog.contains(document.activeElement)), 'focus inside the cart dialog').toBe(true);
    const checkout = sidebar.getByRole('link', { name: m.cart.sidebar.checkout, exact: true });
    await tabTo(page, checkout, { max: 30 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/shipping$`));
    await waitForScripts(page);

    // Shipping: email, name, address.
    const a = address[lang];
    const lastName = uniqueLastName();
    await typeInto(page, main.getByLabel(m.checkout.email, { exact: true }), `${lastName.toLowerCase()}@talat.invalid`);
    await typeInto(page, main.getByLabel(m.address.firstName, { exact: true }), 'Somchai');
    await typeInto(page, main.getByLabel(m.address.lastName, { exact: true }), lastName);
    const country = main.getByLabel(m.address.country, { exact: true });
    await tabTo(page, country);
    await expect(country).toHaveValue(lang === 'th' ? 'TH' : 'GB');
    await typeInto(page, main.getByLabel(m.address.street1, { exact: true }), a.street);
    if (lang === 'en') {
      await typeInto(page, main.getByLabel(m.address.city, { exact: true }), a.city!);
      await typeInto(page, main.getByLabel(m.address.postcode, { exact: true }), a.postcode);
    } else {
      const finder = main.getByRole('combobox', { name: m.address.finder.label });
      await tabTo(page, finder);
      await page.keyboard.type(a.postcode);
      const options = main.getByRole('listbox', { name: m.address.finder.results }).getByRole('option');
      await expect(options.first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      await page.keyboard.press('Enter');
      await expect(main.getByLabel(m.address.postcode, { exact: true })).toHaveValue(a.postcode);
    }
    await typeInto(page, main.getByLabel(m.address.telephone, { exact: true }), a.phone);
    const save = main.getByRole('button', { name: m.checkoutShipping.saveAddress });
    await tabTo(page, save);
    await page.keyboard.press('Enter');

    // Shipping method with the arrows, then on to payment.
    const methods = page.getByRole('group', { name: m.checkoutShipping.methodsTitle });
    await expect(methods).toBeVisible();
    await tabTo(page, methods.getByRole('radio').first());
    await arrowTo(page, methods.getByRole('radio', { name: standardMethod[lang] }));
    const toPayment = page.getByRole('button', { name: m.checkoutShipping.continue });
    await tabTo(page, toPayment);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/payment$`));
    await waitForScripts(page);

    // Cheque / money order, and the order is placed.
    const payments = page.getByRole('group', { name: m.checkoutPayment.methodsTitle });
    await tabTo(page, payments.getByRole('radio').first());
    await arrowTo(page, payments.getByRole('radio', { name: chequeMethod[lang] }));
    const place = page.getByRole('button', { name: m.checkoutPayment.placeOrder });
    await tabTo(page, place);
    await page.keyboard.press('Enter');
    await expectThankYou(page, lang);
  });
}
