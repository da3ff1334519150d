import { describe, expect, it } from 'vitest';
import { createConnector } from '@talat/commerce';
import { createSchemaFetch } from '@talat/commerce/magento/contract/schema-fetch';
import { createRoot } from './root';
import { standInSchema } from './schema';

/**
 * "Where is my order?" on the stand-in, driven by the Magento connector in process: a guest's
 * lookup over Magento's REST as the admin user, an order shipped through Magento's
 * `POST /V1/order/{id}/ship`, and the customer's own order with its shipments (rest-orders.ts).
 */
const ADMIN = { username: 'talat-dev-admin', password: 'talat-dev-admin-password' };
const en = { locale: 'en' as const, currency: 'GBP' };
const BASE = 'http://localhost:3004';

const london = {
  firstname: 'Ploy',
  lastname: 'Test',
  street: ['221B Baker Street'],
  city: 'London',
  postcode: 'NW1 6XE',
  country_code: 'GB',
  telephone: '+442079460001',
};

function setup() {
  const root = createRoot({ mediaUrl: `${BASE}/assets/`, admin: ADMIN });
  const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest, root.restRequest);
  const connector = createConnector({ backend: 'magento', graphqlUrl: `${BASE}/graphql`, fetch: wire.fetch, admin: ADMIN });

  async function adminToken(): Promise<string> {
    const res = await wire.fetch(`${BASE}/rest/V1/integration/admin/token`, { method: 'POST', body: JSON.stringify(ADMIN) });
    return (await res.json()) as string;
  }
  async function rest(method: string, path: string, token: string | null, body?: unknown) {
    const res = await wire.fetch(`${BASE}/rest${path}`, {
      method,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return { status: res.status, body: (await res.json()) as any }; // eslint-disable-line @typescript-eslint/no-explicit-any -- Magento's REST answer, read by the test
  }
  async function placeOrder(ctx: typeof en & { customerToken?: string }, email?: string) {
    // A sized shirt: the demo stock of one product would run out across the tests of a run.
    const shirt = await connector.getProductDetails(en, { uid: 'TFC-H25-SHIRT' });
    const size = shirt!.variants.find((v) => v.sku === 'TFC-H25-SHIRT-L') ?? shirt!.variants[0]!;
    const added = await connector.addCartItems(ctx, { items: [{ variantUid: size.uid, quantity: 1 }] });
    const session = { ...ctx, customerToken: added.sessionToken ?? ctx.customerToken };
    if (email) await connector.setGuestEmail(session, { email });
    await connector.setShippingAddress(session, { address: london });
    const { methods } = await connector.getShippingMethods(session);
    await connector.setShippingMethod(session, { uid: methods[0]!.uid });
    await connector.setBillingAddress(session, { same_as_shipping: true });
    const placed = await connector.placeOrder(session, { payment: { method: 'cheque' } });
    if (!placed.ok || placed.ok === 'action') throw new Error('not placed');
    return placed.order.number;
  }
  const orderIdOf = async (number: string, token: string) =>
    (
      await rest(
        'GET',
        `/V1/orders?searchCriteria[filter_groups][0][filters][0][field]=increment_id&searchCriteria[filter_groups][0][filters][0][value]=${number}`,
        token,
      )
    ).body.items[0].entity_id as number;
  return { connector, rest, adminToken, placeOrder, orderIdOf };
}

describe('order tracking on the Magento stand-in', () => {
  it('finds a guest’s order by number and email, before and after the shop ships it with tracking', async () => {
    const { connector, rest, adminToken, placeOrder, orderIdOf } = setup();
    const number = await placeOrder(en, 'ploy@talat.example');
    expect(await connector.lookupOrder(en, { number, email: 'PLOY@talat.example ' })).toEqual({
      number,
      status: 'payment_pending',
      placed_at: expect.any(String),
      shipments: [],
    });
    expect(await connector.lookupOrder(en, { number, email: 'someone@talat.example' })).toBeNull();
    expect(await connector.lookupOrder(en, { number: '999999999', email: 'ploy@talat.example' })).toBeNull();

    const token = await adminToken();
    const id = await orderIdOf(number, token);
    const tracks = [{ track_number: 'RM123456789GB', title: 'Royal Mail', carrier_code: 'custom' }];
    const shipped = await rest('POST', `/V1/order/${id}/ship`, token, { tracks });
    expect(shipped).toEqual({ status: 200, body: expect.any(Number) });
    // Magento ships an order once it has nothing left to ship.
    expect(await rest('POST', `/V1/order/${id}/ship`, token, { tracks })).toMatchObject({ status: 400 });
    expect(await connector.lookupOrder(en, { number, email: 'ploy@talat.example' })).toEqual({
      number,
      status: 'shipped',
      placed_at: expect.any(String),
      shipments: [{ carrier: 'royal-mail', tracking_number: 'RM123456789GB', status: 'shipped', expected_delivery: null }],
    });
  });

  it('answers orders, shipments and shipping to the admin user only, as Magento’s ACL does', async () => {
    const { rest, adminToken, placeOrder, orderIdOf } = setup();
    const number = await placeOrder(en, 'acl@talat.example');
    const id = await orderIdOf(number, await adminToken());
    for (const [method, path] of [
      ['GET', '/V1/orders'],
      ['GET', '/V1/shipments'],
      ['POST', `/V1/order/${id}/ship`],
    ] as const) {
      expect(await rest(method, path, null, method === 'POST' ? {} : undefined)).toMatchObject({
        status: 401,
        body: { message: "The consumer isn't authorized to access %resources." },
      });
    }
    expect(await rest('POST', '/V1/order/999/ship', await adminToken(), {})).toMatchObject({ status: 404 });
  });

  it('shows the customer their own order’s parcels, and another customer nothing', async () => {
    const { connector, rest, adminToken, placeOrder, orderIdOf } = setup();
    const signIn = async (email: string) => {
      const result = await connector.signIn(en, {
        idToken: 'id',
        claims: { sub: `t-${email}`, email, email_verified: true, given_name: 'Dao', family_name: 'Test' },
      });
      if (!result.ok) throw new Error('not signed in');
      return { ...en, customerToken: result.value.sessionToken };
    };
    const ctx = await signIn('tracked@talat.example');
    const number = await placeOrder(ctx);
    const token = await adminToken();
    await rest('POST', `/V1/order/${await orderIdOf(number, token)}/ship`, token, {
      tracks: [{ track_number: 'KEX123456', title: 'Kerry Express', carrier_code: 'custom' }],
    });
    expect(await connector.getOrderTracking(ctx, { code: number })).toEqual({
      number,
      status: 'shipped',
      placed_at: expect.any(String),
      shipments: [{ carrier: 'kerry-express', tracking_number: 'KEX123456', status: 'shipped', expected_delivery: null }],
    });
    expect(await connector.getOrderTracking(await signIn('other@talat.example'), { code: number })).toBeNull();
  });
});
