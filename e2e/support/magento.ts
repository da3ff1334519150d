import { currencyOf, formatMoney, type Lang } from './services';

// The Magento stand-in the `magento` project's shop talks to (scripts/test-browser.mjs starts
// both): what a shopper should see is read from it, by Magento's own GraphQL, as the other
// specs read the engine's Shop API.

export const standInUrl = process.env.E2E_MAGENTO_STAND_IN_URL ?? 'http://localhost:3106';

/**
 * A token of the stand-in's admin user, whose token Login as Customer takes, signed in over
 * Magento's REST as the shop does (scripts/stack.mjs MAGENTO_STAND_IN_ADMIN).
 */
export async function magentoAdminToken(): Promise<string> {
  const res = await fetch(`${standInUrl}/rest/V1/integration/admin/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: process.env.MAGENTO_ADMIN_USERNAME || 'talat-dev-admin',
      password: process.env.MAGENTO_ADMIN_PASSWORD || 'talat-dev-admin-password',
    }),
  });
  const token: unknown = await res.json();
  if (!res.ok || typeof token !== 'string') throw new Error(`Magento stand-in: admin sign-in refused (${res.status})`);
  return token;
}

/** One call to the stand-in's GraphQL; `token` goes as the bearer (a customer's, or the admin user's). */
export async function magentoApi<T>(query: string, lang: Lang, variables: Record<string, unknown> = {}, token?: string): Promise<T> {
  const res = await fetch(`${standInUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      store: lang,
      'content-currency': currencyOf[lang],
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data) throw new Error(`Magento stand-in: ${body.errors?.map((e) => e.message).join('; ') ?? 'no data'}`);
  return body.data;
}

export interface MagentoTile {
  sku: string;
  name: string;
  url_key: string;
  price: number;
}

/** A category's products in Magento's order (`position`), or sorted. */
export async function magentoCategoryProducts(
  urlPath: string,
  lang: Lang,
  sort: Record<string, 'ASC' | 'DESC'> = { position: 'ASC' },
): Promise<{ name: string; total: number; tiles: MagentoTile[] }> {
  const { categories } = await magentoApi<{ categories: { items: { uid: string; name: string }[] } }>(
    'query ($path: String) { categories(filters: { url_path: { eq: $path } }) { items { uid name } } }',
    lang,
    { path: urlPath },
  );
  const category = categories.items[0];
  if (!category) throw new Error(`no category ${urlPath} in the stand-in`);
  const { products } = await magentoApi<{
    products: {
      total_count: number;
      items: Array<{ sku: string; name: string; url_key: string; price_range: { minimum_price: { final_price: { value: number } } } }>;
    };
  }>(
    'query ($uid: String, $sort: ProductAttributeSortInput) { products(filter: { category_uid: { eq: $uid } }, sort: $sort, pageSize: 48) { total_count items { sku name url_key price_range { minimum_price { final_price { value } } } } } }',
    lang,
    { uid: category.uid, sort },
  );
  return {
    name: category.name,
    total: products.total_count,
    tiles: products.items.map((p) => ({
      sku: p.sku,
      name: p.name,
      url_key: p.url_key,
      price: p.price_range.minimum_price.final_price.value,
    })),
  };
}

/** A price in major units as the storefront shows it in this language's currency. */
export const magentoMoney = (major: number, lang: Lang): string => formatMoney(Math.round(major * 100), currencyOf[lang], lang);

/**
 * A customer token for the customer with this email (Login as Customer, with the admin user's
 * token, as the shop signs its customers on); `revokeCustomerToken` ends it when done.
 */
export async function magentoCustomerToken(email: string, lang: Lang): Promise<string> {
  const { generateCustomerTokenAsAdmin } = await magentoApi<{ generateCustomerTokenAsAdmin: { customer_token: string } }>(
    'mutation ($email: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token } }',
    lang,
    { email },
    await magentoAdminToken(),
  );
  return generateCustomerTokenAsAdmin.customer_token;
}

/** Calls Magento as the customer with this email, then ends that token. */
async function asCustomer<T>(email: string, lang: Lang, call: (token: string) => Promise<T>): Promise<T> {
  const token = await magentoCustomerToken(email, lang);
  try {
    return await call(token);
  } finally {
    await magentoApi('mutation { revokeCustomerToken { result } }', lang, {}, token);
  }
}

export interface MagentoAddress {
  street: string[];
  telephone: string;
  city: string;
  region: { region: string | null } | null;
  default_billing: boolean;
  default_shipping: boolean;
}

/** What Magento holds for this customer's account: profile, addresses, newsletter flag, order numbers (every store view's). */
export function magentoAccount(email: string, lang: Lang) {
  return asCustomer(email, lang, async (token) => {
    const { customer } = await magentoApi<{
      customer: { firstname: string; is_subscribed: boolean; addresses: MagentoAddress[]; orders: { items: { number: string }[] } };
    }>(
      '{ customer { firstname is_subscribed addresses { street telephone city region { region } default_billing default_shipping } orders(scope: WEBSITE) { items { number } } } }',
      lang,
      {},
      token,
    );
    return customer;
  });
}

/** Adds addresses to a Magento customer's address book, as createCustomerAddress takes them. */
export function addMagentoAddresses(email: string, lang: Lang, addresses: Record<string, unknown>[]): Promise<void> {
  return asCustomer(email, lang, async (token) => {
    for (const input of addresses)
      await magentoApi('mutation ($input: CustomerAddressInput!) { createCustomerAddress(input: $input) { id } }', lang, { input }, token);
  });
}

/** What Magento holds for the customer with this email: their name and their cart's lines (through Login as Customer). */
export async function magentoCustomer(
  email: string,
  lang: Lang,
): Promise<{ firstname: string; lastname: string; lines: { sku: string; quantity: number }[] }> {
  const { generateCustomerTokenAsAdmin } = await magentoApi<{ generateCustomerTokenAsAdmin: { customer_token: string } }>(
    'mutation ($email: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $email }) { customer_token } }',
    lang,
    { email },
    await magentoAdminToken(),
  );
  const token = generateCustomerTokenAsAdmin.customer_token;
  const { customer, customerCart } = await magentoApi<{
    customer: { firstname: string; lastname: string };
    customerCart: { items: { quantity: number; product: { sku: string } }[] };
  }>('{ customer { firstname lastname } customerCart { items { quantity product { sku } } } }', lang, {}, token);
  await magentoApi('mutation { revokeCustomerToken { result } }', lang, {}, token);
  return { ...customer, lines: customerCart.items.map((i) => ({ sku: i.product.sku, quantity: i.quantity })) };
}

/**
 * Ships a Magento order as the shop would (the admin's "Ship" with a tracking number under
 * "Custom Value", the carrier's name as its title): Magento's REST as the admin user, finding the
 * order's id by its number (`GET /V1/orders`), then `POST /V1/order/{id}/ship` with the track.
 */
export async function shipMagentoOrder(number: string, track: { title: string; trackingNumber: string }): Promise<void> {
  const token = await magentoAdminToken();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const f = 'searchCriteria[filter_groups][0][filters][0]';
  const query = new URLSearchParams({ [`${f}[field]`]: 'increment_id', [`${f}[value]`]: number, [`${f}[condition_type]`]: 'eq' });
  const found = await fetch(`${standInUrl}/rest/V1/orders?${query.toString()}`, { headers });
  const { items } = (await found.json()) as { items?: { entity_id: number; increment_id: string }[] };
  const order = items?.find((o) => o.increment_id === number);
  if (!order) throw new Error(`Magento stand-in: no order ${number} (${found.status})`);
  const shipped = await fetch(`${standInUrl}/rest/V1/order/${order.entity_id}/ship`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ notify: true, tracks: [{ track_number: track.trackingNumber, title: track.title, carrier_code: 'custom' }] }),
  });
  if (!shipped.ok) throw new Error(`Magento stand-in: shipping ${number} refused (${shipped.status}): ${await shipped.text()}`);
}
