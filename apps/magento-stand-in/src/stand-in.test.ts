import * as g from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import { createConnector } from '@talat/commerce';
import { MAGENTO_OPERATIONS } from '@talat/commerce/magento/operations';
import { loadStoreSchema } from '@talat/commerce/magento/contract/reference-schema';
import { createSchemaFetch } from '@talat/commerce/magento/contract/schema-fetch';
import { createCustomers } from './customers';
import { createRoot } from './root';
import { standInSchema } from './schema';

/**
 * The stand-in answers the Magento connector on its own schema, a part of Magento's (checked here
 * against the reference, read in place): every request valid, every answer of its shape.
 */
let reference: g.GraphQLSchema;
beforeAll(async () => {
  reference = await loadStoreSchema();
});

const ADMIN = { username: 'talat-dev-admin', password: 'talat-dev-admin-password' };

function setup({ admin }: { admin?: typeof ADMIN } = {}) {
  const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/', admin: ADMIN });
  const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest);
  const connector = createConnector({
    backend: 'magento',
    graphqlUrl: 'http://localhost:3004/graphql',
    fetch: wire.fetch,
    ...(admin ? { admin } : {}),
  });
  /** The admin user's token, as Magento's REST admin sign-in gives it. */
  async function adminToken(login: { username: string; password: string } = ADMIN): Promise<{ status: number; body: unknown }> {
    const res = await wire.fetch('http://localhost:3004/rest/V1/integration/admin/token', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(login),
    });
    return { status: res.status, body: await res.json() };
  }
  /** One raw GraphQL call, as Magento answers it (data and errors). */
  async function call(query: string, variables: Record<string, unknown> = {}, token?: string) {
    const res = await wire.fetch('http://localhost:3004/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as { data?: Record<string, any> | null; errors?: { message: string; extensions: { category: string } }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- any answer
  }
  return { wire, connector, call, adminToken };
}

/** How a type differs from Magento's: [] when every field, argument and value is Magento's own. */
function differences(own: g.GraphQLNamedType, theirs: g.GraphQLNamedType | undefined): string[] {
  if (!theirs) return [`${own.name} is not in Magento's schema`];
  if (own.constructor !== theirs.constructor) return [`${own.name} is another kind of type in Magento's schema`];
  const out: string[] = [];
  if (g.isObjectType(own) || g.isInterfaceType(own)) {
    const their = (theirs as g.GraphQLObjectType).getFields();
    for (const field of Object.values(own.getFields())) {
      const match = their[field.name];
      if (!match) out.push(`${own.name}.${field.name} is not Magento's`);
      else if (String(match.type) !== String(field.type))
        out.push(`${own.name}.${field.name}: ${String(field.type)}, Magento's is ${String(match.type)}`);
      else {
        for (const arg of field.args) {
          const theirArg = match.args.find((a) => a.name === arg.name);
          if (String(theirArg?.type) !== String(arg.type) || theirArg?.defaultValue !== arg.defaultValue)
            out.push(`${own.name}.${field.name}(${arg.name}) differs from Magento's`);
        }
        for (const arg of match.args)
          if (g.isNonNullType(arg.type) && !field.args.some((a) => a.name === arg.name))
            out.push(`${own.name}.${field.name} lacks Magento's required ${arg.name}`);
      }
    }
  } else if (g.isInputObjectType(own)) {
    const their = (theirs as g.GraphQLInputObjectType).getFields();
    const mine = own.getFields();
    if (Object.keys(mine).sort().join() !== Object.keys(their).sort().join()) out.push(`${own.name}'s fields differ from Magento's`);
    for (const field of Object.values(mine))
      if (String(their[field.name]?.type) !== String(field.type)) out.push(`${own.name}.${field.name} differs from Magento's`);
  } else if (g.isEnumType(own)) {
    if (
      own
        .getValues()
        .map((v) => v.name)
        .join() !==
      (theirs as g.GraphQLEnumType)
        .getValues()
        .map((v) => v.name)
        .join()
    )
      out.push(`${own.name}'s values differ from Magento's`);
  } else if (g.isUnionType(own)) {
    if (
      own
        .getTypes()
        .map((t) => t.name)
        .join() !==
      (theirs as g.GraphQLUnionType)
        .getTypes()
        .map((t) => t.name)
        .join()
    )
      out.push(`${own.name}'s members differ from Magento's`);
  }
  return out;
}

