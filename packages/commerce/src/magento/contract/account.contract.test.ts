import type { GraphQLSchema } from 'graphql';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommerceContext } from '../../types';
import { createMagentoConnector } from '../magento-connector';
import { loadStoreSchema } from './reference-schema';
import { ADMIN_LOGIN, createFixtureStore } from './fixture-store';
import { createSchemaFetch } from './schema-fetch';

/**
 * My Account on the Magento connector against Magento Open Source 2.4.6's own schema (the
 * fixture store answers, fixture-account.ts): every request valid, every answer of its shape.
 */
let schema: GraphQLSchema;
beforeAll(async () => {
  schema = await loadStoreSchema();
});

const th: CommerceContext = { locale: 'th', currency: 'THB' };

async function signedIn(email = 'somchai@example.com') {
  const store = createFixtureStore();
  const wire = createSchemaFetch(schema, store.root, undefined, store.rest);
  const connector = createMagentoConnector({
    graphqlUrl: 'https://shop.example/graphql',
    storeCodes: { th: 'th_store', en: 'en_store' },
    fetch: wire.fetch,
    admin: ADMIN_LOGIN,
  });
  const result = await connector.signIn(th, {
    idToken: 'id',
    claims: { sub: 's', email, email_verified: true, given_name: 'ดาว', family_name: 'ทดสอบ' },
  });
  if (!result.ok) throw new Error('not signed in');
  return { store, wire, connector, ctx: { ...th, customerToken: result.value.sessionToken } };
}

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

