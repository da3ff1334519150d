/**
 * Loyalty plugin through the Shop and Admin APIs: points accrue when a customer's order is
 * settled, pay part of the next order through the talat-loyalty payment, are never spent twice
 * by orders paying at the same time, and return when the order is cancelled.
 */
import gql from 'graphql-tag';
import { Order, RequestContextService, TransactionalConnection } from '@vendure/core';
import { SimpleGraphQLClient } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoyaltyAccount, LoyaltyService } from '../src/plugins/loyalty';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3123;

const VARIANTS = gql`query { products { items { variants { id sku } } } }`;
const LOYALTY_FIELDS = `loyalty { balance applied pointsApplied appliedAmount accrualPoints accrualAmount rate { currencyCode spendPerPoint pointValue } }`;
const ADD_ITEM = gql`
  mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id code totalWithTax } ... on ErrorResult { errorCode message } } }
`;
const ACTIVE = gql`query { activeOrder { id code state totalWithTax payableTotal ${LOYALTY_FIELDS} } }`;
const APPLY = gql`mutation { applyLoyaltyPoints { __typename ... on Order { ${LOYALTY_FIELDS} } ... on LoyaltyError { errorCode } } }`;
const REMOVE = gql`mutation { removeLoyaltyPoints { __typename ... on Order { ${LOYALTY_FIELDS} } ... on LoyaltyError { errorCode } } }`;
const MINE = gql`query { activeCustomerLoyalty { points entries { kind points orderCode } } }`;
const PAYMENT_METHODS = gql`query { eligiblePaymentMethods { code isEligible } }`;
const PAY = gql`
  mutation ($method: String!) {
    addPaymentToOrder(input: { method: $method, metadata: {} }) {
      __typename
      ... on Order { id code state totalWithTax payableTotal payments { id method amount state } ${LOYALTY_FIELDS} }
      ... on ErrorResult { errorCode message }
      ... on PaymentDeclinedError { paymentErrorMessage }
    }
  }
`;
const ADMIN_ORDER = gql`query ($id: ID!) { order(id: $id) { id state payments { id method state amount } } }`;
const SETTLE = gql`mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { id state } ... on ErrorResult { errorCode message } } }`;
const CANCEL = gql`
  mutation ($id: ID!) { cancelOrder(input: { orderId: $id, reason: "e2e" }) { __typename ... on Order { state } ... on ErrorResult { errorCode message } } }
`;

