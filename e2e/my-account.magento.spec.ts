import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { MUG_SKU } from './support/cart';
import { magentoAdminToken, magentoApi } from './support/magento';
import { fmt, t } from './support/messages';
import { placeChequeOrder } from './support/orders';
import { langs, type Lang } from './support/services';
import { createAccount, fillProviderSignIn, signInThroughRequests, signOnUrl, type Account } from './support/sign-on';
import { waitForScripts } from './support/hydration';

// My Account on the Magento connector (issue 35, docs/decisions/0061): the journeys of
// e2e/my-account.spec.ts against Magento (the stand-in), read back from Magento itself. They are
// written again here, not run from that spec, where Magento differs by nature:
// - the landing page shows no points: loyalty is Adobe Commerce's, the store config hides it;
// - the profile's telephone is the default billing address's (Magento keeps no telephone on the
//   customer), so the customer saves an address before the profile keeps a number;
// - the newsletter has no confirmation link for the storefront: Magento mails its own and
//   subscribes a customer's own address at once on this shop, and keeps no "unsubscribed" state,
//   only subscribed or not;
// - the saved addresses for checkout are put in through the account pages, as the engine's admin
//   API that the engine's spec uses is not Magento's.

function main(page: Page) {
  return page.getByRole('main');
}

/** Opens an account page as a guest: sign-on asks for the password, then the page itself opens. */
async function openSignedIn(page: Page, lang: Lang, path: string, account: Pick<Account, 'email' | 'password'>) {
  await page.goto(`/${lang}/${path}`);
  await expect(page).toHaveURL(new RegExp(`^${signOnUrl}/interaction/`));
  await fillProviderSignIn(page, lang, account);
  await expect(page).toHaveURL(new RegExp(`/${lang}/${path}$`));
  await waitForScripts(page);
}

async function signedInAt(page: Page, lang: Lang, path: string, account: Pick<Account, 'email' | 'password'>) {
  await signInThroughRequests(page, lang, account, `/${lang}/${path}`);
  await waitForScripts(page);
}

interface MagentoAddress {
  street: string[];
  telephone: string;
  city: string;
  region: { region: string | null } | null;
  default_billing: boolean;
  default_shipping: boolean;
}

/** What Magento holds for this customer (through Login as Customer): profile, addresses, newsletter flag, order numbers. */
async function magentoAccount(email: string, lang: Lang) {
  const { generateCustomerTokenAsAdmin } = await magentoApi<{ generateCustomerTokenAsAdmin: { customer_token: string } }>(
    'mutation ($email: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token } }',
    lang,
    { email },
    await magentoAdminToken(),
  );
  const token = generateCustomerTokenAsAdmin.customer_token;
  const { customer } = await magentoApi<{
    customer: {
      firstname: string;
      is_subscribed: boolean;
      addresses: MagentoAddress[];
      orders: { items: { number: string }[] };
    };
  }>(
    '{ customer { firstname is_subscribed addresses { street telephone city region { region } default_billing default_shipping } orders(scope: WEBSITE) { items { number } } } }',
    lang,
    {},
    token,
  );
  await magentoApi('mutation { revokeCustomerToken { result } }', lang, {}, token);
  return customer;
}

