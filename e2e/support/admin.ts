// The engine's Admin API, as a shop's staff would change the catalogue.
import { commerceUrl } from './services';

async function adminRequest<T>(
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<{ data: T; token: string | null }> {
  const res = await fetch(`${commerceUrl}/admin-api`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const json = (await res.json()) as { data: T; errors?: unknown };
  if (json.errors) throw new Error(`admin api: ${JSON.stringify(json.errors)}`);
  return { data: json.data, token: res.headers.get('vendure-auth-token') };
}

export async function adminLogin(): Promise<string> {
  const { token } = await adminRequest(
    'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { ... on CurrentUser { id } } }',
    { u: process.env.SUPERADMIN_USERNAME ?? 'superadmin', p: process.env.SUPERADMIN_PASSWORD ?? 'superadmin' },
  );
  if (!token) throw new Error('admin login gave no token');
  return token;
}

/**
 * Sets one variant's price in one currency (minor units, tax included as the channel enters it);
 * answers the price it had, so a test can put it back.
 */
export async function setVariantPrice(token: string, sku: string, currencyCode: string, price: number): Promise<number> {
  const { data } = await adminRequest<{ productVariants: { items: { id: string; prices: { currencyCode: string; price: number }[] }[] } }>(
    'query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id prices { currencyCode price } } } }',
    { sku },
    token,
  );
  const variant = data.productVariants.items[0];
  if (!variant) throw new Error(`no variant ${sku}`);
  const previous = variant.prices.find((p) => p.currencyCode === currencyCode)?.price;
  if (previous === undefined) throw new Error(`variant ${sku} has no ${currencyCode} price`);
  await adminRequest(
    'mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }',
    { input: [{ id: variant.id, prices: [{ currencyCode, price }] }] },
    token,
  );
  return previous;
}

export interface AdminOrder {
  code: string;
  state: string;
  /** Before and with tax, in minor units. */
  total: number;
  totalWithTax: number;
  currencyCode: string;
  payments: { method: string; state: string; amount: number }[];
}

/** The placed orders of guests with this (test-unique) last name; active carts are left out. */
export async function ordersByLastName(token: string, lastName: string): Promise<AdminOrder[]> {
  const { data } = await adminRequest<{ orders: { items: (AdminOrder & { active: boolean })[] } }>(
    'query($name: String!) { orders(options: { filter: { customerLastName: { eq: $name } }, take: 50 }) { items { code state active total totalWithTax currencyCode payments { method state amount } } } }',
    { name: lastName },
    token,
  );
  return data.orders.items.filter((o) => !o.active);
}

/** A new gift card issued by staff (฿1,000 / £25 unless told), so tests never share a balance. */
export async function createGiftCard(token: string, balance: { THB: number; GBP: number } = { THB: 100_000, GBP: 2_500 }): Promise<string> {
  const { data } = await adminRequest<{ createGiftCard: { code: string } }>(
    'mutation($input: CreateGiftCardInput!) { createGiftCard(input: $input) { code } }',
    { input: { balanceThb: balance.THB, balanceGbp: balance.GBP } },
    token,
  );
  return data.createGiftCard.code;
}

/** Sets a variant's stock on hand (as a stock take would); answers what it was. */
export async function setStock(token: string, sku: string, stockOnHand: number): Promise<number> {
  const { data } = await adminRequest<{ productVariants: { items: { id: string; stockOnHand: number }[] } }>(
    'query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id stockOnHand } } }',
    { sku },
    token,
  );
  const id = data.productVariants.items[0]?.id;
  if (!id) throw new Error(`no variant ${sku}`);
  await adminRequest(
    'mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id } }',
    { input: [{ id, stockOnHand }] },
    token,
  );
  return data.productVariants.items[0]!.stockOnHand;
}

/** An order's amounts as the engine holds them (minor units, tax included unless said). */
export interface EngineOrderAmounts {
  code: string;
  active: boolean;
  state: string;
  currencyCode: string;
  couponCodes: string[];
  /** Lines after discounts. */
  subTotalWithTax: number;
  shippingWithTax: number;
  totalWithTax: number;
  /** Negative amounts. */
  discounts: { description: string; amountWithTax: number }[];
  taxSummary: { description: string; taxRate: number; taxTotal: number }[];
  lines: { sku: string; quantity: number; unitPriceWithTax: number; linePriceWithTax: number }[];
  shippingLines: { code: string; priceWithTax: number }[];
  payments: { method: string; state: string; amount: number }[];
}

/** One order (active cart or placed) by its code. */
export async function engineOrder(token: string, code: string): Promise<EngineOrderAmounts> {
  type Raw = Omit<EngineOrderAmounts, 'lines' | 'shippingLines'> & {
    lines: { quantity: number; unitPriceWithTax: number; linePriceWithTax: number; productVariant: { sku: string } }[];
    shippingLines: { priceWithTax: number; shippingMethod: { code: string } }[];
  };
  const { data } = await adminRequest<{ orders: { items: Raw[] } }>(
    `query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items {
      code active state currencyCode couponCodes subTotalWithTax shippingWithTax totalWithTax
      discounts { description amountWithTax }
      taxSummary { description taxRate taxTotal }
      lines { quantity unitPriceWithTax linePriceWithTax productVariant { sku } }
      shippingLines { priceWithTax shippingMethod { code } }
      payments { method state amount }
    } } }`,
    { code },
    token,
  );
  const raw = data.orders.items[0];
  if (!raw) throw new Error(`no order ${code}`);
  return {
    ...raw,
    lines: raw.lines.map((l) => ({
      sku: l.productVariant.sku,
      quantity: l.quantity,
      unitPriceWithTax: l.unitPriceWithTax,
      linePriceWithTax: l.linePriceWithTax,
    })),
    shippingLines: raw.shippingLines.map((s) => ({ code: s.shippingMethod.code, priceWithTax: s.priceWithTax })),
  };
}

/** Who an order belongs to in the engine: the customer's email and whether they have an account (a user). */
export async function orderCustomer(token: string, code: string): Promise<{ emailAddress: string; hasUser: boolean } | null> {
  const { data } = await adminRequest<{ orders: { items: { customer: { emailAddress: string; user: { id: string } | null } | null }[] } }>(
    'query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { customer { emailAddress user { id } } } } }',
    { code },
    token,
  );
  const customer = data.orders.items[0]?.customer;
  return customer ? { emailAddress: customer.emailAddress, hasUser: customer.user !== null } : null;
}

/** A customer's engine id by email (the customer exists once they signed on). */
async function customerId(token: string, email: string): Promise<string> {
  const { data } = await adminRequest<{ customers: { items: { id: string }[] } }>(
    'query($email: String!) { customers(options: { filter: { emailAddress: { eq: $email } } }) { items { id } } }',
    { email },
    token,
  );
  const id = data.customers.items[0]?.id;
  if (!id) throw new Error(`no customer ${email}`);
  return id;
}

/** Staff add loyalty points to a customer (found by email); answers the balance after. */
export async function grantLoyaltyPoints(token: string, email: string, points: number): Promise<number> {
  const id = await customerId(token, email);
  const adjusted = await adminRequest<{ adjustLoyaltyPoints: { points: number } }>(
    'mutation($id: ID!, $points: Int!) { adjustLoyaltyPoints(customerId: $id, points: $points) { points } }',
    { id, points },
    token,
  );
  return adjusted.data.adjustLoyaltyPoints.points;
}

/** A newsletter subscription as the engine keeps it (among the 200 newest), or undefined. */
export async function newsletterSubscription(
  token: string,
  email: string,
): Promise<{ status: string; source: string; languageCode: string } | undefined> {
  const { data } = await adminRequest<{
    newsletterSubscriptions: { items: { emailAddress: string; status: string; source: string; languageCode: string }[] };
  }>('query { newsletterSubscriptions(take: 200) { items { emailAddress status source languageCode } } }', {}, token);
  return data.newsletterSubscriptions.items.find((s) => s.emailAddress === email);
}

export interface SavedAddressInput {
  fullName: string;
  streetLine1: string;
  streetLine2?: string;
  city: string;
  province?: string;
  postalCode: string;
  countryCode: string;
  phoneNumber: string;
  defaultShippingAddress?: boolean;
}

/** Adds addresses to a customer's address book (by email; the customer exists once they signed on). */
export async function addCustomerAddresses(token: string, email: string, addresses: SavedAddressInput[]): Promise<void> {
  const id = await customerId(token, email);
  for (const input of addresses) {
    await adminRequest(
      'mutation($id: ID!, $input: CreateAddressInput!) { createCustomerAddress(customerId: $id, input: $input) { id } }',
      { id, input },
      token,
    );
  }
}

/** A coupon's promotion name per language, as the shop's staff entered it. */
export async function promotionNames(token: string, couponCode: string): Promise<Record<string, string>> {
  const { data } = await adminRequest<{ promotions: { items: { translations: { languageCode: string; name: string }[] }[] } }>(
    'query($code: String!) { promotions(options: { filter: { couponCode: { eq: $code } } }) { items { translations { languageCode name } } } }',
    { code: couponCode },
    token,
  );
  const promotion = data.promotions.items[0];
  if (!promotion) throw new Error(`no promotion with the coupon ${couponCode}`);
  return Object.fromEntries(promotion.translations.map((t) => [t.languageCode, t.name]));
}

export interface RedirectRuleInput {
  source: string;
  target: string;
  status: '301' | '302' | null;
  external: boolean;
}

/** The redirect rules saved on Global settings (Settings > Global settings in the Admin). */
export async function redirectRules(token: string): Promise<RedirectRuleInput[]> {
  const { data } = await adminRequest<{ globalSettings: { customFields: { urlRedirects: RedirectRuleInput[] | null } } }>(
    'query { globalSettings { customFields { urlRedirects { source target status external } } } }',
    {},
    token,
  );
  return data.globalSettings.customFields.urlRedirects ?? [];
}

/** Saves the redirect rules as the Admin's form does; throws with the engine's message when refused. */
export async function saveRedirectRules(token: string, rules: RedirectRuleInput[]): Promise<void> {
  await adminRequest(
    'mutation($rules: [GlobalSettingsUrlRedirectsStructInput!]) { updateGlobalSettings(input: { customFields: { urlRedirects: $rules } }) { ... on GlobalSettings { id } } }',
    { rules: rules.map(({ source, target, status, external }) => ({ source, target, status, external })) },
    token,
  );
}

/** An order's payments as staff see them (any state of the order): each provider's reference is its transaction id. */
export async function paymentsOfOrder(
  token: string,
  code: string,
): Promise<{ state: string; payments: { method: string; state: string; amount: number; transactionId: string | null }[] }> {
  const { data } = await adminRequest<{
    orders: { items: { state: string; payments: { method: string; state: string; amount: number; transactionId: string | null }[] }[] };
  }>(
    'query($code: String!) { orders(options: { filter: { code: { eq: $code } }, take: 1 }) { items { state payments { method state amount transactionId } } } }',
    { code },
    token,
  );
  const order = data.orders.items[0];
  if (!order) throw new Error(`no order ${code}`);
  return order;
}

/** What staff type for a new product: names and slug per language, one variant's SKU, its THB price (minor units). */
export interface NewProductInput {
  slug: string;
  sku: string;
  name: { en: string; th: string };
  priceThb: number;
}

/**
 * Creates an enabled product with one variant priced in THB only, as the Admin's variant form
 * does (its `price` is the channel's default currency); answers its id, to delete it afterwards.
 */
export async function createThbOnlyProduct(token: string, input: NewProductInput): Promise<{ productId: string; variantId: string }> {
  const { data } = await adminRequest<{ createProduct: { id: string } }>(
    'mutation($input: CreateProductInput!) { createProduct(input: $input) { id } }',
    {
      input: {
        enabled: true,
        translations: [
          { languageCode: 'en', name: input.name.en, slug: input.slug, description: `<p>${input.name.en}</p>` },
          { languageCode: 'th', name: input.name.th, slug: input.slug, description: `<p>${input.name.th}</p>` },
        ],
      },
    },
    token,
  );
  const productId = data.createProduct.id;
  const { data: variants } = await adminRequest<{ createProductVariants: { id: string; prices: { currencyCode: string }[] }[] }>(
    'mutation($input: [CreateProductVariantInput!]!) { createProductVariants(input: $input) { id prices { currencyCode } } }',
    {
      input: [
        {
          productId,
          sku: input.sku,
          translations: [
            { languageCode: 'en', name: input.name.en },
            { languageCode: 'th', name: input.name.th },
          ],
          price: input.priceThb,
          stockOnHand: 100,
        },
      ],
    },
    token,
  );
  const variant = variants.createProductVariants[0];
  if (!variant) throw new Error(`no variant created for ${input.slug}`);
  return { productId, variantId: variant.id };
}

/** The currencies of the channel a variant has no price of its own in (the Admin API's word). */
export async function missingPriceCurrencies(token: string, variantId: string): Promise<string[]> {
  const { data } = await adminRequest<{ productVariant: { missingPriceCurrencies: string[] } | null }>(
    'query($id: ID!) { productVariant(id: $id) { missingPriceCurrencies } }',
    { id: variantId },
    token,
  );
  if (!data.productVariant) throw new Error(`no variant ${variantId}`);
  return data.productVariant.missingPriceCurrencies;
}

/** Deletes a product a test created (soft delete, as the Admin does). */
export async function deleteProduct(token: string, productId: string): Promise<void> {
  await adminRequest('mutation($id: ID!) { deleteProduct(id: $id) { result } }', { id: productId }, token);
}

export interface CustomerConsentFields {
  consentAt: string | null;
  consentNoticeVersion: number | null;
  consentAnalytics: boolean | null;
  consentMarketing: boolean | null;
}

/** A customer's last cookie choice as the engine recorded it (the consent plugin's Customer fields). */
export async function customerConsent(token: string, email: string): Promise<CustomerConsentFields> {
  const id = await customerId(token, email);
  const { data } = await adminRequest<{ customer: { customFields: CustomerConsentFields } }>(
    'query($id: ID!) { customer(id: $id) { customFields { consentAt consentNoticeVersion consentAnalytics consentMarketing } } }',
    { id },
    token,
  );
  return data.customer.customFields;
}

export interface ShipmentInput {
  /** A carrier's code of the store config's table (`kerry-express`, `royal-mail`, ...). */
  carrier: string;
  trackingCode: string;
  /** ISO date (YYYY-MM-DD), or none. */
  expectedDelivery?: string;
}

/**
 * What the shop manager does in the Admin for a cheque order that has arrived: settles the payment,
 * adds a fulfilment of every line with the carrier and tracking number (the `talat-carrier`
 * handler's form) and marks it shipped, which sends the customer the shipping email.
 */
export async function shipOrder(token: string, code: string, shipment: ShipmentInput): Promise<void> {
  const { data } = await adminRequest<{
    orders: { items: { lines: { id: string; quantity: number }[]; payments: { id: string; state: string }[] }[] };
  }>(
    'query($code: String!) { orders(options: { filter: { code: { eq: $code } } }) { items { lines { id quantity } payments { id state } } } }',
    { code },
    token,
  );
  const order = data.orders.items[0];
  if (!order) throw new Error(`no order ${code}`);
  for (const payment of order.payments.filter((p) => p.state === 'Authorized')) {
    await adminRequest(
      'mutation($id: ID!) { settlePayment(id: $id) { ... on Payment { state } ... on ErrorResult { message } } }',
      { id: payment.id },
      token,
    );
  }
  const args = [
    { name: 'carrier', value: shipment.carrier },
    { name: 'trackingCode', value: shipment.trackingCode },
    ...(shipment.expectedDelivery ? [{ name: 'expectedDelivery', value: `${shipment.expectedDelivery}T00:00:00.000Z` }] : []),
  ];
  const added = await adminRequest<{ addFulfillmentToOrder: { id?: string; message?: string } }>(
    'mutation($input: FulfillOrderInput!) { addFulfillmentToOrder(input: $input) { ... on Fulfillment { id } ... on ErrorResult { message } } }',
    {
      input: {
        lines: order.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity })),
        handler: { code: 'talat-carrier', arguments: args },
      },
    },
    token,
  );
  const id = added.data.addFulfillmentToOrder.id;
  if (!id) throw new Error(`fulfilment of ${code} refused: ${added.data.addFulfillmentToOrder.message}`);
  const shipped = await adminRequest<{ transitionFulfillmentToState: { state?: string; message?: string } }>(
    'mutation($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { ... on Fulfillment { state } ... on ErrorResult { message } } }',
    { id },
    token,
  );
  if (shipped.data.transitionFulfillmentToState.state !== 'Shipped') {
    throw new Error(`fulfilment of ${code} not shipped: ${shipped.data.transitionFulfillmentToState.message}`);
  }
}