describe('loyalty points', () => {
  let t: SignOnEnvironment;
  let env: SignOnEnvironment['env'];
  let shop: SimpleGraphQLClient;
  let shirt: string;
  const q = (doc: ReturnType<typeof gql>, vars: Record<string, unknown> = {}, languageCode = 'en') =>
    shop.query(doc, vars, { currencyCode: 'THB', languageCode });

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT);
    env = t.env;
    shop = env.shopClient;
    const { products } = await shop.query(VARIANTS);
    shirt = products.items
      .flatMap((p: { variants: Array<{ id: string; sku: string }> }) => p.variants)
      .find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
    await t.signOn('points-a', { given_name: 'Points', family_name: 'Tester' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const balance = async () => (await shop.query(MINE)).activeCustomerLoyalty.points;

  /** A ฿2,290 shirt to the payment step (click & collect or the first method). */
  async function orderToPayment(): Promise<void> {
    expect((await q(ADD_ITEM, { id: shirt })).addItemToOrder.id).toBeTruthy();
    expect((await q(SET_ADDRESS, { country: 'TH' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await q(SHIPPING_METHODS);
    expect((await q(SET_SHIPPING, { id: [eligibleShippingMethods[0].id] })).setOrderShippingMethod.id).toBeTruthy();
    expect((await q(TO_PAYMENT)).transitionOrderToState.state).toBe('ArrangingPayment');
  }

  async function settle(orderId: string): Promise<void> {
    const { order } = await env.adminClient.query(ADMIN_ORDER, { id: orderId });
    for (const p of order.payments.filter((x: { state: string }) => x.state === 'Authorized')) {
      expect((await env.adminClient.query(SETTLE, { id: p.id })).settlePayment.state).toBe('Settled');
    }
  }

  /** Accrual happens after the transition event: wait for it. */
  async function balanceBecomes(points: number): Promise<void> {
    for (let i = 0; i < 50 && (await balance()) !== points; i++) await new Promise((r) => setTimeout(r, 100));
    expect(await balance()).toBe(points);
  }

  it('starts a new customer at no points, and refuses to apply none', async () => {
    expect(await balance()).toBe(0);
    await orderToPayment();
    const { activeOrder } = await q(ACTIVE);
    expect(activeOrder.loyalty).toMatchObject({
      balance: 0,
      applied: false,
      pointsApplied: 0,
      rate: { currencyCode: 'THB', spendPerPoint: 2500, pointValue: 100 },
    });
    expect(activeOrder.loyalty.accrualPoints).toBe(Math.floor(activeOrder.totalWithTax / 2500));
    expect((await q(APPLY)).applyLoyaltyPoints).toEqual({ __typename: 'LoyaltyError', errorCode: 'NO_POINTS' });
    expect((await q(PAYMENT_METHODS)).eligiblePaymentMethods.find((m: { code: string }) => m.code === 'talat-loyalty').isEligible).toBe(
      false,
    );
  });

  it('accrues points once when the order is settled, at the THB rate', async () => {
    const placed = (await q(PAY, { method: 'checkmo' })).addPaymentToOrder;
    expect(placed.state).toBe('PaymentAuthorized');
    expect(await balance()).toBe(0);
    await settle(placed.id);
    const expected = Math.floor(placed.totalWithTax / 2500);
    expect(expected).toBeGreaterThan(0);
    await balanceBecomes(expected);
    const { activeCustomerLoyalty } = await shop.query(MINE);
    expect(activeCustomerLoyalty.entries).toEqual([{ kind: 'accrual', points: expected, orderCode: placed.code }]);
  });

  it('pays part of the next order with every point, then the cheque pays the rest', async () => {
    const points = await balance();
    await orderToPayment();
    const applied = (await q(APPLY)).applyLoyaltyPoints;
    expect(applied.loyalty).toMatchObject({ applied: true, pointsApplied: points, appliedAmount: points * 100 });
    expect(await balance()).toBe(points);

    const paid = (await q(PAY, { method: 'talat-loyalty' })).addPaymentToOrder;
    expect(paid).toMatchObject({ state: 'ArrangingPayment', loyalty: { pointsApplied: points, appliedAmount: points * 100 } });
    expect(paid.payments).toEqual([expect.objectContaining({ method: 'talat-loyalty', amount: points * 100, state: 'Settled' })]);
    expect(await balance()).toBe(0);
    expect((await q(REMOVE)).removeLoyaltyPoints).toEqual({ __typename: 'LoyaltyError', errorCode: 'ORDER_STATE' });

    const placed = (await q(PAY, { method: 'checkmo' })).addPaymentToOrder;
    expect(placed.state).toBe('PaymentAuthorized');
    expect(placed.payments.find((p: { method: string }) => p.method === 'checkmo').amount).toBe(placed.totalWithTax - points * 100);

    // Settled: it earns points on what was paid in money only.
    await settle(placed.id);
    await balanceBecomes(Math.floor((placed.totalWithTax - points * 100) / 2500));

    // Cancelled: the points it earned are taken back and the points it spent return.
    expect((await env.adminClient.query(CANCEL, { id: placed.id })).cancelOrder.state).toBe('Cancelled');
    await balanceBecomes(points);
    const kinds = (await shop.query(MINE)).activeCustomerLoyalty.entries.map((e: { kind: string }) => e.kind);
    expect(kinds.slice(0, 4).sort()).toEqual(['accrual', 'return', 'reversal', 'spend']);
  });

  it('declines the loyalty payment when the points were spent elsewhere, and the order is unchanged', async () => {
    await orderToPayment();
    expect((await q(APPLY)).applyLoyaltyPoints.loyalty.applied).toBe(true);
    const connection = env.server.app.get(TransactionalConnection);
    const repo = connection.rawConnection.getRepository(LoyaltyAccount);
    const account = await repo.findOneOrFail({ where: {} });
    const kept = account.points;
    await repo.update({ id: account.id }, { points: 0 });
    const declined = (await q(PAY, { method: 'talat-loyalty' }, 'th')).addPaymentToOrder;
    expect(declined).toMatchObject({ __typename: 'PaymentDeclinedError', paymentErrorMessage: 'คุณไม่มีคะแนนเหลือสำหรับชำระคำสั่งซื้อนี้' });
    expect((await q(ACTIVE)).activeOrder.state).toBe('ArrangingPayment');
    await repo.update({ id: account.id }, { points: kept });
    expect((await q(REMOVE)).removeLoyaltyPoints.loyalty).toMatchObject({ applied: false, pointsApplied: 0 });
  });

  it('never spends a point twice when two orders pay with the same points at the same time', async () => {
    const connection = env.server.app.get(TransactionalConnection);
    const loyalty = env.server.app.get(LoyaltyService);
    const account = await connection.rawConnection.getRepository(LoyaltyAccount).findOneOrFail({ where: {} });
    const before = account.points;
    expect(before).toBeGreaterThan(10);
    const ctx = await env.server.app.get(RequestContextService).create({ apiType: 'shop' });
    const order = (n: number) =>
      ({ id: `9000${n}`, code: `CONCURRENT-${n}`, currencyCode: 'THB', customerId: account.customerId }) as unknown as Order;
    // Each wants every point (the amount due is far larger than the balance). Their reads and
    // conditional updates interleave: all three see the full balance, one update takes it.
    const results = await Promise.all([1, 2, 3].map((n) => loyalty.spend(ctx, order(n), 10_000_000)));
    const spent = results.map((r) => r.points).sort((a, b) => a - b);
    expect(spent).toEqual([0, 0, before]);
    expect((await connection.rawConnection.getRepository(LoyaltyAccount).findOneOrFail({ where: { id: account.id } })).points).toBe(0);
  });

  it('lets staff add and take points, never below zero, with each change in the history', async () => {
    const account = await env.server.app
      .get(TransactionalConnection)
      .rawConnection.getRepository(LoyaltyAccount)
      .findOneOrFail({ where: {} });
    const ADJUST = gql`mutation ($id: ID!, $points: Int!) { adjustLoyaltyPoints(customerId: $id, points: $points) { points entries { kind points } } }`;
    const added = (await env.adminClient.query(ADJUST, { id: account.customerId, points: 50 })).adjustLoyaltyPoints;
    expect(added.points).toBe(50);
    expect(added.entries[0]).toEqual({ kind: 'adjustment', points: 50 });
    const taken = (await env.adminClient.query(ADJUST, { id: account.customerId, points: -1000 })).adjustLoyaltyPoints;
    expect(taken.points).toBe(0);
    expect(taken.entries[0]).toEqual({ kind: 'adjustment', points: -50 });
    expect(await balance()).toBe(0);
  });
});