describe('My Account on the reference schema', () => {
  it('offers the newsletter and the address book in the store config; loyalty and gift cards stay off', async () => {
    const { connector } = await signedIn();
    expect(await connector.getStoreConfig(th)).toMatchObject({
      newsletter_enabled: true,
      address_edit_enabled: true,
      loyalty_balance_enabled: false,
      giftcard_enabled: false,
    });
    expect(await connector.getLoyalty(th)).toBeNull();
  });

  it('keeps the address book: a Thai address by district and province, edited, made default, deleted even as the default', async () => {
    const { wire, connector, ctx } = await signedIn();
    const created = await connector.createAddress(ctx, { address: thaiAddress, default_shipping: true });
    expect(created).toMatchObject({
      ok: true,
      value: {
        default_shipping: { city: 'บางรัก', region: 'กรุงเทพมหานคร', postcode: '10500', street: ['12 ถนนสีลม', 'สีลม'] },
        default_billing: null,
        addresses: [{ id: '1', default_shipping: true, default_billing: false, country_code: 'TH', telephone: '+66812345678' }],
      },
    });
    expect(wire.sent.find((r) => r.operationName === 'CreateCustomerAddress')?.variables).toEqual({
      input: { ...thaiAddress, region: { region: 'กรุงเทพมหานคร' }, default_shipping: true },
    });

    const edited = await connector.updateAddress(ctx, {
      id: '1',
      address: { ...thaiAddress, street: ['1 ถนนสาทร'] },
      default_billing: true,
    });
    expect(edited).toMatchObject({
      ok: true,
      value: { telephone: '+66812345678', addresses: [{ street: ['1 ถนนสาทร'], default_billing: true }] },
    });
    // Another address, and one that is not there or is no address id of Magento's.
    await connector.createAddress(ctx, { address: { ...thaiAddress, street: ['99 ถนนสุขุมวิท'] } });
    expect(await connector.updateAddress(ctx, { id: '999', address: thaiAddress })).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(await connector.deleteAddress(ctx, { id: 'abc' })).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
    // Magento keeps a default address from deletion: it stops being the default, then goes.
    const deleted = await connector.deleteAddress(ctx, { id: '1' });
    expect(deleted).toMatchObject({ ok: true, value: { default_shipping: null, default_billing: null, addresses: [{ id: '2' }] } });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('refuses a change without a customer session, and to another customer’s address', async () => {
    const { connector, ctx } = await signedIn();
    await connector.createAddress(ctx, { address: thaiAddress });
    expect(await connector.createAddress(th, { address: thaiAddress })).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(
      await connector.updateProfile({ ...th, customerToken: 'guest~masked-1' }, { firstname: 'A', lastname: 'B', telephone: null }),
    ).toEqual({
      ok: false,
      error: { code: 'NOT_SIGNED_IN' },
    });
    expect(await connector.getOrders(th)).toBeNull();
    expect(await connector.getCustomerNewsletter({ ...th, customerToken: 'customer~expired' })).toBeNull();
    const other = await connector.signIn(th, { idToken: 'id', claims: { sub: 'd', email: 'dao@example.com', email_verified: true } });
    const otherCtx = { ...th, customerToken: other.ok ? other.value.sessionToken : '' };
    expect(await connector.deleteAddress(otherCtx, { id: '1' })).toEqual({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('saves the profile: the names on the customer, the telephone on the default billing address', async () => {
    const { store, wire, connector, ctx } = await signedIn();
    // No billing address yet: there is nowhere to keep a telephone.
    expect(await connector.updateProfile(ctx, { firstname: 'มานะ', lastname: 'ใจดี', telephone: '+66815550101' })).toEqual({
      ok: false,
      error: { code: 'NEEDS_ADDRESS', field: 'telephone' },
    });
    expect(store.customers.get('somchai@example.com')).toMatchObject({ firstname: 'สมชาย' });
    expect(await connector.updateProfile(ctx, { firstname: 'มานะ', lastname: 'ใจดี', telephone: null })).toMatchObject({
      ok: true,
      value: { firstname: 'มานะ', telephone: null },
    });
    await connector.createAddress(ctx, { address: thaiAddress, default_billing: true });
    expect(await connector.updateProfile(ctx, { firstname: 'มานะ', lastname: 'ใจดี', telephone: '+66815550101' })).toMatchObject({
      ok: true,
      value: { firstname: 'มานะ', telephone: '+66815550101', default_billing: { telephone: '+66815550101' } },
    });
    expect(wire.sent.find((r) => r.operationName === 'UpdateCustomerV2')?.variables).toEqual({
      input: { firstname: 'มานะ', lastname: 'ใจดี' },
    });
    // Magento needs a telephone on an address: the profile cannot clear it.
    expect(await connector.updateProfile(ctx, { firstname: 'มานะ', lastname: 'ใจดี', telephone: '' })).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'telephone' },
    });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('lists the customer’s orders newest first and reads one of theirs; another customer’s number is null', async () => {
    const { wire, connector, ctx } = await signedIn();
    expect(await connector.getOrders(ctx)).toEqual({ items: [], total_count: 0, page: 1, page_size: 10 });
    const numbers: string[] = [];
    for (const quantity of [1, 2]) {
      await connector.addCartItems(ctx, { items: [{ variantUid: 'HOME-SHIRT|size-m', quantity }] });
      await connector.setShippingAddress(ctx, { address: thaiAddress });
      await connector.setShippingMethod(ctx, { uid: 'flatrate|flatrate' });
      await connector.setBillingAddress(ctx, { same_as_shipping: true });
      const placed = await connector.placeOrder(ctx, { payment: { method: 'cheque' } });
      if (!placed.ok || placed.ok === 'action') throw new Error('not placed');
      numbers.push(placed.order.number);
    }
    const list = await connector.getOrders(ctx, { page: 1, pageSize: 1 });
    expect(list).toEqual({
      items: [
        {
          number: numbers[1],
          status: 'payment_pending',
          placed_at: '2026-12-02T10:00:00.000Z',
          grand_total: { value: 2680, currency: 'THB' },
          total_quantity: 2,
        },
      ],
      total_count: 2,
      page: 1,
      page_size: 1,
    });
    expect(wire.sent.filter((r) => r.operationName === 'CustomerOrders').at(-1)?.variables).toEqual({ pageSize: 1, currentPage: 1 });

    const order = await connector.getOrder(ctx, { code: numbers[0]! });
    expect(order).toMatchObject({
      number: numbers[0],
      state: 'placed',
      status: 'payment_pending',
      email: 'somchai@example.com',
      payment_kind: 'cheque',
      shipping_address: { city: 'บางรัก', region: 'กรุงเทพมหานคร', postcode: '10500' },
      shipping_method: { carrier_title: 'Flat rate', method_title: 'Fixed', amount: { value: 100 } },
      prices: { grand_total: { value: 1390 }, applied_taxes: [{ label: 'VAT', rate: 7 }], shipping_including_tax: { value: 100 } },
      items: [
        {
          quantity: 1,
          product: { sku: 'HOME-SHIRT-M', name: 'Home shirt', url_key: 'home-shirt', kind: 'configurable' },
          configured_variant: { sku: 'HOME-SHIRT-M', options: [{ label: 'Size', value: 'M' }] },
          prices: { price: { value: 1290, currency: 'THB' }, tax_percent: 7 },
        },
      ],
    });
    expect(await connector.getOrder(ctx, { code: '999999999' })).toBeNull();

    const other = await connector.signIn(th, { idToken: 'id', claims: { sub: 'd', email: 'dao@example.com', email_verified: true } });
    const otherCtx = { ...th, customerToken: other.ok ? other.value.sessionToken : '' };
    expect(await connector.getOrder(otherCtx, { code: numbers[0]! })).toBeNull();
    expect(await connector.getOrders(otherCtx)).toMatchObject({ items: [], total_count: 0 });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });

  it('reads, subscribes and unsubscribes the customer’s newsletter', async () => {
    const { wire, connector, ctx } = await signedIn();
    expect(await connector.getCustomerNewsletter(ctx)).toEqual({
      email: 'somchai@example.com',
      status: null,
      consent_at: null,
      consent_source: null,
    });
    expect(await connector.subscribeNewsletter(ctx, { email: 'somchai@example.com', source: 'account' })).toEqual({
      outcome: 'CONFIRMED',
      status: 'SUBSCRIBED',
    });
    expect(wire.sent.at(-1)?.headers.authorization).toMatch(/^Bearer /);
    expect(await connector.subscribeNewsletter(ctx, { email: 'somchai@example.com', source: 'account' })).toEqual({
      outcome: 'ALREADY_SUBSCRIBED',
      status: 'SUBSCRIBED',
    });
    expect(await connector.getCustomerNewsletter(ctx)).toMatchObject({ status: 'SUBSCRIBED' });
    expect(await connector.unsubscribeCustomerNewsletter(ctx)).toEqual({
      ok: true,
      value: { outcome: 'UNSUBSCRIBED', status: 'UNSUBSCRIBED' },
    });
    expect(await connector.getCustomerNewsletter(ctx)).toMatchObject({ status: null });
    expect(wire.sent.find((r) => r.operationName === 'UpdateCustomerV2')?.variables).toEqual({ input: { is_subscribed: false } });
    expect(await connector.unsubscribeCustomerNewsletter(th)).toEqual({ ok: false, error: { code: 'NOT_SIGNED_IN' } });
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
  });
});
