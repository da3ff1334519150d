import { describe, expect, it } from 'vitest';
import { createConnector } from '@talat/commerce';
import { createSchemaFetch } from '@talat/commerce/magento/contract/schema-fetch';
import { createRoot } from './root';
import { standInSchema } from './schema';

/**
 * My Account on the stand-in, driven by the Magento connector in process: each customer's profile,
 * addresses, orders and newsletter, in Magento's shapes and words (account.ts).
 */
const ADMIN = { username: 'talat-dev-admin', password: 'talat-dev-admin-password' };
const en = { locale: 'en' as const, currency: 'GBP' };
const th = { locale: 'th' as const, currency: 'THB' };

function setup() {
  const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/', admin: ADMIN });
  const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest);
  const connector = createConnector({
    backend: 'magento',
    graphqlUrl: 'http://localhost:3004/graphql',
    fetch: wire.fetch,
    admin: ADMIN,
  });
  async function signIn(email: string, ctx: typeof en | typeof th = en) {
    const result = await connector.signIn(ctx, {
      idToken: 'id',
      claims: { sub: `acc-${email}`, email, email_verified: true, given_name: 'Dao', family_name: 'Test' },
    });
    if (!result.ok) throw new Error('not signed in');
    return { ...ctx, customerToken: result.value.sessionToken };
  }
  /** One raw GraphQL call with a customer's token, as Magento answers it. */
  async function call(query: string, variables: Record<string, unknown>, token: string) {
    const res = await wire.fetch('http://localhost:3004/graphql', {
      method: 'POST',
      headers: { 'content-type': 'application/json', store: 'en', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    return (await res.json()) as {
      data?: Record<string, unknown> | null;
      errors?: { message: string; extensions: { category: string } }[];
    };
  }
  return { wire, connector, signIn, call };
}

const london = {
  firstname: 'Dao',
  lastname: 'Test',
  street: ['221B Baker Street'],
  city: 'London',
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+442079460001',
};

describe('My Account on the Magento stand-in', () => {
  it('keeps each customer’s address book and profile, in Magento’s words when it refuses', async () => {
    const { wire, connector, signIn, call } = setup();
    const ctx = await signIn('book@talat.example');
    expect(await connector.createAddress(ctx, { address: london, default_shipping: true })).toMatchObject({
      ok: true,
      value: { addresses: [{ street: ['221B Baker Street'], default_shipping: true }], default_shipping: { city: 'London' } },
    });
    const customer = await connector.getCustomer(ctx);
    const id = customer!.addresses[0]!.id;
    expect(
      await connector.updateAddress(ctx, { id, address: { ...london, street: ['1 Abbey Road'] }, default_billing: true }),
    ).toMatchObject({
      ok: true,
      value: { telephone: '+442079460001', default_billing: { street: ['1 Abbey Road'] } },
    });
    expect(await connector.updateProfile(ctx, { firstname: 'Sam', lastname: 'Test', telephone: '+442079460099' })).toMatchObject({
      ok: true,
      value: { firstname: 'Sam', telephone: '+442079460099' },
    });
    // Magento's rules: three street lines, an address of another customer's, a default address deleted.
    expect(await connector.createAddress(ctx, { address: { ...london, street: ['1', '2', '3'] } })).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'address' },
    });
    const other = await signIn('other@talat.example');
    expect(await connector.deleteAddress(other, { id })).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await connector.updateAddress(other, { id: '99999', address: london })).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    const token = ctx.customerToken.slice('customer~'.length);
    expect(await call('mutation ($id: Int!) { deleteCustomerAddress(id: $id) }', { id: Number(id) }, token)).toMatchObject({
      errors: [
        {
          message: `Customer Address ${id} is set as default billing address and can not be deleted`,
          extensions: { category: 'graphql-input' },
        },
      ],
    });
    expect(await connector.deleteAddress(ctx, { id })).toMatchObject({ ok: true, value: { addresses: [], telephone: null } });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('lists a customer’s placed orders newest first from every store view, reads one, and not another’s', async () => {
    const { connector, signIn } = setup();
    const mug = await connector.getProductDetails(en, { uid: 'TFC-MUG' });
    const numbers: string[] = [];
    let ctx = await signIn('orders@talat.example', th);
    for (const [lang, quantity] of [
      [th, 1],
      [en, 2],
    ] as const) {
      ctx = { ...lang, customerToken: ctx.customerToken };
      await connector.addCartItems(ctx, { items: [{ variantUid: mug!.variants[0]!.uid, quantity }] });
      await connector.setShippingAddress(ctx, { address: london });
      const { methods } = await connector.getShippingMethods(ctx);
      await connector.setShippingMethod(ctx, { uid: methods[0]!.uid });
      await connector.setBillingAddress(ctx, { same_as_shipping: true });
      const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
      if (!placed.ok || placed.ok === 'action') throw new Error('not placed');
      numbers.push(placed.order.number);
    }
    const list = await connector.getOrders(ctx, { page: 1, pageSize: 10 });
    expect(list).toMatchObject({ total_count: 2, page: 1, page_size: 10 });
    expect(list!.items.map((o) => [o.number, o.status, o.total_quantity, o.grand_total.currency])).toEqual([
      [numbers[1], 'payment_pending', 2, 'GBP'],
      [numbers[0], 'payment_pending', 1, 'THB'],
    ]);
    expect((await connector.getOrders(ctx, { page: 2, pageSize: 1 }))!.items.map((o) => o.number)).toEqual([numbers[0]]);
    const order = await connector.getOrder(ctx, { code: numbers[1]! });
    expect(order).toMatchObject({
      number: numbers[1],
      state: 'placed',
      email: 'orders@talat.example',
      payment_kind: 'cheque',
      shipping_address: { city: 'London', country_code: 'GB' },
      items: [{ quantity: 2, product: { sku: 'TFC-MUG' } }],
      prices: { applied_taxes: [{ rate: 20 }] },
    });
    expect(order!.prices.grand_total.value).toBeGreaterThan(0);
    expect(order!.items[0]!.prices.row_total_including_tax.value + order!.prices.shipping_including_tax.value).toBeCloseTo(
      order!.prices.grand_total.value,
      1,
    );
    const other = await signIn('nosy@talat.example');
    expect(await connector.getOrder(other, { code: numbers[1]! })).toBeNull();
    expect(await connector.getOrders(other)).toMatchObject({ items: [], total_count: 0 });
  });

  it('subscribes the customer from their account and unsubscribes them', async () => {
    const { connector, signIn } = setup();
    const ctx = await signIn('news@talat.example');
    expect(await connector.getCustomerNewsletter(ctx)).toMatchObject({ email: 'news@talat.example', status: null });
    expect(await connector.subscribeNewsletter(ctx, { email: 'news@talat.example', source: 'account' })).toEqual({
      outcome: 'CONFIRMED',
      status: 'SUBSCRIBED',
    });
    expect(await connector.subscribeNewsletter(ctx, { email: 'news@talat.example', source: 'account' })).toEqual({
      outcome: 'ALREADY_SUBSCRIBED',
      status: 'SUBSCRIBED',
    });
    expect(await connector.getCustomerNewsletter(ctx)).toMatchObject({ status: 'SUBSCRIBED' });
    expect(await connector.unsubscribeCustomerNewsletter(ctx)).toMatchObject({ ok: true });
    expect(await connector.getCustomerNewsletter(ctx)).toMatchObject({ status: null });
    // A guest's address waits for a confirmation.
    expect(await connector.subscribeNewsletter(en, { email: 'guest@talat.example', source: 'footer' })).toEqual({
      outcome: 'CONFIRMATION_SENT',
      status: 'PENDING',
    });
    expect(await connector.subscribeNewsletter(en, { email: 'not an address', source: 'footer' })).toEqual({
      outcome: 'INVALID_EMAIL',
      status: null,
    });
  });
});