/** The back-in-stock requests staff see for one variant (by SKU): who still waits, and in which state. */
export async function stockAlertsOf(token: string, sku: string): Promise<{ emailAddress: string; status: string; languageCode: string }[]> {
  const { data: found } = await adminRequest<{ productVariants: { items: { id: string }[] } }>(
    'query($sku: String!) { productVariants(options: { filter: { sku: { eq: $sku } } }) { items { id } } }',
    { sku },
    token,
  );
  const id = found.productVariants.items[0]?.id;
  if (!id) throw new Error(`no variant ${sku}`);
  const { data } = await adminRequest<{ stockAlerts: { items: { emailAddress: string; status: string; languageCode: string }[] } }>(
    'query($id: ID!) { stockAlerts(productVariantId: $id, take: 200) { items { emailAddress status languageCode } } }',
    { id },
    token,
  );
  return data.stockAlerts.items;
}

/** Sets a variant's own prices (minor units) and deletes those of the currencies in `remove`, as the Admin's price list does. */
export async function setVariantPrices(
  token: string,
  variantId: string,
  prices: { currencyCode: string; price: number }[],
  remove: string[] = [],
): Promise<string[]> {
  const { data } = await adminRequest<{ updateProductVariants: { prices: { currencyCode: string }[] }[] }>(
    'mutation($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { prices { currencyCode } } }',
    {
      input: [
        {
          id: variantId,
          prices: [...prices, ...remove.map((currencyCode) => ({ currencyCode, price: 0, delete: true }))],
        },
      ],
    },
    token,
  );
  return (data.updateProductVariants[0]?.prices ?? []).map((p) => p.currencyCode).sort();
}
