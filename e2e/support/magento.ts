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