for (const lang of langs) {
  const m = t(lang);
  const a = m.myAccount;

  test.describe(`My Account on the Magento shop on /${lang}`, () => {
    test('a guest signs on from the order history; the cheque order in the history and in full, bought again; another customer’s order is not found', async ({
      page,
      browser,
      baseURL,
    }) => {
      const account = await createAccount(lang, 'magento-orders');
      await openSignedIn(page, lang, 'customer/order-history', account);
      await expect(main(page).getByRole('heading', { level: 1, name: a.orders.title })).toBeVisible();
      await expect(main(page).getByText(a.orders.empty)).toBeVisible();

      const number = await placeChequeOrder(page, lang, account, [{ sku: MUG_SKU, quantity: 2 }]);
      expect((await magentoAccount(account.email, lang)).orders.items.map((o) => o.number)).toEqual([number]);

      await page.goto(`/${lang}/customer/order-history`);
      const rows = page.getByTestId('order-row');
      await expect(rows).toHaveCount(1);
      // The number is the row's header; then the date, the status and the quantity.
      await expect(rows.first().getByRole('cell').nth(0)).not.toBeEmpty();
      await expect(rows.first().getByRole('cell').nth(1)).toHaveText(a.orders.statuses.payment_pending);
      await expect(rows.first().getByRole('cell').nth(2)).toHaveText('2');
      await expectNoAxeViolations(page, `/${lang}/customer/order-history on Magento`);
      await rows
        .first()
        .getByRole('link', { name: fmt(a.orders.view, { number }) })
        .click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/customer/order-history/${number}$`));
      await expect(main(page).getByRole('heading', { level: 1, name: fmt(a.orders.detailTitle, { number }) })).toBeVisible();
      await expect(page.getByTestId('order-status')).toHaveText(a.orders.statuses.payment_pending);
      await expect(page.getByTestId('order-shipping-address')).toContainText(lang === 'en' ? '221B Baker Street' : '12 ถนนสีลม');
      await expectNoAxeViolations(page, `/${lang}/customer/order-history/${number} on Magento`);

      await page.getByRole('button', { name: a.orders.reorder }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/cart$`));
      const lines = main(page).getByTestId('cart-line');
      await expect(lines).toHaveCount(1);
      await expect(lines.first().getByRole('spinbutton')).toHaveValue('2');

      // Another customer, in another browser: Magento answers only their own orders.
      const other = await browser.newContext({ baseURL });
      const otherPage = await other.newPage();
      const someoneElse = await createAccount(lang, 'magento-nosy');
      await signedInAt(otherPage, lang, 'customer/order-history', someoneElse);
      await expect(main(otherPage).getByText(a.orders.empty)).toBeVisible();
      for (const path of [`customer/order-history/${number}`, 'customer/order-history/999999999']) {
        const response = await otherPage.goto(`/${lang}/${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(otherPage.locator('h1')).toHaveText(m.notFound.title);
        await expect(main(otherPage)).not.toContainText(account.email);
      }
      await other.close();
    });

    test('the landing page greets the customer and links the sections Magento has, without points', async ({ page }) => {
      const account = await createAccount(lang, 'magento-landing');
      await signedInAt(page, lang, 'customer', account);
      await expect(page.getByTestId('account-greeting')).toContainText(account.firstName);
      await expect(page.getByTestId('loyalty-points')).toHaveCount(0);
      for (const section of ['profile', 'addresses', 'orders', 'newsletter'] as const)
        await expect(page.getByTestId('account-cards').getByRole('link', { name: new RegExp(`^${a.sections[section]}`) })).toBeVisible();
      await expectNoAxeViolations(page, `/${lang}/customer on Magento`);
    });

    test('address book: add with the checkout’s form, edit, make default, delete; Magento keeps what the page shows', async ({ page }) => {
      const account = await createAccount(lang, 'magento-addresses');
      await signedInAt(page, lang, 'customer/addresses-details', account);
      await expect(main(page).getByText(a.addresses.empty)).toBeVisible();
      await main(page).getByRole('link', { name: a.addresses.add }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/customer/addresses-details/create$`));
      const form = page.getByTestId('address-book-form');
      await form.getByRole('button', { name: a.addresses.save }).click();
      await expect(form.getByLabel(m.address.firstName, { exact: true })).toBeFocused();

      await form.getByLabel(m.address.firstName, { exact: true }).fill(account.firstName);
      await form.getByLabel(m.address.lastName, { exact: true }).fill(account.lastName);
      if (lang === 'en') {
        await form.getByLabel(m.address.country, { exact: true }).selectOption('GB');
        await form.getByLabel(m.address.street1, { exact: true }).fill('221B Baker Street');
        await form.getByLabel(m.address.city, { exact: true }).fill('London');
        await form.getByLabel(m.address.postcode, { exact: true }).fill('NW1 6XE');
        await form.getByLabel(m.address.telephone, { exact: true }).fill('+44 20 7946 0001');
      } else {
        await form.getByLabel(m.address.country, { exact: true }).selectOption('TH');
        await form.getByLabel(m.address.street1, { exact: true }).fill('12 ถนนสีลม');
        await form.getByRole('combobox', { name: m.address.finder.label }).fill('10500');
        await form.getByRole('listbox', { name: m.address.finder.results }).getByRole('option').first().click();
        await expect(form.getByLabel(m.address.postcode, { exact: true })).toHaveValue('10500');
        await form.getByLabel(m.address.telephone, { exact: true }).fill('+66 81 234 5678');
      }
      await form.getByLabel(a.addresses.useForShipping).check();
      await form.getByRole('button', { name: a.addresses.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/customer/addresses-details\\?done=saved$`));
      await expect(page.getByRole('status').filter({ hasText: a.addresses.saved })).toBeVisible();
      const saved = page.getByTestId('saved-address');
      await expect(saved).toHaveCount(1);
      const lines = (await saved.locator('address').innerText()).split('\n').map((line) => line.trim());
      if (lang === 'th') expect(lines).toContain('บางรัก กรุงเทพมหานคร 10500');
      else expect(lines.slice(lines.indexOf('London'), lines.indexOf('London') + 2)).toEqual(['London', 'NW1 6XE']);
      await expect(saved.getByText(a.addresses.defaultShipping, { exact: true })).toBeVisible();
      // A Thai address as Magento keeps it: the district as the city, the province as the region's name.
      expect((await magentoAccount(account.email, lang)).addresses).toEqual([
        expect.objectContaining(
          lang === 'th'
            ? { city: 'บางรัก', region: { region: 'กรุงเทพมหานคร' }, telephone: '+66812345678', default_shipping: true }
            : { city: 'London', telephone: '+442079460001', default_shipping: true },
        ),
      ]);
      await expectNoAxeViolations(page, `/${lang}/customer/addresses-details on Magento`);

      const name = `${account.firstName} ${account.lastName}`;
      await saved.getByRole('link', { name: fmt(a.addresses.editLabel, { name }) }).click();
      await expect(main(page).getByRole('heading', { level: 1, name: a.addresses.editTitle })).toBeVisible();
      const street = lang === 'en' ? '1 Abbey Road' : '1 ถนนสาทร';
      await page.getByTestId('address-book-form').getByLabel(m.address.street1, { exact: true }).fill(street);
      await page.getByTestId('address-book-form').getByRole('button', { name: a.addresses.save }).click();
      await expect(saved).toContainText(street);

      await waitForScripts(page);
      await saved.getByRole('button', { name: a.addresses.useForBilling }).click();
      await expect(saved.getByText(a.addresses.defaultBilling, { exact: true })).toBeVisible();
      expect((await magentoAccount(account.email, lang)).addresses).toEqual([
        expect.objectContaining({ street: expect.arrayContaining([street]), default_billing: true, default_shipping: true }),
      ]);

      // Magento refuses to delete a default address; the book has no such rule, as on the engine.
      await waitForScripts(page);
      page.once('dialog', (dialog) => dialog.accept());
      await saved.getByRole('button', { name: fmt(a.addresses.deleteLabel, { name }) }).click();
      await expect(page.getByRole('status').filter({ hasText: a.addresses.deleted })).toBeVisible();
      await expect(page.getByTestId('saved-address')).toHaveCount(0);
      expect((await magentoAccount(account.email, lang)).addresses).toEqual([]);

      const response = await page.goto(`/${lang}/customer/addresses-details/edit/999999`);
      expect(response?.status()).toBe(404);
    });

    test('profile: the names on the Magento customer, the telephone on the default billing address', async ({ page }) => {
      const account = await createAccount(lang, 'magento-profile');
      await signedInAt(page, lang, 'customer/addresses-details/create', account);
      // The billing address the telephone lives on (Magento keeps none on the customer).
      const address = page.getByTestId('address-book-form');
      await address.getByLabel(m.address.firstName, { exact: true }).fill(account.firstName);
      await address.getByLabel(m.address.lastName, { exact: true }).fill(account.lastName);
      await address.getByLabel(m.address.country, { exact: true }).selectOption('GB');
      await address.getByLabel(m.address.street1, { exact: true }).fill('221B Baker Street');
      await address.getByLabel(m.address.city, { exact: true }).fill('London');
      await address.getByLabel(m.address.postcode, { exact: true }).fill('NW1 6XE');
      await address.getByLabel(m.address.telephone, { exact: true }).fill('+44 20 7946 0001');
      await address.getByLabel(a.addresses.useForBilling).check();
      await address.getByRole('button', { name: a.addresses.save }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}/customer/addresses-details\\?done=saved$`));

      await page.goto(`/${lang}/customer/my-profile`);
      await waitForScripts(page);
      const form = page.getByTestId('profile-form');
      const first = form.getByLabel(a.profile.firstName, { exact: true });
      const phone = form.getByLabel(a.profile.telephone, { exact: true });
      await expect(first).toHaveValue(account.firstName);
      await expect(phone).toHaveValue('+442079460001');
      await first.fill('');
      await first.blur();
      await expect(form.getByRole('alert')).toHaveText(m.validation.required);

      const newFirst = lang === 'th' ? 'มานะ' : 'Sam';
      await first.fill(newFirst);
      await phone.fill('+66 81 555 0101');
      await form.getByRole('button', { name: a.profile.save }).click();
      await expect(page.getByRole('status').filter({ hasText: a.profile.saved })).toBeVisible();
      await page.reload();
      await expect(form.getByLabel(a.profile.firstName, { exact: true })).toHaveValue(newFirst);
      await expect(form.getByLabel(a.profile.telephone, { exact: true })).toHaveValue('+66815550101');
      const kept = await magentoAccount(account.email, lang);
      expect(kept.firstname).toBe(newFirst);
      expect(kept.addresses).toEqual([expect.objectContaining({ telephone: '+66815550101', default_billing: true })]);
      await expect(page.getByRole('link', { name: a.profile.manage })).toHaveAttribute('href', `${signOnUrl}/${lang}/account`);
      await expectNoAxeViolations(page, `/${lang}/customer/my-profile on Magento`);
    });

    test('my newsletter: subscribe from the account, then unsubscribe', async ({ page }) => {
      const n = m.newsletter;
      const account = await createAccount(lang, 'magento-news');
      await signedInAt(page, lang, 'customer/my-newsletter', account);
      await expect(page.getByTestId('newsletter-state')).toHaveText(n.account.none);
      const form = page.getByTestId('newsletter-form-account');
      await expect(form.getByLabel(n.emailLabel, { exact: true })).toHaveValue(account.email);
      await form.getByRole('button', { name: n.account.subscribe }).click();
      await expect(form.getByRole('status')).toHaveText(n.outcomes.CONFIRMED);
      expect((await magentoAccount(account.email, lang)).is_subscribed).toBe(true);
      await expectNoAxeViolations(page, `/${lang}/customer/my-newsletter on Magento`);

      await page.reload();
      await waitForScripts(page);
      await expect(page.getByTestId('newsletter-state')).toHaveText(n.account.subscribed);
      await page.getByRole('button', { name: n.account.unsubscribe }).click();
      await expect(page.getByRole('status').filter({ hasText: n.outcomes.UNSUBSCRIBED })).toBeVisible();
      // Magento keeps only whether the customer is subscribed.
      await expect(page.getByTestId('newsletter-state')).toHaveText(n.account.none);
      expect((await magentoAccount(account.email, lang)).is_subscribed).toBe(false);
    });
  });
}