describe("the stand-in's schema", () => {
  it("is a part of Magento's: every type, field, argument and value as Magento has it", () => {
    const own = Object.values(standInSchema().getTypeMap()).filter((t) => !t.name.startsWith('__'));
    expect(own.length).toBeGreaterThan(100);
    expect(own.flatMap((t) => differences(t, reference.getType(t.name)))).toEqual([]);
  });

  it('takes every operation of the Magento connector', () => {
    for (const [name, document] of Object.entries(MAGENTO_OPERATIONS))
      expect(
        g.validate(standInSchema(), g.parse(document!)).map((e) => e.message),
        name,
      ).toEqual([]);
  });

  it("sees a field that is not Magento's", () => {
    const edited = g.buildSchema('type Query { products(pageSize: Int = 20): Products } type Products { total_count: String }');
    expect(differences(edited.getType('Products')!, reference.getType('Products'))).toEqual([
      "Products.total_count: String, Magento's is Int",
    ]);
  });
});

describe('the Magento stand-in', () => {
  it('serves the demo catalogue in both languages and currencies', async () => {
    const { wire, connector } = setup();
    const th = { locale: 'th' as const, currency: 'THB' };
    const en = { locale: 'en' as const, currency: 'GBP' };
    expect((await connector.getCategories(th)).map((c) => c.name)).toContain('ชุดแข่ง');
    const kits = (await connector.getCategories(en)).find((c) => c.url_path === 'kits')!;
    expect(kits.children.map((c) => c.url_path)).toEqual(['kits/home-kit', 'kits/away-kit', 'kits/third-kit', 'kits/goalkeeper-kit']);
    const route = await connector.resolveRoute(en, 'kits/home-kit');
    expect(route).toMatchObject({ type: 'CATEGORY', url_path: 'kits/home-kit' });
    const list = await connector.getProducts(en, { categoryUid: (route as { uid: string }).uid, pageSize: 4 });
    expect(list.items[0]).toMatchObject({
      sku: 'TFC-H25-SHIRT',
      name: 'Home Shirt 2025/26',
      price_range: { minimum_price: { final_price: { value: 64.99, currency: 'GBP' } } },
    });
    expect(list.aggregations.map((a) => a.code)).toEqual(expect.arrayContaining(['size', 'colour']));
    const shirt = await connector.getProductDetails(th, { uid: 'TFC-H25-SHIRT' });
    expect(shirt).toMatchObject({
      name: 'เสื้อเหย้า 2025/26',
      kind: 'configurable',
      price_range: { minimum_price: { final_price: { value: 2290, currency: 'THB' } } },
    });
    expect(shirt!.variants.map((v) => v.sku)).toEqual([
      'TFC-H25-SHIRT-S',
      'TFC-H25-SHIRT-M',
      'TFC-H25-SHIRT-L',
      'TFC-H25-SHIRT-XL',
      'TFC-H25-SHIRT-XXL',
    ]);
    expect((await connector.getProductReviews(th, { uid: 'TFC-H25-SHIRT' })).total_count).toBeGreaterThan(0);
    expect((await connector.searchProducts(th, { search: 'เสื้อเหย้า' })).items.map((p) => p.sku)).toContain('TFC-H25-SHIRT');
    expect(await connector.resolveRoute(en, 'home-kit-2024')).toEqual({
      type: 'REDIRECT',
      status: 301,
      target: '/kits/home-kit',
      external: false,
    });
    expect(await connector.resolveRoute(en, 'sale')).toEqual({
      type: 'REDIRECT',
      status: 302,
      target: '/shop-all?sort=price-low-to-high',
      external: false,
    });
    expect(await connector.resolveRoute(en, 'no-such-page')).toBeNull();
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('sells a simple product by its SKU and a bundle with an option of each of its items, as Magento asks', async () => {
    const { connector } = setup();
    const en = { locale: 'en' as const, currency: 'GBP' };
    const mug = await connector.getProductDetails(en, { uid: 'TFC-MUG' });
    expect(mug!.variants).toHaveLength(1);
    const bundle = await connector.getProductDetails(en, { uid: 'TFC-H25-BUNDLE' });
    expect(bundle!.kind).toBe('bundle');
    expect(bundle!.variants).toHaveLength(1);
    const added = await connector.addCartItems(en, {
      items: [
        { variantUid: mug!.variants[0]!.uid, quantity: 1 },
        { variantUid: bundle!.variants[0]!.uid, quantity: 1 },
      ],
    });
    expect(added).toMatchObject({ ok: true, cart: { total_quantity: 2 } });
    // A bundle without its options is refused, as Magento refuses it.
    const bare = await connector.addCartItems(en, { items: [{ variantUid: 'TFC-H25-BUNDLE', quantity: 1 }] });
    expect(bare.ok).toBe(false);
  });

  it('prints a name and number with the shirt’s customizable options, priced on the line, in Magento’s words when refused', async () => {
    const { wire, connector, call } = setup();
    const en = { locale: 'en' as const, currency: 'GBP' };
    const shirt = await connector.getProductDetails(en, { uid: 'TFC-H25-SHIRT' });
    expect(shirt!.personalisation).toEqual({ price: { value: 15, currency: 'GBP' }, is_fixed_price: true });
    expect((await connector.getProductDetails(en, { uid: 'TFC-MUG' }))!.personalisation).toBeNull();
    const m = shirt!.variants.find((v) => v.sku === 'TFC-H25-SHIRT-M')!;
    const added = await connector.addCartItems(en, {
      items: [{ variantUid: m.uid, quantity: 1, personalisation: { name: 'SOMCHAI', number: '10' } }],
    });
    expect(added).toMatchObject({
      ok: true,
      cart: {
        items: [
          {
            prices: { price: { value: 79.99 }, row_total_including_tax: { value: 79.99 } },
            personalisation_options: [
              { type: 'name', value: 'SOMCHAI', price: { value: 15, currency: 'GBP' } },
              { type: 'number', value: '10', price: { value: 0, currency: 'GBP' } },
            ],
          },
        ],
        prices: { subtotal_including_tax: { value: 79.99 } },
      },
    });
    const ctx = { ...en, customerToken: added.sessionToken };
    // The same print adds to its line; another print, or none, is a line of its own (as Magento).
    await connector.addCartItems(ctx, { items: [{ variantUid: m.uid, quantity: 1, personalisation: { name: 'SOMCHAI', number: '10' } }] });
    const again = await connector.addCartItems(ctx, { items: [{ variantUid: m.uid, quantity: 1, personalisation: { number: '7' } }] });
    const plain = await connector.addCartItems(ctx, { items: [{ variantUid: m.uid, quantity: 1 }] });
    expect(again.ok && plain.ok).toBe(true);
    const lines = plain.ok ? plain.cart.items : [];
    expect(lines.map((l) => [l.quantity, l.prices.price.value, l.personalisation_options.map((o) => o.value).join(' ')])).toEqual([
      [2, 79.99, 'SOMCHAI 10'],
      [1, 64.99, '7'],
      [1, 64.99, ''],
    ]);
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);

    // Magento's own refusals: a text longer than the field's maximum, an option the product lacks.
    const { data } = await call('mutation { createEmptyCart }');
    const options = await call(
      '{ products(filter: { sku: { eq: "TFC-H25-SHIRT" } }) { items { ... on CustomizableProductInterface { options { title ... on CustomizableFieldOption { value { uid sku max_characters } } } } } } }',
    );
    const fields = options.data!.products.items[0].options as {
      title: string;
      value: { uid: string; sku: string; max_characters: number };
    }[];
    expect(fields.map((o) => [o.title, o.value.sku, o.value.max_characters])).toEqual([
      ['Name', 'name', 36],
      ['Number', 'number', 2],
    ]);
    const number = fields[1]!.value.uid;
    const tooLong = await call(
      'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { code message } cart { total_quantity } } }',
      {
        id: data!.createEmptyCart,
        items: [
          { sku: 'TFC-H25-SHIRT', quantity: 1, selected_options: [m.uid.split('|')[1]], entered_options: [{ uid: number, value: '100' }] },
        ],
      },
    );
    expect(tooLong.data!.addProductsToCart).toEqual({
      user_errors: [{ code: 'UNDEFINED', message: 'The text is too long. Shorten the text and try again.' }],
      cart: { total_quantity: 0 },
    });
    const foreign = await call(
      'mutation ($id: String!, $items: [CartItemInput!]!) { addProductsToCart(cartId: $id, cartItems: $items) { user_errors { message } } }',
      { id: data!.createEmptyCart, items: [{ sku: 'TFC-MUG', quantity: 1, entered_options: [{ uid: number, value: '10' }] }] },
    );
    expect(foreign.data!.addProductsToCart.user_errors).toEqual([
      { message: "The product's required option(s) weren't entered. Make sure the options are entered and try again." },
    ]);
  });

  it('takes a guest from an empty cart to an order paid by cheque', async () => {
    const { wire, connector } = setup();
    const th = { locale: 'th' as const, currency: 'THB' };
    const shirt = await connector.getProductDetails(th, { uid: 'TFC-H25-SHIRT' });
    const m = shirt!.variants.find((v) => v.sku === 'TFC-H25-SHIRT-M')!;
    const added = await connector.addCartItems(th, { items: [{ variantUid: m.uid, quantity: 2 }] });
    expect(added).toMatchObject({ ok: true, cart: { total_quantity: 2, prices: { grand_total: { value: 4580, currency: 'THB' } } } });
    const ctx = { ...th, customerToken: added.sessionToken };
    expect(await connector.applyCoupon(ctx, { code: 'EXPIRED5' })).toMatchObject({ ok: false, error: { code: 'COUPON_INVALID' } });
    expect(await connector.applyCoupon(ctx, { code: 'WELCOME10' })).toMatchObject({
      ok: true,
      cart: { prices: { grand_total: { value: 4122 } } },
    });
    expect(await connector.addCartItems(ctx, { items: [{ variantUid: m.uid, quantity: 1000 }] })).toMatchObject({
      ok: false,
      error: { code: 'OUT_OF_STOCK' },
      cart: { total_quantity: 2 },
    });
    await connector.setGuestEmail(ctx, { email: 'somchai@example.com' });
    await connector.setShippingAddress(ctx, {
      address: {
        firstname: 'สมชาย',
        lastname: 'ใจดี',
        street: ['1 ถนนสีลม', 'สีลม'],
        city: 'บางรัก',
        region: 'กรุงเทพมหานคร',
        postcode: '10500',
        country_code: 'TH',
        telephone: '0812345678',
      },
    });
    const { methods } = await connector.getShippingMethods(ctx);
    expect(methods.map((x) => x.method_code)).toEqual(['standard-th', 'express-th']);
    expect(await connector.setShippingMethod(ctx, { uid: methods[0]!.uid })).toMatchObject({
      ok: true,
      cart: { prices: { grand_total: { value: 4172 } } },
    });
    await connector.setBillingAddress(ctx, { same_as_shipping: true });
    expect((await connector.getPaymentMethods(ctx)).methods).toEqual([
      expect.objectContaining({ code: 'checkmo', kind: 'cheque', title: 'เช็ค / ธนาณัติ' }),
    ]);
    const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
    expect(placed).toMatchObject({
      ok: true,
      order: { number: '000000001', payment_kind: 'cheque', prices: { grand_total: { value: 4172 } } },
    });
    expect(await connector.getCart(ctx)).toEqual({ cart: null });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });
});

describe('customers on the Magento stand-in', () => {
  const en = { locale: 'en' as const, currency: 'GBP' };
  const claims = (email: string) => ({ sub: `acc-${email}`, email, email_verified: true, given_name: 'Dao', family_name: 'Test' });
  const TOKEN_AS_ADMIN = 'mutation ($e: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $e }) { customer_token } }';

  it('signs a new shopper on: the account created, a customer token, the guest cart merged, a checkout by cheque as the customer', async () => {
    const { wire, connector } = setup({ admin: ADMIN });
    const mug = await connector.getProductDetails(en, { uid: 'TFC-MUG' });
    const guest = await connector.addCartItems(en, { items: [{ variantUid: mug!.variants[0]!.uid, quantity: 2 }] });
    const signedIn = await connector.signIn(
      { ...en, customerToken: guest.sessionToken },
      { idToken: 'id', claims: claims('dao@talat.example') },
    );
    expect(signedIn).toMatchObject({ ok: true, value: { customer: { email: 'dao@talat.example', firstname: 'Dao', lastname: 'Test' } } });
    const ctx = { ...en, customerToken: signedIn.ok ? signedIn.value.sessionToken : '' };
    expect(ctx.customerToken).toMatch(/^customer~[0-9a-f]{48}$/);
    expect(await connector.getCustomer(ctx)).toMatchObject({ email: 'dao@talat.example' });
    const { cart } = await connector.getCart(ctx);
    expect(cart).toMatchObject({ total_quantity: 2, email: 'dao@talat.example' });
    // The guest cart is gone into the customer's.
    expect(await connector.getCart({ ...en, customerToken: guest.sessionToken })).toEqual({ cart: null });
    await connector.setGuestEmail(ctx, { email: 'dao@talat.example' });
    await connector.setShippingAddress(ctx, {
      address: {
        firstname: 'Dao',
        lastname: 'Test',
        street: ['10 Downing Street'],
        city: 'London',
        postcode: 'SW1A 2AA',
        country_code: 'GB',
        telephone: '+442079460000',
      },
    });
    const { methods } = await connector.getShippingMethods(ctx);
    await connector.setShippingMethod(ctx, { uid: methods[0]!.uid });
    await connector.setBillingAddress(ctx, { same_as_shipping: true });
    const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
    expect(placed).toMatchObject({ ok: true, order: { payment_kind: 'cheque' } });
    const number = (placed as { order: { number: string } }).order.number;
    expect(await connector.getOrder(ctx, { code: number })).toMatchObject({ number });
    // Another session of the same customer is not the one that placed it.
    expect(await connector.getOrder({ ...en, customerToken: 'customer~other' }, { code: number })).toBeNull();
    expect((await connector.getCart(ctx)).cart).toMatchObject({ total_quantity: 0 });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('signs a demo customer on without creating them again, and signs them out by revoking their token', async () => {
    const { wire, connector } = setup({ admin: ADMIN });
    const signedIn = await connector.signIn(en, { idToken: 'id', claims: claims('emma@talat.example') });
    expect(signedIn).toMatchObject({ ok: true, value: { customer: { firstname: 'Emma', lastname: 'Clarke' } } });
    expect(wire.sent.map((r) => r.operationName)).not.toContain('CreateCustomerV2');
    const ctx = { ...en, customerToken: signedIn.ok ? signedIn.value.sessionToken : '' };
    expect(await connector.signOut(ctx)).toEqual({ success: true });
    expect(await connector.getCustomer(ctx)).toBeNull();
  });

  it('answers Login as Customer only with an admin user’s token, in Magento’s words and error categories', async () => {
    const { call, adminToken } = setup();
    expect(await adminToken({ ...ADMIN, password: 'wrong' })).toMatchObject({
      status: 401,
      body: { message: expect.stringMatching(/sign-in was incorrect/) },
    });
    const admin = (await adminToken()).body as string;
    expect(admin).toMatch(/^[0-9a-f]{32}$/);
    const refused = {
      data: { generateCustomerTokenAsAdmin: null },
      errors: [
        expect.objectContaining({ message: "The current customer isn't authorized.", extensions: { category: 'graphql-authorization' } }),
      ],
    };
    expect(await call(TOKEN_AS_ADMIN, { e: 'emma@talat.example' })).toMatchObject(refused);
    expect(await call(TOKEN_AS_ADMIN, { e: 'emma@talat.example' }, 'wrong-token')).toMatchObject(refused);
    expect(await call(TOKEN_AS_ADMIN, { e: 'nobody@talat.example' }, admin)).toMatchObject({
      errors: [expect.objectContaining({ message: 'Customer email provided does not exist', extensions: { category: 'graphql-input' } })],
    });
    const issued = await call(TOKEN_AS_ADMIN, { e: 'Emma@Talat.Example' }, admin);
    expect(issued.data?.generateCustomerTokenAsAdmin.customer_token).toMatch(/^[0-9a-f]{48}$/);
    // The admin user is not a customer.
    expect(await call('{ customer { email } }', {}, admin)).toMatchObject({
      errors: [expect.objectContaining({ extensions: { category: 'graphql-authorization' } })],
    });
  });

  it('keeps a customer’s cart theirs and a guest’s the guest’s, and refuses an account that exists', async () => {
    const { call, adminToken } = setup();
    const admin = (await adminToken()).body as string;
    const token = (await call(TOKEN_AS_ADMIN, { e: 'somchai@talat.example' }, admin)).data!.generateCustomerTokenAsAdmin.customer_token;
    const customerCart = (await call('{ customerCart { id } }', {}, token)).data!.customerCart.id;
    expect((await call('{ customerCart { id } }', {}, token)).data!.customerCart.id).toBe(customerCart);
    const cartQuery = 'query ($id: String!) { cart(cart_id: $id) { id } }';
    expect(await call(cartQuery, { id: customerCart })).toMatchObject({
      errors: [
        expect.objectContaining({
          message: `The current user cannot perform operations on cart "${customerCart}"`,
          extensions: { category: 'graphql-authorization' },
        }),
      ],
    });
    const guestCart = (await call('mutation { createEmptyCart }')).data!.createEmptyCart;
    expect(await call(cartQuery, { id: guestCart }, token)).toMatchObject({
      errors: [expect.objectContaining({ extensions: { category: 'graphql-authorization' } })],
    });
    expect(await call('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: guestCart })).toMatchObject({
      errors: [expect.objectContaining({ message: "The current customer isn't authorized." })],
    });
    expect(
      (await call('mutation ($s: String!) { mergeCarts(source_cart_id: $s) { id } }', { s: guestCart }, token)).data!.mergeCarts.id,
    ).toBe(customerCart);
    expect(
      await call('mutation ($i: CustomerCreateInput!) { createCustomerV2(input: $i) { customer { email } } }', {
        i: { email: 'somchai@talat.example', firstname: 'A', lastname: 'B' },
      }),
    ).toMatchObject({
      errors: [
        expect.objectContaining({
          message: 'A customer with the same email address already exists in an associated website.',
          extensions: { category: 'graphql-input' },
        }),
      ],
    });
    expect(await call('mutation { revokeCustomerToken { result } }', {}, token)).toMatchObject({
      data: { revokeCustomerToken: { result: true } },
    });
    expect(await call('{ customer { email } }', {}, token)).toMatchObject({
      errors: [expect.objectContaining({ extensions: { category: 'graphql-authorization' } })],
    });
  });
});

describe('the stand-in’s admin user', () => {
  it('signs in over REST for a token that lives as long as Magento’s admin tokens are set to, and no longer', () => {
    let now = 0;
    const customers = createCustomers({ admin: { ...ADMIN, tokenTtlSeconds: 60 }, now: () => now });
    const { status, body } = customers.adminToken(ADMIN);
    expect(status).toBe(200);
    const headers = { authorization: `Bearer ${String(body)}` };
    expect(customers.callerOf(headers)).toEqual({ kind: 'admin' });
    now = 59_999;
    expect(customers.callerOf(headers)).toEqual({ kind: 'admin' });
    now = 60_000;
    // Expired: Magento takes the request as a guest's, and Login as Customer refuses it.
    expect(customers.callerOf(headers)).toEqual({ kind: 'guest' });
    expect(() =>
      customers.generateCustomerTokenAsAdmin({ input: { customer_email: 'emma@talat.example' } }, customers.callerOf(headers)),
    ).toThrow("The current customer isn't authorized.");
    // Without an admin user no one signs in as one.
    expect(createCustomers({}).adminToken(ADMIN).status).toBe(401);
  });
});

describe('wishlists and customer reviews on the Magento stand-in', () => {
  const en = { locale: 'en' as const, currency: 'GBP' };
  const th = { locale: 'th' as const, currency: 'THB' };
  const claims = (email: string) => ({ sub: `acc-${email}`, email, email_verified: true, given_name: 'Noi', family_name: 'Test' });

  async function signedIn(connector: ReturnType<typeof setup>['connector'], email: string) {
    const result = await connector.signIn(en, { idToken: 'id', claims: claims(email) });
    if (!result.ok) throw new Error('not signed in');
    return { ...en, customerToken: result.value.sessionToken };
  }

  it('shows the wishlist, reads a guest’s list by SKU, merges it on sign-on, and keeps each product once', async () => {
    const { wire, connector } = setup({ admin: ADMIN });
    expect((await connector.getStoreConfig(en)).wishlist_enabled).toBe(true);
    const shirt = (await connector.getProductDetails(en, { uid: 'TFC-H25-SHIRT' }))!;
    const [m, l] = [shirt.variants[1]!, shirt.variants[2]!];
    const guestItems = [{ product_uid: 'TFC-H25-SHIRT', variant_uid: m.uid }, { product_uid: 'NO-SUCH-SKU' }, { product_uid: 'TFC-MUG' }];
    const guest = await connector.getGuestWishlist(th, { items: guestItems });
    expect(guest.items.map((i) => [i.product.uid, i.variant?.sku ?? null])).toEqual([
      ['TFC-H25-SHIRT', 'TFC-H25-SHIRT-M'],
      ['TFC-MUG', null],
    ]);
    expect(guest.items[0]!.product).toMatchObject({ name: 'เสื้อเหย้า 2025/26', kind: 'configurable' });

    // Signed out: nothing to read or change.
    expect(await connector.getWishlist(en)).toBeNull();
    expect(await connector.addToWishlist(en, { product_uid: 'TFC-MUG' })).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });

    const ctx = await signedIn(connector, 'noi-wishlist@talat.example');
    expect(await connector.getWishlist(ctx)).toEqual({ items: [] });
    const merged = await connector.mergeWishlist(ctx, { items: guestItems });
    expect(merged.ok && merged.value.items.map((i) => [i.product.uid, i.variant])).toEqual([
      ['TFC-H25-SHIRT', { uid: m.uid, sku: 'TFC-H25-SHIRT-M' }],
      ['TFC-MUG', null],
    ]);
    // Merging again adds nothing; adding a product on the list keeps one line; another size takes its place.
    expect(await connector.mergeWishlist(ctx, { items: guestItems })).toEqual(merged);
    expect(await connector.addToWishlist(ctx, { product_uid: 'TFC-MUG' })).toEqual(merged);
    const resized = await connector.addToWishlist(ctx, { product_uid: 'TFC-H25-SHIRT', variant_uid: l.uid });
    expect(resized.ok && resized.value.items.map((i) => [i.product.uid, i.variant?.sku ?? null])).toEqual([
      ['TFC-H25-SHIRT', 'TFC-H25-SHIRT-L'],
      ['TFC-MUG', null],
    ]);
    expect(await connector.addToWishlist(ctx, { product_uid: 'NO-SUCH-SKU' })).toEqual({ ok: false, error: { code: 'PRODUCT_NOT_FOUND' } });
    const removed = await connector.removeFromWishlist(ctx, { product_uid: 'TFC-H25-SHIRT' });
    expect(removed.ok && removed.value.items.map((i) => i.product.uid)).toEqual(['TFC-MUG']);
    expect((await connector.getWishlist(ctx))!.items.map((i) => i.product.uid)).toEqual(['TFC-MUG']);
    // Another customer's list is their own.
    expect(await connector.getWishlist(await signedIn(connector, 'noi-other@talat.example'))).toEqual({ items: [] });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('answers wishlist changes in Magento’s words: another’s list, an unknown item, no customer', async () => {
    const { call, adminToken } = setup();
    const admin = (await adminToken()).body as string;
    const token = (
      await call(
        'mutation ($e: String!) { generateCustomerTokenAsAdmin(input: { customer_email: $e }) { customer_token } }',
        { e: 'emma@talat.example' },
        admin,
      )
    ).data!.generateCustomerTokenAsAdmin.customer_token;
    const id = (await call('{ customer { wishlists { id } } }', {}, token)).data!.customer.wishlists[0].id;
    const add =
      'mutation ($id: ID!, $sku: String!) { addProductsToWishlist(wishlistId: $id, wishlistItems: [{ sku: $sku, quantity: 1 }]) { wishlist { items_count } user_errors { code message } } }';
    expect(await call(add, { id, sku: 'TFC-MUG' }, token)).toEqual({
      data: { addProductsToWishlist: { wishlist: { items_count: 1 }, user_errors: [] } },
    });
    expect((await call(add, { id, sku: 'NOPE' }, token)).data!.addProductsToWishlist.user_errors).toEqual([
      { code: 'PRODUCT_NOT_FOUND', message: 'Could not find a product with SKU "NOPE"' },
    ]);
    expect(await call(add, { id: `${id}9`, sku: 'TFC-MUG' }, token)).toMatchObject({
      errors: [expect.objectContaining({ message: 'The wishlist was not found.', extensions: { category: 'graphql-input' } })],
    });
    expect(await call(add, { id, sku: 'TFC-MUG' })).toMatchObject({
      errors: [expect.objectContaining({ extensions: { category: 'graphql-authorization' } })],
    });
    const remove =
      'mutation ($id: ID!) { removeProductsFromWishlist(wishlistId: $id, wishlistItemsIds: ["999"]) { user_errors { code } } }';
    expect((await call(remove, { id }, token)).data!.removeProductsFromWishlist.user_errors).toEqual([{ code: 'UNDEFINED' }]);
  });

  it('lists a signed-in customer’s review as theirs, awaiting approval, and not on the product yet', async () => {
    const { connector } = setup({ admin: ADMIN });
    const ctx = await signedIn(connector, 'noi-reviews@talat.example');
    expect(await connector.getCustomerReviews(ctx)).toEqual({ items: [], total_count: 0, page: 1, page_size: 10 });
    const before = (await connector.getProductReviews(en, { uid: 'TFC-MUG' })).total_count;
    const review = {
      productUid: 'TFC-MUG',
      nickname: 'Noi',
      summary: 'A fine mug',
      text: 'Keeps tea warm for long.',
      ratings: [{ name: 'quality', value: 4 }],
    };
    const written = await connector.createProductReview(ctx, review);
    expect(written).toMatchObject({ ok: true, review: { summary: 'A fine mug', pending: true } });
    // A guest's review is nobody's.
    await connector.createProductReview(en, { ...review, summary: 'By a guest' });
    const mine = await connector.getCustomerReviews(ctx);
    expect(mine).toMatchObject({ total_count: 1, page: 1 });
    expect(mine!.items[0]).toMatchObject({
      summary: 'A fine mug',
      nickname: 'Noi',
      average_rating: 4,
      state: 'PENDING',
      product: { uid: 'TFC-MUG', name: 'Crest Mug', url_key: 'crest-mug' },
    });
    expect((await connector.getProductReviews(en, { uid: 'TFC-MUG' })).total_count).toBe(before);
    expect(await connector.getCustomerReviews(en)).toBeNull();
  });
});
