/**
 * The cart on sign-on (spec "Cart on login"): Vendure merges the guest's cart into the
 * customer's active order through the engine's `mergeStrategy` when `authenticate` succeeds.
 */
import gql from 'graphql-tag';
import { MergedOrderLine, Order } from '@vendure/core';
import { SimpleGraphQLClient, TestingLogger } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CartMergeStrategy } from '../src/plugins/sign-on';
import { startTestIssuer, TEST_CLIENT_ID, TestIssuer } from './fixtures/test-issuer';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3190;

const AUTHENTICATE = gql`
  mutation ($idToken: String!) {
    authenticate(input: { sso: { idToken: $idToken } }) { __typename ... on CurrentUser { id } }
  }
`;
const LINES = `id code active customer { emailAddress }
  lines { quantity productVariant { sku } customFields { personalisationName personalisationNumber } }`;
const ADD = gql`
  mutation ($id: ID!, $quantity: Int!, $fields: OrderLineCustomFieldsInput) {
    addItemToOrder(productVariantId: $id, quantity: $quantity, customFields: $fields) {
      ... on Order { ${LINES} }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const ACTIVE_ORDER = gql`
  query { activeOrder { ${LINES} } }
`;
const SET_CUSTOMER = gql`
  mutation ($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Guest", lastName: "Shopper" }) { __typename }
  }
`;
const VARIANTS = gql`
  query { products { items { variants { id sku } } } }
`;
const ADMIN_ORDER = gql`
  query ($id: ID!) { order(id: $id) { id active } }
`;
const ADMIN_ACTIVE_ORDERS = gql`
  query ($email: String!) {
    customers(options: { filter: { emailAddress: { eq: $email } } }) {
      items { orders(options: { filter: { active: { eq: true } } }) { totalItems items { code } } }
    }
  }
