import { mergeConfig, RequestContextService, TransactionalConnection, VendureConfig } from '@vendure/core';
import { SimpleGraphQLClient, testConfig } from '@vendure/testing';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GiftCard, GiftCardService } from '../src/plugins/gift-cards';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { sendShopKey } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const VARIANTS = gql`
  query {
    products { items { variants { id sku } } }
  }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!, $qty: Int!) {
    addItemToOrder(productVariantId: $id, quantity: $qty) {
      ... on Order { id code currencyCode totalWithTax }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const GIFT_CARD_FIELDS = `
  id code state active currencyCode totalWithTax giftCardTotal payableTotal
  appliedGiftCards { code masked appliedAmount balance currencyCode }
  issuedGiftCards { code masked value currencyCode }
`;
const CREATE_GIFT_CARD = gql`
  mutation ($input: CreateGiftCardInput!) {
    createGiftCard(input: $input) {
      code
      masked
      balanceThb
      balanceGbp
    }
  }
`;

const APPLY = gql`
  mutation ($code: String!) {
    applyGiftCardToOrder(code: $code) {
      __typename
      ... on Order { ${GIFT_CARD_FIELDS} }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const REMOVE = gql`
  mutation ($code: String!) {
    removeGiftCardFromOrder(code: $code) {
      __typename
      ... on Order { ${GIFT_CARD_FIELDS} }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const ACTIVE = gql`
  query { activeOrder { ${GIFT_CARD_FIELDS} } }
`;
const BY_CODE = gql`
  query ($code: String!) { orderByCode(code: $code) { ${GIFT_CARD_FIELDS} payments { method amount state } } }
`;
const PAYMENT_METHODS = gql`
  query { eligiblePaymentMethods { code isEligible } }
`;
const SET_CUSTOMER = gql`
  mutation {
    setCustomerForOrder(input: { emailAddress: "gift@talat.example", firstName: "Gift", lastName: "Buyer" }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAY = gql`
  mutation ($method: String!) {
    addPaymentToOrder(input: { method: $method, metadata: { reference: "e2e" } }) {
      __typename
      ... on Order { ${GIFT_CARD_FIELDS} payments { id method amount state } }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const ADMIN_ORDER = gql`
  query ($id: ID!) { order(id: $id) { id state payments { id method state amount } } }
`;
const SETTLE = gql`
  mutation ($id: ID!) {
    settlePayment(id: $id) {
      ... on Payment { id state }
      ... on ErrorResult { errorCode message }
    }
  }
`;

const DEMO = 'TALAT-GC-1000';

describe('gift cards', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(3140);
  let sku: Record<string, string>;
  let currencyCode: 'THB' | 'GBP' = 'THB';

  const q = (doc: ReturnType<typeof gql>, vars: Record<string, unknown> = {}, languageCode = 'en') =>
    shopClient.query(doc, vars, { currencyCode, languageCode });

  const card = async (code: string): Promise<GiftCard> =>
    await server.app.get(TransactionalConnection).getRepository(GiftCard).findOneOrFail({ where: { code } });

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
    const { products } = await shopClient.query(VARIANTS);
    sku = Object.fromEntries(
      products.items.flatMap((p: { variants: Array<{ id: string; sku: string }> }) => p.variants.map((v) => [v.sku, v.id])),
    );
  });
  afterAll(async () => {
    await server.destroy();
  });

  async function startOrder(currency: 'THB' | 'GBP', lines: Array<[string, number]>): Promise<void> {
    currencyCode = currency;
    await shopClient.asAnonymousUser();
    for (const [s, qty] of lines) {
      const { addItemToOrder } = await q(ADD_ITEM, { id: sku[s], qty });
      expect(addItemToOrder.currencyCode).toBe(currency);
    }
  }

  /** Customer, address, click & collect (free), ArrangingPayment. */
  async function toPayment(): Promise<void> {
    expect((await q(SET_CUSTOMER)).setCustomerForOrder.id).toBeTruthy();
    expect((await q(SET_ADDRESS, { country: currencyCode === 'THB' ? 'TH' : 'GB' })).setOrderShippingAddress.id).toBeTruthy();
    const { eligibleShippingMethods } = await q(SHIPPING_METHODS);
    const collect = eligibleShippingMethods.find((m: { code: string }) => m.code === 'click-collect');
    expect((await q(SET_SHIPPING, { id: [collect.id] })).setOrderShippingMethod.id).toBeTruthy();
    expect((await q(TO_PAYMENT)).transitionOrderToState.state).toBe('ArrangingPayment');
  }

  it('lets staff issue a card by hand that a shopper can then apply', async () => {
    const created = await adminClient.query(CREATE_GIFT_CARD, { input: { balanceThb: 50_000, balanceGbp: 1_200 } });
    expect(created.createGiftCard).toMatchObject({ balanceThb: 50_000, balanceGbp: 1_200 });
    expect(created.createGiftCard.code).toMatch(/^TALAT-GC-/);
    expect(created.createGiftCard.masked).not.toContain(created.createGiftCard.code.slice(9, 13));
    await expect(
      adminClient.query(CREATE_GIFT_CARD, { input: { code: created.createGiftCard.code, balanceThb: 1, balanceGbp: 1 } }),
    ).rejects.toThrow(/exists already/);
    await expect(adminClient.query(CREATE_GIFT_CARD, { input: { balanceThb: -5, balanceGbp: 0 } })).rejects.toThrow(/whole number/);

    await startOrder('THB', [['T-SHIRT-M', 1]]);
    const applied = (await q(APPLY, { code: created.createGiftCard.code.toLowerCase() })).applyGiftCardToOrder;
    expect(applied.__typename).toBe('Order');
  });

  it('refuses an unknown code with a message in the request language', async () => {
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    const en = (await q(APPLY, { code: 'TALAT-GC-NOPE' }, 'en')).applyGiftCardToOrder;
    expect(en).toEqual({
      __typename: 'GiftCardNotFoundError',
      errorCode: 'GIFT_CARD_NOT_FOUND_ERROR',
      message: 'This gift card code is not valid. Please check it and try again.',
    });
    const th = (await q(APPLY, { code: 'TALAT-GC-NOPE' }, 'th')).applyGiftCardToOrder;
    expect(th).toMatchObject({ __typename: 'GiftCardNotFoundError', message: 'รหัสบัตรของขวัญนี้ไม่ถูกต้อง โปรดตรวจสอบแล้วลองอีกครั้ง' });
  });

  it('covers part of a THB order above ฿1,000 and the rest is paid by cheque', async () => {
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    expect((await q(PAYMENT_METHODS)).eligiblePaymentMethods).toContainEqual({ code: 'talat-gift-card', isEligible: false });
    const applied = (await q(APPLY, { code: ' talat-gc-1000 ' })).applyGiftCardToOrder;
    expect(applied).toMatchObject({
      __typename: 'Order',
      totalWithTax: 229000,
      giftCardTotal: 100000,
      payableTotal: 129000,
      appliedGiftCards: [{ code: DEMO, masked: 'TALAT-GC-****-1000', appliedAmount: 100000, balance: 100000, currencyCode: 'THB' }],
    });
    const again = (await q(APPLY, { code: DEMO }, 'th')).applyGiftCardToOrder;
    expect(again).toMatchObject({ __typename: 'GiftCardAlreadyAppliedError', message: 'บัตรของขวัญนี้ถูกใช้กับตะกร้าสินค้าของคุณแล้ว' });
    const removed = (await q(REMOVE, { code: DEMO })).removeGiftCardFromOrder;
    expect(removed).toMatchObject({ __typename: 'Order', appliedGiftCards: [], giftCardTotal: 0, payableTotal: 229000 });
    expect((await q(REMOVE, { code: DEMO })).removeGiftCardFromOrder.__typename).toBe('GiftCardNotAppliedError');
    expect((await q(APPLY, { code: DEMO })).applyGiftCardToOrder.payableTotal).toBe(129000);
    expect((await q(PAYMENT_METHODS)).eligiblePaymentMethods).toContainEqual({ code: 'talat-gift-card', isEligible: true });

    await toPayment();
    expect((await card(DEMO)).balanceThb).toBe(100000); // nothing spent before payment
    const byCard = (await q(PAY, { method: 'talat-gift-card' })).addPaymentToOrder;
    expect(byCard).toMatchObject({ __typename: 'Order', state: 'ArrangingPayment', giftCardTotal: 100000, payableTotal: 129000 });
    expect((await card(DEMO)).balanceThb).toBe(0);
    expect((await q(REMOVE, { code: DEMO }, 'th')).removeGiftCardFromOrder).toMatchObject({
      __typename: 'GiftCardOrderStateError',
      message: 'ไม่สามารถเปลี่ยนแปลงบัตรของขวัญสำหรับคำสั่งซื้อนี้ได้แล้ว',
    });
    const byCheque = (await q(PAY, { method: 'checkmo' })).addPaymentToOrder;
    expect(byCheque).toMatchObject({ state: 'PaymentAuthorized', active: false, giftCardTotal: 100000, payableTotal: 129000 });
    expect(byCheque.payments.map((p: { method: string; amount: number }) => [p.method, p.amount])).toEqual([
      ['talat-gift-card', 100000],
      ['checkmo', 129000],
    ]);
    expect((await card(DEMO)).balanceThb).toBe(0);
    expect((await card(DEMO)).balanceGbp).toBe(2500);
  });

  it('answers "no balance" for a THB cart once the THB balance is spent', async () => {
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    expect((await q(APPLY, { code: DEMO })).applyGiftCardToOrder).toMatchObject({
      __typename: 'GiftCardNoBalanceError',
      message: 'This gift card has no balance in THB.',
    });
  });

  it('covers a GBP order with the £25 balance', async () => {
    await startOrder('GBP', [['T-SHIRT-M', 1]]);
    const applied = (await q(APPLY, { code: DEMO })).applyGiftCardToOrder;
    expect(applied).toMatchObject({
      totalWithTax: 6499,
      giftCardTotal: 2500,
      payableTotal: 3999,
      appliedGiftCards: [{ masked: 'TALAT-GC-****-1000', appliedAmount: 2500, currencyCode: 'GBP' }],
    });
    expect((await q(ACTIVE)).activeOrder).toMatchObject({ giftCardTotal: 2500, payableTotal: 3999 });
    await toPayment();
    expect((await q(PAY, { method: 'talat-gift-card' })).addPaymentToOrder.payableTotal).toBe(3999);
    expect((await q(PAY, { method: 'checkmo' })).addPaymentToOrder.state).toBe('PaymentAuthorized');
    expect((await card(DEMO)).balanceGbp).toBe(0);
  });

  it('covers a whole order: nothing left to pay, the gift card payment alone places it', async () => {
    const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
    await server.app.get(GiftCardService).create(ctx, { code: 'TALAT-GC-FULL-5000', balanceThb: 500000 });
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    const applied = (await q(APPLY, { code: 'TALAT-GC-FULL-5000' })).applyGiftCardToOrder;
    expect(applied).toMatchObject({ totalWithTax: 229000, giftCardTotal: 229000, payableTotal: 0 });
    await toPayment();
    const paid = (await q(PAY, { method: 'talat-gift-card' })).addPaymentToOrder;
    expect(paid).toMatchObject({ state: 'PaymentSettled', active: false, giftCardTotal: 229000, payableTotal: 0 });
    expect((await card('TALAT-GC-FULL-5000')).balanceThb).toBe(500000 - 229000);
    // The card has no GBP balance.
    await startOrder('GBP', [['T-SHIRT-M', 1]]);
    expect((await q(APPLY, { code: 'TALAT-GC-FULL-5000' }, 'th')).applyGiftCardToOrder).toMatchObject({
      __typename: 'GiftCardNoBalanceError',
      message: 'บัตรของขวัญนี้ไม่มียอดคงเหลือในสกุลเงิน GBP',
    });
  });

  it('never spends more than the balance when two orders pay at the same time', async () => {
    const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
    const service = server.app.get(GiftCardService);
    await service.create(ctx, { code: 'TALAT-GC-RACE', balanceThb: 1000 });
    const [a, b] = await Promise.all([
      service.debit(ctx, 'THB', ['TALAT-GC-RACE'], 800),
      service.debit(ctx, 'THB', ['TALAT-GC-RACE'], 800),
    ]);
    const taken = [...a, ...b].reduce((sum, d) => sum + d.amount, 0);
    expect(taken).toBe(1000);
    expect((await card('TALAT-GC-RACE')).balanceThb).toBe(0);
  });

  it('lets only one of two orders paying at the same time spend a card', async () => {
    const ctx = await server.app.get(RequestContextService).create({ apiType: 'admin' });
    await server.app.get(GiftCardService).create(ctx, { code: 'TALAT-GC-TWICE', balanceThb: 150000 });
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    expect((await q(APPLY, { code: 'TALAT-GC-TWICE' })).applyGiftCardToOrder.giftCardTotal).toBe(150000);
    await toPayment();
    const first = sendShopKey(
      new SimpleGraphQLClient(
        mergeConfig(testConfig, { authOptions: { tokenMethod: 'bearer' } }) as Required<VendureConfig>,
        'http://localhost:3140/shop-api',
      ),
    );
    first.setAuthToken(shopClient.getAuthToken());
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    expect((await q(APPLY, { code: 'TALAT-GC-TWICE' })).applyGiftCardToOrder.giftCardTotal).toBe(150000);
    await toPayment();
    const results = await Promise.all([
      first.query(PAY, { method: 'talat-gift-card' }, { currencyCode: 'THB' }),
      q(PAY, { method: 'talat-gift-card' }),
    ]);
    const outcomes = results.map((r) => r.addPaymentToOrder.__typename).sort();
    expect(outcomes).toEqual(['Order', 'PaymentDeclinedError']);
    const paid = results.find((r) => r.addPaymentToOrder.__typename === 'Order')!.addPaymentToOrder;
    expect(paid).toMatchObject({ giftCardTotal: 150000, payableTotal: 79000 });
    expect((await card('TALAT-GC-TWICE')).balanceThb).toBe(0);
  });

  it('issues a card per gift card unit when the order is settled', async () => {
    await startOrder('THB', [['T-GIFT', 2]]);
    await toPayment();
    const placed = (await q(PAY, { method: 'checkmo' })).addPaymentToOrder;
    expect(placed).toMatchObject({ state: 'PaymentAuthorized', issuedGiftCards: [] });
    const { order } = await adminClient.query(ADMIN_ORDER, { id: placed.id });
    const settled = await adminClient.query(SETTLE, { id: order.payments[0].id });
    expect(settled.settlePayment.state).toBe('Settled');

    let issued: Array<{ code: string; masked: string; value: number; currencyCode: string }> = [];
    for (let i = 0; i < 50 && issued.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      issued = (await q(BY_CODE, { code: placed.code })).orderByCode.issuedGiftCards;
    }
    expect(issued).toHaveLength(2);
    for (const c of issued) {
      expect(c.code).toMatch(/^TALAT-GC-[2-9A-Z]{4}-[2-9A-Z]{4}$/);
      expect(c.masked).toBe(`TALAT-GC-****-${c.code.slice(-4)}`);
      expect(c).toMatchObject({ value: 100000, currencyCode: 'THB' });
      const stored = await card(c.code);
      expect(stored).toMatchObject({ balanceThb: 100000, balanceGbp: 0, sourceOrderCode: placed.code });
      expect(`T_${stored.sourceOrderId}`).toBe(placed.id);
    }
    expect(issued[0].code).not.toBe(issued[1].code);

    // A new card can be spent.
    await startOrder('THB', [['T-SHIRT-M', 1]]);
    expect((await q(APPLY, { code: issued[0].code })).applyGiftCardToOrder).toMatchObject({ giftCardTotal: 100000, payableTotal: 129000 });
  });
});
