import { Order, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const VARIANTS = gql`
  query {
    product(slug: "test-shirt") { id variants { id sku } }
  }
`;
const PAST_DAY = gql`
  query {
    products(options: { sort: { id: ASC } }) { items { slug pastDayBuying } }
  }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!, $qty: Int!) {
    addItemToOrder(productVariantId: $id, quantity: $qty) {
      ... on Order { id code }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_CUSTOMER = gql`
  mutation {
    setCustomerForOrder(input: { emailAddress: "buyer@talat.example", firstName: "Test", lastName: "Buyer" }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_ADDRESS = gql`
  mutation {
    setOrderShippingAddress(input: { streetLine1: "1 Test Road", city: "Bangkok", postalCode: "10110", countryCode: "TH" }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const METHODS = gql`
  query {
    eligibleShippingMethods { id code }
  }
`;
const SET_METHOD = gql`
  mutation ($id: [ID!]!) {
    setOrderShippingMethod(shippingMethodId: $id) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const TRANSITION = gql`
  mutation {
    transitionOrderToState(state: "ArrangingPayment") {
      ... on Order { id state }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAY = gql`
  mutation {
    addPaymentToOrder(input: { method: "checkmo", metadata: { reference: "e2e" } }) {
      ... on Order { id code state active orderPlacedAt }
      ... on ErrorResult { errorCode message }
    }
  }
`;

describe('Product.pastDayBuying', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(3112);
  let sku: Record<string, string>;

  beforeAll(async () => {
    await init();
    const { product } = await shopClient.query(VARIANTS);
    sku = Object.fromEntries(product.variants.map((v: { id: string; sku: string }) => [v.sku, v.id]));
  });
  afterAll(async () => {
    await server.destroy();
  });

  async function counts(): Promise<Record<string, number>> {
    const { products } = await shopClient.query(PAST_DAY);
    return Object.fromEntries(products.items.map((p: { slug: string; pastDayBuying: number }) => [p.slug, p.pastDayBuying]));
  }

  async function startOrder(lines: Array<[string, number]>): Promise<void> {
    await shopClient.asAnonymousUser();
    for (const [s, qty] of lines) {
      const { addItemToOrder } = await shopClient.query(ADD_ITEM, { id: sku[s], qty });
      expect(addItemToOrder.code).toBeTruthy();
    }
  }

  async function placeOrder(lines: Array<[string, number]>): Promise<{ id: string }> {
    await startOrder(lines);
    expect((await shopClient.query(SET_CUSTOMER)).setCustomerForOrder.id).toBeTruthy();
    expect((await shopClient.query(SET_ADDRESS)).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await shopClient.query(METHODS);
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th');
    expect((await shopClient.query(SET_METHOD, { id: [standard.id] })).setOrderShippingMethod.id).toBeTruthy();
    expect((await shopClient.query(TRANSITION)).transitionOrderToState.state).toBe('ArrangingPayment');
    const { addPaymentToOrder } = await shopClient.query(PAY);
    expect(addPaymentToOrder).toMatchObject({ state: 'PaymentAuthorized', active: false });
    return addPaymentToOrder;
  }

  it('is 0 without orders, and an open cart does not count', async () => {
    await startOrder([['T-SHIRT-M', 1]]);
    expect(await counts()).toEqual({ 'test-shirt': 0, 'test-bundle': 0, 'test-gift-card': 0 });
  });

  it('counts the units of every variant in orders placed in the last 24 hours', async () => {
    await placeOrder([
      ['T-SHIRT-M', 2],
      ['T-SHIRT-S', 1],
    ]);
    expect(await counts()).toMatchObject({ 'test-shirt': 3, 'test-bundle': 0 });
    const second = await placeOrder([['T-SHIRT-M', 1]]);
    expect((await counts())['test-shirt']).toBe(4);

    // The same order placed 25 hours ago drops out of the window.
    const repo = server.app.get(TransactionalConnection).rawConnection.getRepository(Order);
    // The test server's id strategy encodes ids as T_<n>.
    await repo.update(Number(second.id.replace(/^T_/, '')), { orderPlacedAt: new Date(Date.now() - 25 * 60 * 60 * 1000) });
    expect((await counts())['test-shirt']).toBe(3);
  });
});