`;

interface Line {
  quantity: number;
  productVariant: { sku: string };
  customFields: { personalisationName: string | null; personalisationNumber: string | null };
}
interface RawOrder {
  id: string;
  code: string;
  active: boolean;
  customer: { emailAddress: string } | null;
  lines: Line[];
}

/** The real strategy, made to throw on demand. */
class SwitchableMergeStrategy extends CartMergeStrategy {
  failing = false;
  protected mergeLines(guestOrder: Order, existingOrder: Order): MergedOrderLine[] {
    if (this.failing) throw new Error('merge failed on purpose');
    return super.mergeLines(guestOrder, existingOrder);
  }
}

describe('cart merge on sign-on', () => {
  const logger = new TestingLogger(() => vi.fn());
  const mergeStrategy = new SwitchableMergeStrategy();
  let issuer: TestIssuer;
  let env: ReturnType<typeof createEngineTestEnvironment>;
  let shopClient: SimpleGraphQLClient;
  let adminClient: SimpleGraphQLClient;
  const variant: Record<string, string> = {};
  const PRINT = { personalisationName: 'NOK', personalisationNumber: '7' };

  beforeAll(async () => {
    // The provider first: the engine is configured with its address (a free port).
    issuer = await startTestIssuer();
    env = createEngineTestEnvironment(PORT, {
      signOn: { issuer: issuer.issuer, clientId: TEST_CLIENT_ID, mergeStrategy },
      logger,
    });
    ({ shopClient, adminClient } = env);
    await env.init();
    await adminClient.asSuperAdmin();
    const { products } = await shopClient.query(VARIANTS);
    for (const p of products.items) for (const v of p.variants) variant[v.sku] = v.id;
  });
  afterAll(async () => {
    await env?.server.destroy();
    await issuer?.close();
  });

  async function signOn(who: string): Promise<void> {
    const idToken = await issuer.idToken({ sub: `acc-${who}`, email: `${who}@example.com`, given_name: who });
    expect((await shopClient.query(AUTHENTICATE, { idToken })).authenticate.__typename).toBe('CurrentUser');
  }
  async function add(sku: string, quantity = 1, fields?: Record<string, string>): Promise<RawOrder> {
    const order = (await shopClient.query(ADD, { id: variant[sku], quantity, fields })).addItemToOrder;
    expect(order.code, JSON.stringify(order)).toBeTruthy();
    return order;
  }
  /** A customer who left a cart with these lines (signed on, added, signed out). */
  async function customerWithCart(who: string, lines: Array<[string, number, Record<string, string>?]>): Promise<RawOrder> {
    await shopClient.asAnonymousUser();
    await signOn(who);
    let order: RawOrder | undefined;
    for (const [sku, quantity, fields] of lines) order = await add(sku, quantity, fields);
    await shopClient.asAnonymousUser();
    return order!;
  }
  const activeOrder = async (): Promise<RawOrder | null> => (await shopClient.query(ACTIVE_ORDER)).activeOrder;
  const summary = (order: RawOrder | null) =>
    order?.lines
      .map(
        (l) =>
          `${l.productVariant.sku}${l.customFields.personalisationName ? `+${l.customFields.personalisationName}` : ''} x${l.quantity}`,
      )
      .sort();
  const activeOrderCodesOf = async (who: string): Promise<string[]> =>
    (await adminClient.query(ADMIN_ACTIVE_ORDERS, { email: `${who}@example.com` })).customers.items[0].orders.items.map(
      (o: { code: string }) => o.code,
    );

  it('merges a guest cart of 2 lines into the customer cart of 1 line: one active order, the guest order gone', async () => {
    const customerCart = await customerWithCart('ann', [['T-SHIRT-M', 1]]);
    await add('T-SHIRT-S', 1);
    const guestCart = await add('T-SHIRT-M', 1, PRINT);
    await signOn('ann');
    const order = await activeOrder();
    expect(order?.code).toBe(customerCart.code);
    expect(order?.customer?.emailAddress).toBe('ann@example.com');
    expect(summary(order)).toEqual(['T-SHIRT-M x1', 'T-SHIRT-M+NOK x1', 'T-SHIRT-S x1']);
    expect(await activeOrderCodesOf('ann')).toEqual([customerCart.code]);
    expect((await adminClient.query(ADMIN_ORDER, { id: guestCart.id })).order?.active ?? false).toBe(false);
  });

  it('adds the quantities of the same variant with the same personalisation', async () => {
    const customerCart = await customerWithCart('ben', [
      ['T-SHIRT-M', 1],
      ['T-SHIRT-M', 1, PRINT],
    ]);
    await add('T-SHIRT-M', 2);
    await add('T-SHIRT-M', 3, { ...PRINT });
    await signOn('ben');
    const order = await activeOrder();
    expect(order?.code).toBe(customerCart.code);
    expect(summary(order)).toEqual(['T-SHIRT-M x3', 'T-SHIRT-M+NOK x4']);
  });

  it('makes a guest cart the customer cart when the customer has none', async () => {
    await shopClient.asAnonymousUser();
    const guestCart = await add('T-SHIRT-S', 2);
    await signOn('cat');
    const order = await activeOrder();
    expect(order).toMatchObject({ code: guestCart.code, customer: { emailAddress: 'cat@example.com' } });
    expect(summary(order)).toEqual(['T-SHIRT-S x2']);
  });

  it('keeps the customer cart when the guest has none', async () => {
    const customerCart = await customerWithCart('dan', [['T-SHIRT-M', 2]]);
    await signOn('dan');
    const order = await activeOrder();
    expect(order?.code).toBe(customerCart.code);
    expect(summary(order)).toEqual(['T-SHIRT-M x2']);
  });

  it('merges the cart of a guest who had already given an email at checkout', async () => {
    const customerCart = await customerWithCart('eve', [['T-SHIRT-M', 1]]);
    await add('T-SHIRT-S', 1);
    expect((await shopClient.query(SET_CUSTOMER, { email: 'someone.else@example.com' })).setCustomerForOrder.__typename).toBe('Order');
    await signOn('eve');
    const order = await activeOrder();
    expect(order).toMatchObject({ code: customerCart.code, customer: { emailAddress: 'eve@example.com' } });
    expect(summary(order)).toEqual(['T-SHIRT-M x1', 'T-SHIRT-S x1']);
  });

  it('logs a warning and keeps the customer cart unchanged when merging fails', async () => {
    const customerCart = await customerWithCart('fay', [['T-SHIRT-M', 1]]);
    await add('T-SHIRT-S', 1);
    mergeStrategy.failing = true;
    try {
      await signOn('fay');
    } finally {
      mergeStrategy.failing = false;
    }
    const order = await activeOrder();
    expect(order?.code).toBe(customerCart.code);
    expect(summary(order)).toEqual(['T-SHIRT-M x1']);
    expect(logger.warnSpy).toHaveBeenCalledWith('Failed to merge carts, falling back to customer cart', 'SignOnPlugin');
    expect(await activeOrderCodesOf('fay')).toEqual([customerCart.code]);
  });
});
