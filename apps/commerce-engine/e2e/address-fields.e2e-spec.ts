/**
 * The address-fields plugin's `koreaDob` (the recipient's date of birth for Korean customs)
 * through the Shop and Admin APIs, and through the storefront's Vendure connector (`korea_dob`).
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CartAddressInput, CommerceContext } from '@talat/commerce';
import { createVendureConnector } from '@talat/commerce/vendure';
import { TEST_SHOP_KEY } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3262;
const commerce = createVendureConnector({ shopApiUrl: `http://localhost:${PORT}/shop-api`, shopApiKey: TEST_SHOP_KEY, timeoutMs: 20_000 });

const VARIANTS = gql`
  query {
    products(options: { take: 10 }) { items { variants { id sku } } }
  }
`;
const ADD = gql`
  mutation ($id: ID!) {
    addItemToOrder(productVariantId: $id, quantity: 1) {
      __typename
    }
  }
`;
const SET_SHIPPING = gql`
  mutation ($input: CreateAddressInput!) {
    setOrderShippingAddress(input: $input) {
      __typename
      ... on Order { shippingAddress { countryCode customFields { pccc koreaDob } } }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const ACTIVE_ORDER = gql`
  query {
    activeOrder { shippingAddress { countryCode customFields { pccc koreaDob } } }
  }
`;
const CREATE_CUSTOMER = gql`
  mutation ($input: CreateCustomerInput!) {
    createCustomer(input: $input) { ... on Customer { id } ... on ErrorResult { errorCode message } }
  }
`;
const CREATE_CUSTOMER_ADDRESS = gql`
  mutation ($customerId: ID!, $input: CreateAddressInput!) {
    createCustomerAddress(customerId: $customerId, input: $input) { id country { code } customFields { koreaDob } }
  }
`;
const CUSTOMER_ADDRESSES = gql`
  query ($id: ID!) {
    customer(id: $id) { addresses { id customFields { koreaDob } } }
  }
`;

const SEOUL = {
  fullName: 'Kim Minji',
  streetLine1: '1 Sejong-daero',
  city: 'Jung-gu',
  province: 'Seoul',
  postalCode: '04524',
  countryCode: 'KR',
  phoneNumber: '+82212345678',
};

describe('address-fields plugin: koreaDob', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(PORT);
  let variantId = '';

  beforeAll(async () => {
    await init();
    const { products } = await shopClient.query(VARIANTS);
    variantId = products.items
      .flatMap((p: { variants: Array<{ id: string; sku: string }> }) => p.variants)
      .find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
    await adminClient.asSuperAdmin();
  });
  afterAll(async () => {
    await server.destroy();
  });

  it('keeps a shipping address in South Korea with its date of birth and customs code', async () => {
    await shopClient.asAnonymousUser();
    await shopClient.query(ADD, { id: variantId });
    const { setOrderShippingAddress } = await shopClient.query(SET_SHIPPING, {
      input: { ...SEOUL, customFields: { pccc: 'P123456789012', koreaDob: '1990-04-23' } },
    });
    expect(setOrderShippingAddress).toMatchObject({
      __typename: 'Order',
      shippingAddress: { countryCode: 'KR', customFields: { pccc: 'P123456789012', koreaDob: '1990-04-23' } },
    });
    const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
    expect(activeOrder.shippingAddress.customFields.koreaDob).toBe('1990-04-23');
  });

  it('clears the date of birth with null', async () => {
    const { setOrderShippingAddress } = await shopClient.query(SET_SHIPPING, {
      input: { ...SEOUL, countryCode: 'GB', postalCode: 'SW1A 1AA', customFields: { koreaDob: null } },
    });
    expect(setOrderShippingAddress.shippingAddress).toEqual({ countryCode: 'GB', customFields: { pccc: null, koreaDob: null } });
  });

  for (const [languageCode, message] of [
    ['en', /Enter a real date of birth in the past, as YYYY-MM-DD/],
    ['th', /โปรดกรอกวันเกิดที่มีอยู่จริงและผ่านมาแล้ว/],
  ] as const) {
    it(`refuses a day that does not exist, a future day and another format, in ${languageCode}`, async () => {
      for (const koreaDob of ['1990-02-30', '2999-01-01', '1899-12-31', '23/04/1990']) {
        await expect(
          shopClient.query(SET_SHIPPING, { input: { ...SEOUL, customFields: { koreaDob } } }, { languageCode }),
          koreaDob,
        ).rejects.toThrow(message);
      }
      // The refused address left the one before it in place.
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.shippingAddress.countryCode).toBe('GB');
    });
  }

  it("keeps the date of birth on a customer's address (the address book)", async () => {
    const { createCustomer } = await adminClient.query(CREATE_CUSTOMER, {
      input: { firstName: 'Minji', lastName: 'Kim', emailAddress: 'minji@example.test' },
    });
    const { createCustomerAddress } = await adminClient.query(CREATE_CUSTOMER_ADDRESS, {
      customerId: createCustomer.id,
      input: { ...SEOUL, customFields: { koreaDob: '1985-12-31' } },
    });
    expect(createCustomerAddress).toMatchObject({ country: { code: 'KR' }, customFields: { koreaDob: '1985-12-31' } });
    const { customer } = await adminClient.query(CUSTOMER_ADDRESSES, { id: createCustomer.id });
    expect(customer.addresses).toEqual([{ id: createCustomerAddress.id, customFields: { koreaDob: '1985-12-31' } }]);
    await expect(
      adminClient.query(CREATE_CUSTOMER_ADDRESS, {
        customerId: createCustomer.id,
        input: { ...SEOUL, customFields: { koreaDob: '1985-02-29' } },
      }),
    ).rejects.toThrow(/Enter a real date of birth/);
  });

  it('through the connector: required on a shipping address in South Korea, kept, and never on billing', async () => {
    let ctx: CommerceContext = { locale: 'th', currency: 'THB' };
    const added = await commerce.addCartItems(ctx, { items: [{ variantUid: variantId, quantity: 1 }] });
    if (added.sessionToken) ctx = { ...ctx, customerToken: added.sessionToken };
    const seoul: CartAddressInput = {
      firstname: 'Minji',
      lastname: 'Kim',
      street: ['1 Sejong-daero'],
      city: 'Jung-gu',
      postcode: '04524',
      country_code: 'KR',
      telephone: '+82212345678',
    };
    await expect(commerce.setShippingAddress(ctx, { address: seoul })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'korea_dob', detail: 'koreaDobRequired' },
    });
    const set = await commerce.setShippingAddress(ctx, { address: { ...seoul, korea_dob: '1990-04-23' } });
    expect(set).toMatchObject({ ok: true, cart: { shipping_address: { country_code: 'KR', korea_dob: '1990-04-23' } } });
    const billed = await commerce.setBillingAddress(ctx, { same_as_shipping: true });
    expect(billed).toMatchObject({ ok: true, cart: { billing_address: { country_code: 'KR', korea_dob: null } } });
    const cart = (await commerce.getCart(ctx)).cart;
    expect(cart?.shipping_address?.korea_dob).toBe('1990-04-23');
    // Another country drops it.
    const moved = await commerce.setShippingAddress(ctx, { address: { ...seoul, country_code: 'JP', korea_dob: '1990-04-23' } });
    expect(moved).toMatchObject({ ok: true, cart: { shipping_address: { country_code: 'JP', korea_dob: null } } });
  });
});
