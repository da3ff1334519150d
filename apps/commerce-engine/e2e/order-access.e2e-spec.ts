/**
 * Who may read a placed order by its code (the Shop API `orderByCode`, which the storefront's
 * thank-you page and its repeated-click path use): only the session that placed it.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { SHOP_KEY_HEADERS } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3170;

const VARIANTS = gql`
  query { products { items { variants { id sku } } } }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!) {
    addItemToOrder(productVariantId: $id, quantity: 1) {
      ... on Order { id code }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_CUSTOMER = gql`
  mutation ($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Guest", lastName: "Shopper" }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAY_BY_CHEQUE = gql`
  mutation {
    addPaymentToOrder(input: { method: "checkmo", metadata: {} }) {
      ... on Order { id code state }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const BY_CODE = `query ($code: String!) { orderByCode(code: $code) { code state customer { emailAddress } lines { quantity } totalWithTax } }`;

interface ByCodeAnswer {
  data?: { orderByCode: { code: string; customer: { emailAddress: string } | null } | null };
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

describe('reading a placed order by its code', () => {
  const { server, shopClient, init } = createEngineTestEnvironment(PORT);
  let variantId: string;

  beforeAll(async () => {
    await init();
    const { products } = await shopClient.query(VARIANTS);
    const variants = products.items.flatMap((p: { variants: Array<{ id: string; sku: string }> }) => p.variants);
    variantId = variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  /** A new guest session places an order by cheque; answers its code and the session's token. */
  async function guestPlacesOrder(email: string): Promise<{ code: string; token: string }> {
    await shopClient.asAnonymousUser();
    expect((await shopClient.query(ADD_ITEM, { id: variantId })).addItemToOrder.code).toBeTruthy();
    expect((await shopClient.query(SET_CUSTOMER, { email })).setCustomerForOrder.id).toBeTruthy();
    expect((await shopClient.query(SET_ADDRESS, { country: 'TH' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS);
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th');
    expect((await shopClient.query(SET_SHIPPING, { id: [standard.id] })).setOrderShippingMethod.id).toBeTruthy();
    expect((await shopClient.query(TO_PAYMENT)).transitionOrderToState.state).toBe('ArrangingPayment');
    const placed = (await shopClient.query(PAY_BY_CHEQUE)).addPaymentToOrder;
    expect(placed.state).toBe('PaymentAuthorized');
    return { code: placed.code, token: shopClient.getAuthToken() };
  }

  /** `orderByCode` as a raw request: with the given session token, or none at all. */
  async function byCode(code: string, token?: string): Promise<ByCodeAnswer> {
    const res = await fetch(`http://localhost:${PORT}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SHOP_KEY_HEADERS, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify({ query: BY_CODE, variables: { code } }),
    });
    expect(res.status).toBeLessThan(500);
    return (await res.json()) as ByCodeAnswer;
  }

  function expectRefused(answer: ByCodeAnswer): void {
    expect(answer.data?.orderByCode ?? null).toBeNull();
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(answer)).not.toContain('@example.com');
  }

  it('answers the order to the guest session that placed it', async () => {
    const a = await guestPlacesOrder('guest-a@example.com');
    const answer = await byCode(a.code, a.token);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.orderByCode).toMatchObject({ code: a.code, customer: { emailAddress: 'guest-a@example.com' } });
  });

  it('refuses it to another guest session, even one that placed an order of its own', async () => {
    const a = await guestPlacesOrder('guest-a2@example.com');
    const b = await guestPlacesOrder('guest-b@example.com');
    expectRefused(await byCode(a.code, b.token));
    expectRefused(await byCode(b.code, a.token));
    // Each still reads its own.
    expect((await byCode(b.code, b.token)).data?.orderByCode?.code).toBe(b.code);
  });

  it('refuses it to another session that has only a cart', async () => {
    const a = await guestPlacesOrder('guest-a3@example.com');
    await shopClient.asAnonymousUser();
    expect((await shopClient.query(ADD_ITEM, { id: variantId })).addItemToOrder.code).toBeTruthy();
    const cartOnly = shopClient.getAuthToken();
    expect(cartOnly).toBeTruthy();
    expectRefused(await byCode(a.code, cartOnly));
  });

  it('refuses it to a request without any session', async () => {
    const a = await guestPlacesOrder('guest-a4@example.com');
    expectRefused(await byCode(a.code));
  });
});
