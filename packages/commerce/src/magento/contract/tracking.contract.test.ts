import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommerceContext } from '../../types';
import { createMagentoConnector } from '../magento-connector';
import { ADMIN_LOGIN, createFixtureStore } from './fixture-store';
import { loadStoreSchema } from './reference-schema';
import { createSchemaFetch } from './schema-fetch';

/**
 * "Where is my order?" on the Magento connector against Magento Open Source 2.4.6's own schema
 * (docs/decisions/0064): the customer's order with its shipments (`customer.orders`), every request
 * valid, every answer of the schema's shape.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadStoreSchema();
});

const th: CommerceContext = { locale: 'th', currency: 'THB' };

const thaiAddress = {
  firstname: 'สมชาย',
  lastname: 'ใจดี',
  street: ['12 ถนนสีลม', 'สีลม'],
  city: 'บางรัก',
  region: 'กรุงเทพมหานคร',
  postcode: '10500',
  country_code: 'TH',
  telephone: '+66812345678',
};

/**
 * A customer of their own: the cart connector remembers the orders this process placed by cart id
 * (for the thank-you page), and the fixture names a customer's cart by their email, so an email
 * another test file of the same process used would answer that file's order instead of placing one.
 */
let customers = 0;
const uniqueEmail = () => `tracking-${process.pid}-${++customers}-${Date.now()}@example.com`;

async function customerWithOrder(email = uniqueEmail()) {
  const store = createFixtureStore();
  const wire = createSchemaFetch(schema, store.root, undefined, store.rest);
  const connector = createMagentoConnector({
    graphqlUrl: 'https://shop.example/graphql',
    storeCodes: { th: 'th_store', en: 'en_store' },
    fetch: wire.fetch,
    admin: ADMIN_LOGIN,
  });
  const signed = await connector.signIn(th, {
    idToken: 'id',
    claims: { sub: 's', email, email_verified: true, given_name: 'ดาว', family_name: 'ทดสอบ' },
  });
  if (!signed.ok) throw new Error('not signed in');
  const ctx = { ...th, customerToken: signed.value.sessionToken };
  await connector.addCartItems(ctx, { items: [{ variantUid: 'HOME-SHIRT|size-m', quantity: 1 }] });
  await connector.setShippingAddress(ctx, { address: thaiAddress });
  await connector.setShippingMethod(ctx, { uid: 'flatrate|flatrate' });
  await connector.setBillingAddress(ctx, { same_as_shipping: true });
  const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
  if (!placed.ok || placed.ok === 'action') throw new Error('not placed');
  return { store, wire, connector, ctx, number: placed.order.number };
}

describe('order tracking on the reference schema', () => {
  it('reads the customer’s order with no shipment, then shipped with its tracks as parcels', async () => {
    const { store, wire, connector, ctx, number } = await customerWithOrder();
    expect(await connector.getOrderTracking(ctx, { code: number })).toEqual({
      number,
      status: 'payment_pending',
      placed_at: expect.any(String),
      shipments: [],
    });
    store.account.ship(number, [{ title: 'Kerry Express', carrier: 'custom', number: 'KEX123456' }]);
    store.account.ship(number, []);
    expect(await connector.getOrderTracking(ctx, { code: number })).toEqual({
      number,
      status: 'shipped',
      placed_at: expect.any(String),
      shipments: [
        { carrier: 'kerry-express', tracking_number: 'KEX123456', status: 'shipped', expected_delivery: null },
        { carrier: 'Flat Rate', tracking_number: null, status: 'shipped', expected_delivery: null },
      ],
    });
    const sent = wire.sent.filter((r) => r.operationName === 'CustomerOrderTracking');
    expect(sent.map((r) => r.variables)).toEqual([{ number }, { number }]);
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('answers null for another customer’s order number (Magento lists only the token’s customer’s)', async () => {
    const first = await customerWithOrder();
    const other = await first.connector.signIn(th, {
      idToken: 'id',
      claims: { sub: 't', email: uniqueEmail(), email_verified: true, given_name: 'ดาว', family_name: 'ทดสอบ' },
    });
    if (!other.ok) throw new Error('not signed in');
    expect(await first.connector.getOrderTracking({ ...th, customerToken: other.value.sessionToken }, { code: first.number })).toBeNull();
  });

  it('lists the shop’s carriers with their tracking pages in the store config', async () => {
    const { connector } = await customerWithOrder();
    const config = await connector.getStoreConfig(th);
    expect(config.carriers).toContainEqual({
      code: 'kerry-express',
      name: 'เคอรี่ เอ็กซ์เพรส',
      tracking_url: 'https://th.kerryexpress.com/en/track/?track={tracking}',
    });
  });
});
