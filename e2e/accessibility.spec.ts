import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations, gateViolations } from './support/axe';
import {
  addProduct,
  cardMethod,
  chequeMethod,
  choosePayment,
  expectThankYou,
  placeOrder,
  toPayment,
  uniqueLastName,
} from './support/checkout';
import { t } from './support/messages';
import { langs } from './support/services';
import { waitForScripts } from './support/hydration';

// The accessibility gate (issue 12): every page type and every opened piece of UI, in both
// languages, with no WCAG 2.2 A or AA violation found by axe. Failures list the rule, its help
// text and the elements (e2e/support/axe.ts). Small screens: accessibility.mobile.spec.ts.

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expectNoAxeViolations(page, path);
}

test('the gate itself finds what axe holds back: a name without its label, and a target under 24 px', async ({ page }) => {
  await page.setContent(
    '<html lang="en"><head><title>Gate</title></head><body><main><h1>Gate</h1>' +
      '<button type="button" aria-label="Open the basket">Checkout</button>' +
      '<p><a href="#a" style="display:inline-block;width:10px;height:10px;overflow:hidden">a</a>' +
      '<a href="#b" style="display:inline-block;width:10px;height:10px;overflow:hidden">b</a></p></main></body></html>',
  );
  const ids = (await gateViolations(page)).map((v) => v.id).sort();
  expect(ids).toEqual(['label-content-name-mismatch', 'target-size']);
});

for (const lang of langs) {
  const m = t(lang);

  test.describe(`accessibility on /${lang}`, () => {
    // Four pages per test, so that each stays well inside the timeout on a busy machine and
    // the groups run in parallel.
    const pageGroups: Record<string, string[]> = {
      'home and category pages': ['', '/kits/home-kit', '/shop-all?size=m&sort=price_asc', '/shop-all?view=list&page=2'],
      'product pages': ['/crest-mug', '/home-shirt-2025', '/home-kit-bundle-2025', '/signed-squad-photo-2025'],
      'gift card, search and content pages': ['/digital-gift-card', '/search?q=shirt', '/search?q=qqqzzzxx', '/about', '/cms'],
      'cart, not-found, styleguide and icon pages': ['/cart', '/zz-no-such-page', '/styleguide', '/_icons'],
    };
    for (const [group, paths] of Object.entries(pageGroups)) {
      test(group, async ({ page }) => {
        for (const path of paths) await visit(page, `/${lang}${path}`);
      });
    }

    test('a product page with invalid personalisation shows its errors accessibly', async ({ page }) => {
      await page.goto(`/${lang}/home-shirt-2025`);
      const name = page.getByRole('textbox', { name: m.product.nameLabel });
      await name.fill('R2-D2!');
      await name.blur();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `/${lang}/home-shirt-2025 with a personalisation error`);
    });

    test('header pieces opened like a shopper: mega menu, pickers, search suggestions, cart sidebar', async ({ page }) => {
      await page.goto(`/${lang}`);
      await waitForScripts(page);
      const mainNav = page.getByRole('navigation', { name: m.header.mainNav });
      const kits = mainNav.getByRole('button').first();
      await kits.click();
      await expect(kits).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, `/${lang} with the mega menu open`);
      await page.keyboard.press('Escape');

      const language = page.getByRole('button', { name: new RegExp(m.header.languageLabel.split('{')[0]!) });
      await language.click();
      await expect(language).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, `/${lang} with the language picker open`);
      await page.keyboard.press('Escape');

      const currency = page.getByRole('button', { name: new RegExp(m.header.currencyLabel.split('{')[0]!) });
      await currency.click();
      await expect(currency).toHaveAttribute('aria-expanded', 'true');
      await expectNoAxeViolations(page, `/${lang} with the currency picker open`);
      await page.keyboard.press('Escape');

      const search = page.getByRole('combobox', { name: m.header.searchLabel });
      await search.click();
      await search.pressSequentially(lang === 'th' ? 'เสื้อ' : 'shirt');
      await expect(page.getByRole('listbox', { name: m.search.suggestions.label })).toBeVisible();
      await expectNoAxeViolations(page, `/${lang} with search suggestions open`);
      await page.keyboard.press('Escape');

      await page.getByTestId('cart-link').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `/${lang} with the empty cart sidebar open`);
    });

    test('cart with lines, its sidebar, and every checkout step to the thank-you page', async ({ page }) => {
      test.setTimeout(120_000);
      await addProduct(page, lang, 'home-shirt-2025', { size: 'M' });
      await addProduct(page, lang, 'crest-mug');
      // Adding opens the cart sidebar.
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `/${lang}/crest-mug with the cart sidebar holding lines`);
      await visit(page, `/${lang}/cart`);

      await page.goto(`/${lang}/checkout/secure`);
      await expect(page).toHaveURL(new RegExp(`/${lang}/checkout/shipping$`));
      await expectNoAxeViolations(page, `/${lang}/checkout/shipping`);
      await page.getByRole('main').getByRole('button', { name: m.checkoutShipping.saveAddress }).click();
      await expect(page.getByRole('main').getByLabel(m.checkout.email, { exact: true })).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page, `/${lang}/checkout/shipping with the form's errors shown`);

      await toPayment(page, lang, uniqueLastName());
      await choosePayment(page, lang, cardMethod[lang]);
      await expectNoAxeViolations(page, `/${lang}/checkout/payment with card chosen`);
      await choosePayment(page, lang, chequeMethod[lang]);
      await expectNoAxeViolations(page, `/${lang}/checkout/payment with cheque chosen`);
      await placeOrder(page, lang);
      await expectThankYou(page, lang);
      await expectNoAxeViolations(page, `/${lang}/checkout/thank-you`);
    });
  });
}
