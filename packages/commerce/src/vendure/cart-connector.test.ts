import { describe, expect, it, vi } from 'vitest';
import type { CommerceContext } from '../types';
import { activeOrder, emptyOrder, giftCardLine, paidOrder } from './__fixtures__/cart';
import { sentRequest } from '../graphql/test-request';
import { createVendureConnector } from './vendure-connector';
import type { RawOrder } from './raw-cart-types';

const SHOP_API = 'http://localhost:3000/shop-api';
const guest: CommerceContext = { locale: 'en', currency: 'THB' };
const withCart: CommerceContext = { ...guest, customerToken: 'tok-1' };

type Answer = { body: unknown; token?: string } | Error;

/** A fake fetch answering in order; `token` is sent back as the vendure-auth-token header. */
function fakeFetch(...answers: Answer[]) {
  const calls: { headers: Record<string, string>; body: { operationName: string; query: string; variables: Record<string, unknown> } }[] =
    [];
  const fn = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    calls.push({ headers: init?.headers as Record<string, string>, body: sentRequest(input, init) as (typeof calls)[number]['body'] });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${calls.at(-1)?.body.operationName}`);
    if (answer instanceof Error) throw answer;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (answer.token) headers['vendure-auth-token'] = answer.token;
    return new Response(JSON.stringify(answer.body), { status: 200, headers });
  });
  const connector = createVendureConnector({ shopApiUrl: SHOP_API, fetch: fn as unknown as typeof fetch });
  return { connector, calls, ops: () => calls.map((c) => c.body.operationName) };
}

const data = (d: unknown, token?: string): Answer => ({ body: { data: d }, ...(token ? { token } : {}) });
const order = (o: RawOrder) => ({ __typename: 'Order', ...o });
const failure = (errorCode: string, extra: Record<string, unknown> = {}, __typename = 'ErrorResult') => ({
  __typename,
  errorCode,
  message: 'engine says no',
  ...extra,
});
const graphqlError = (code: string): Answer => ({ body: { errors: [{ message: code, extensions: { code } }], data: null } });

const atPayment: RawOrder = {
  ...activeOrder,
  state: 'ArrangingPayment',
  appliedGiftCards: [],
  giftCardTotal: 0,
  payableTotal: activeOrder.totalWithTax,
};

describe('cart sessions', () => {
  it('creates a cart without a token and returns the session the engine issued', async () => {
    const { connector, calls, ops } = fakeFetch(data({ removeAllOrderLines: order(emptyOrder) }, 'tok-new'));
    const result = await connector.createEmptyCart(guest);
    expect(result).toMatchObject({ ok: true, cart: { id: 'ORDER123ABC', items: [] }, sessionToken: 'tok-new' });
    expect(ops()).toEqual(['CreateCart']);
    expect(calls[0]?.headers.authorization).toBeUndefined();
  });

  it('never empties an existing cart: answers it as it is', async () => {
    const { connector, calls, ops } = fakeFetch(data({ activeOrder }, 'tok-1'));
    const result = await connector.createEmptyCart(withCart);
    expect(result).toMatchObject({ ok: true, cart: { total_quantity: 2 } });
    expect(result).not.toHaveProperty('sessionToken');
    expect(ops()).toEqual(['ActiveOrder']);
    expect(calls[0]?.headers.authorization).toBe('Bearer tok-1');
  });

  it('follows a token issued midway: later requests of the call send it', async () => {
    const { connector, calls } = fakeFetch(
      data({ addItemToOrder: order(activeOrder) }, 'tok-new'),
      data({
        search: {
          items: [
            { sku: 'HS25-MX', productVariantId: '99' },
            { sku: 'HS25-L', productVariantId: '18' },
          ],
        },
      }),
      data({ addItemToOrder: order(activeOrder) }),
    );
    const result = await connector.addCartItems(guest, {
      items: [
        { variantUid: '17', quantity: 2 },
        { sku: 'HS25-L', quantity: 1 },
      ],
    });
    expect(result).toMatchObject({ ok: true, sessionToken: 'tok-new' });
    expect(calls.map((c) => c.headers.authorization)).toEqual([undefined, 'Bearer tok-new', 'Bearer tok-new']);
    expect(calls[0]?.body.variables).toEqual({ productVariantId: '17', quantity: 2 });
    expect(calls[2]?.body.variables).toEqual({ productVariantId: '18', quantity: 1 });
  });

  it('answers no cart without a token, without a request', async () => {
    const { connector, calls } = fakeFetch();
    await expect(connector.getCart(guest)).resolves.toEqual({ cart: null });
    await expect(connector.getShippingMethods(guest)).resolves.toEqual({ methods: [] });
    await expect(connector.removeCartItem(guest, { uid: '41' })).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(calls).toHaveLength(0);
  });

  it('re-prices the cart when the currency changed', async () => {
    const gbp = { ...activeOrder, currencyCode: 'GBP' };
    const { connector, calls, ops } = fakeFetch(data({ activeOrder }), data({ setCurrencyCodeForOrder: order(gbp) }));
    const { cart } = await connector.getCart({ ...withCart, currency: 'GBP' });
    expect(cart?.prices.grand_total.currency).toBe('GBP');
    expect(ops()).toEqual(['ActiveOrder', 'SetCurrencyCodeForOrder']);
    expect(calls[1]?.body.variables).toEqual({ currencyCode: 'GBP' });
  });
});

describe('cart changes', () => {
  it('refuses bad quantities and prints breaking the rules without a request', async () => {
    const { connector, calls } = fakeFetch();
    for (const quantity of [0, -1, 1.5, 1000]) {
      await expect(connector.addCartItems(withCart, { items: [{ variantUid: '17', quantity }] })).resolves.toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT', field: 'quantity' },
      });
    }
    await expect(connector.updateCartItem(withCart, { uid: '41', quantity: 0 })).resolves.toMatchObject({
      error: { code: 'INVALID_INPUT' },
    });
    await expect(
      connector.addCartItems(
        { ...withCart, locale: 'th' },
        { items: [{ variantUid: '17', quantity: 1, personalisation: { name: 'R2D2', number: '7' } }] },
      ),
    ).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'personalisation.name', detail: 'printName', message: '' },
    });
    await expect(
      connector.addCartItems(withCart, { items: [{ variantUid: '17', quantity: 1, personalisation: { number: '100' } }] }),
    ).resolves.toMatchObject({ ok: false, error: { code: 'INVALID_INPUT', field: 'personalisation.number' } });
    expect(calls).toHaveLength(0);
  });

  it('sends a print and bundle items as order line custom fields; a plain item without', async () => {
    const { connector, calls } = fakeFetch(data({ addItemToOrder: order(activeOrder) }), data({ addItemToOrder: order(activeOrder) }));
    const items = [
      { variantUid: '17', quantity: 1, personalisation: { name: ' SOMCHAI ', number: '7' } },
      { variantUid: '95', quantity: 1, personalisation: { name: '', number: '' } },
    ];
    await expect(connector.addCartItems(withCart, { items })).resolves.toMatchObject({ ok: true });
    expect(calls[0]?.body.variables).toEqual({
      productVariantId: '17',
      quantity: 1,
      customFields: { personalisationName: 'SOMCHAI', personalisationNumber: '7' },
    });
    expect(calls[1]?.body.variables).toEqual({ productVariantId: '95', quantity: 1 });
  });

  it('answers the engine refusing a print as INVALID_INPUT with its message', async () => {
    const { connector } = fakeFetch(
      data({
        addItemToOrder: failure('ORDER_INTERCEPTOR_ERROR', { interceptorError: 'สินค้านี้ไม่สามารถพิมพ์ชื่อหรือหมายเลขได้' }, 'OrderInterceptorError'),
      }),
    );
    const result = await connector.addCartItems(
      { ...withCart, locale: 'th' },
      { items: [{ variantUid: '95', quantity: 1, personalisation: { name: 'BOB' } }] },
    );
    expect(result).toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'personalisation', message: 'สินค้านี้ไม่สามารถพิมพ์ชื่อหรือหมายเลขได้' },
    });
  });

  it('answers out of stock with the cart the engine left', async () => {
    const { connector } = fakeFetch(
      data({ addItemToOrder: failure('INSUFFICIENT_STOCK_ERROR', { quantityAvailable: 3, order: activeOrder }, 'InsufficientStockError') }),
    );
    const result = await connector.addCartItems(withCart, { items: [{ variantUid: '17', quantity: 9 }] });
    expect(result).toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK', quantity_available: 3 }, cart: { id: 'ORDER123ABC' } });
  });

  it('answers NOT_FOUND for an unknown SKU, variant or line', async () => {
    const { connector } = fakeFetch(data({ search: { items: [] } }), graphqlError('ENTITY_NOT_FOUND'), graphqlError('USER_INPUT_ERROR'));
    await expect(connector.addCartItems(withCart, { items: [{ sku: 'NOPE', quantity: 1 }] })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND', field: 'sku' },
    });
    await expect(connector.addCartItems(withCart, { items: [{ variantUid: '999', quantity: 1 }] })).resolves.toMatchObject({
      error: { code: 'NOT_FOUND' },
    });
    await expect(connector.updateCartItem(withCart, { uid: '999', quantity: 2 })).resolves.toMatchObject({
      error: { code: 'NOT_FOUND', detail: 'lineNotFound', message: '' },
    });
  });

  it('takes an order at the payment step back to shopping once to change it', async () => {
    const { connector, ops } = fakeFetch(
      data({ adjustOrderLine: failure('ORDER_MODIFICATION_ERROR') }),
      data({ transitionOrderToState: order(activeOrder) }),
      data({ adjustOrderLine: order(activeOrder) }),
    );
    await expect(connector.updateCartItem(withCart, { uid: '41', quantity: 2 })).resolves.toMatchObject({ ok: true });
    expect(ops()).toEqual(['AdjustOrderLine', 'TransitionOrderToState', 'AdjustOrderLine']);
  });

  it('applies a coupon typed in lower case', async () => {
    const { connector, calls } = fakeFetch(
      data({ applyCouponCode: failure('COUPON_CODE_INVALID_ERROR') }),
      data({ applyCouponCode: order(activeOrder) }),
    );
    await expect(connector.applyCoupon(withCart, { code: ' welcome10 ' })).resolves.toMatchObject({
      ok: true,
      cart: { applied_coupons: [{ code: 'WELCOME10' }] },
    });
    expect(calls.map((c) => c.body.variables)).toEqual([{ couponCode: 'welcome10' }, { couponCode: 'WELCOME10' }]);
  });

  it('keeps a coupon the engine accepted in another case', async () => {
    const { connector, ops } = fakeFetch(data({ applyCouponCode: order(activeOrder) }));
    await expect(connector.applyCoupon(withCart, { code: 'welcome10' })).resolves.toMatchObject({ ok: true });
    expect(ops()).toEqual(['ApplyCouponCode']);
  });

  it('distinguishes unknown, expired and not applicable coupons', async () => {
    const notMatching = { ...activeOrder, couponCodes: ['BIGSPEND'], promotions: [] };
    const { connector, ops } = fakeFetch(
      data({ applyCouponCode: failure('COUPON_CODE_INVALID_ERROR') }),
      data({ applyCouponCode: failure('COUPON_CODE_EXPIRED_ERROR') }),
      data({ applyCouponCode: order(notMatching) }),
      data({ removeCouponCode: { ...notMatching, couponCodes: [] } }),
    );
    await expect(connector.applyCoupon(withCart, { code: 'NOPE' })).resolves.toMatchObject({ error: { code: 'COUPON_INVALID' } });
    await expect(connector.applyCoupon(withCart, { code: 'EXPIRED5' })).resolves.toMatchObject({ error: { code: 'COUPON_EXPIRED' } });
    await expect(connector.applyCoupon(withCart, { code: 'BIGSPEND' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'COUPON_NOT_APPLICABLE' },
      cart: { applied_coupons: [] },
    });
    expect(ops()).toEqual(['ApplyCouponCode', 'ApplyCouponCode', 'ApplyCouponCode', 'RemoveCouponCode']);
  });

  it('maps gift card answers and refuses blank or long codes', async () => {
    const { connector, calls } = fakeFetch(
      data({ applyGiftCardToOrder: failure('GIFT_CARD_NO_BALANCE_ERROR', { message: 'This gift card has no balance in GBP.' }) }),
      data({ removeGiftCardFromOrder: order(activeOrder) }),
    );
    await expect(connector.applyGiftCard(withCart, { code: 'TALAT-GC-1000' })).resolves.toEqual({
      ok: false,
      error: { code: 'GIFT_CARD_NO_BALANCE', message: 'This gift card has no balance in GBP.', field: 'code' },
    });
    await expect(connector.removeGiftCard(withCart, { code: 'TALAT-GC-1000' })).resolves.toMatchObject({ ok: true });
    await expect(connector.applyGiftCard(withCart, { code: '  ' })).resolves.toMatchObject({ error: { code: 'INVALID_INPUT' } });
    await expect(connector.applyGiftCard(withCart, { code: 'X'.repeat(65) })).resolves.toMatchObject({ error: { code: 'INVALID_INPUT' } });
    expect(calls).toHaveLength(2);
  });

  it('sets the shipping address and names the guest after it', async () => {
    const { connector, calls, ops } = fakeFetch(
      data({ setOrderShippingAddress: order(activeOrder) }),
      data({ setCustomerForOrder: order(activeOrder) }),
    );
    const address = {
      firstname: 'Somchai',
      lastname: 'Jaidee',
      street: ['99 Sukhumvit Road'],
      city: 'Bangkok',
      postcode: '10110',
      country_code: 'TH',
      telephone: '+66812345678',
    };
    await expect(connector.setShippingAddress(withCart, { address })).resolves.toMatchObject({ ok: true });
    expect(ops()).toEqual(['SetOrderShippingAddress', 'SetCustomerForOrder']);
    expect(calls[0]?.body.variables).toEqual({
      input: {
        fullName: 'Somchai Jaidee',
        streetLine1: '99 Sukhumvit Road',
        city: 'Bangkok',
        postalCode: '10110',
        countryCode: 'TH',
        phoneNumber: '+66812345678',
        customFields: { pccc: null, koreaDob: null },
      },
    });
    expect(calls[1]?.body.variables).toEqual({ input: { emailAddress: 'somchai@example.com', firstName: 'Somchai', lastName: 'Jaidee' } });
  });

  it('asks a shipping address in South Korea for the date of birth before any request, and sends it', async () => {
    const { connector, calls } = fakeFetch(
      data({ setOrderShippingAddress: order(activeOrder) }),
      data({ setCustomerForOrder: order(activeOrder) }),
    );
    const seoul = {
      firstname: 'Minji',
      lastname: 'Kim',
      street: ['1 Sejong-daero'],
      city: 'Jung-gu',
      postcode: '04524',
      country_code: 'KR',
      telephone: '+82212345678',
      pccc: 'P123456789012',
    };
    await expect(connector.setShippingAddress(withCart, { address: seoul })).resolves.toEqual({
      ok: false,
      error: { code: 'INVALID_INPUT', message: '', field: 'korea_dob', detail: 'koreaDobRequired' },
    });
    await expect(connector.setShippingAddress(withCart, { address: { ...seoul, korea_dob: '1990-02-30' } })).resolves.toMatchObject({
      error: { code: 'INVALID_INPUT', field: 'korea_dob', detail: 'koreaDob' },
    });
    expect(calls).toHaveLength(0);
    await expect(connector.setShippingAddress(withCart, { address: { ...seoul, korea_dob: ' 1990-04-23 ' } })).resolves.toMatchObject({
      ok: true,
    });
    expect(calls[0]?.body.variables).toMatchObject({
      input: { countryCode: 'KR', customFields: { pccc: 'P123456789012', koreaDob: '1990-04-23' } },
    });
  });

  it('drops a date of birth outside South Korea and on a billing address', async () => {
    const { connector, calls } = fakeFetch(
      data({ setOrderShippingAddress: order(activeOrder) }),
      data({ setCustomerForOrder: order(activeOrder) }),
      data({ setOrderBillingAddress: order(activeOrder) }),
    );
    const bangkok = {
      firstname: 'Somchai',
      lastname: 'Jaidee',
      street: ['99 Sukhumvit Road'],
      city: 'Bangkok',
      postcode: '10110',
      country_code: 'TH',
      telephone: '+66812345678',
      korea_dob: 'not asked here',
    };
    await expect(connector.setShippingAddress(withCart, { address: bangkok })).resolves.toMatchObject({ ok: true });
    expect(calls[0]?.body.variables).toMatchObject({ input: { customFields: { koreaDob: null } } });
    const seoulBilling = { ...bangkok, country_code: 'KR', postcode: '04524', korea_dob: '1990-04-23' };
    await expect(connector.setBillingAddress(withCart, { address: seoulBilling })).resolves.toMatchObject({ ok: true });
    expect(calls[2]?.body.variables).toMatchObject({ input: { countryCode: 'KR', customFields: { koreaDob: null } } });
  });

  it('copies the shipping address to billing', async () => {
    const { connector, calls } = fakeFetch(data({ activeOrder }), data({ setOrderBillingAddress: order(activeOrder) }));
    await expect(connector.setBillingAddress(withCart, { same_as_shipping: true })).resolves.toMatchObject({ ok: true });
    expect(calls[1]?.body.variables).toMatchObject({
      input: {
        fullName: 'Somchai Jai Dee',
        streetLine1: '99 Sukhumvit Road',
        streetLine2: 'Khlong Toei',
        province: 'Bangkok',
        customFields: { pccc: 'P123456789012', koreaDob: null },
      },
    });
  });

  it('lists shipping methods in the request currency and payment methods', async () => {
    const { connector } = fakeFetch(
      data({
        eligibleShippingMethods: [{ id: '1', code: 'standard-th', name: 'Standard', description: '', price: 4673, priceWithTax: 5000 }],
      }),
      data({
        eligiblePaymentMethods: [
          { id: '3', code: 'checkmo', name: 'Cheque', description: 'Payable to Talat', isEligible: true, eligibilityMessage: null },
        ],
      }),
    );
    await expect(connector.getShippingMethods(withCart)).resolves.toMatchObject({
      methods: [{ uid: '1', amount: { value: 50, currency: 'THB' } }],
    });
    await expect(connector.getPaymentMethods(withCart)).resolves.toMatchObject({ methods: [{ code: 'checkmo', is_eligible: true }] });
  });
});

describe('placeOrder', () => {
  const card = { method: 'card' as const, token: 'tct_ok' };

  it('moves to payment, pays with gift cards first, then the card', async () => {
    const afterGiftCard = { ...activeOrder, state: 'ArrangingPayment', payments: [paidOrder.payments![0]!] };
    const { connector, calls, ops } = fakeFetch(
      data({ activeOrder }),
      data({ transitionOrderToState: order({ ...activeOrder, state: 'ArrangingPayment' }) }),
      data({ addPaymentToOrder: order(afterGiftCard) }),
      data({ addPaymentToOrder: order(paidOrder) }),
    );
    const result = await connector.placeOrder(withCart, { payment: card });
    expect(result).toMatchObject({ ok: true, order: { number: 'ORDER123ABC', state: 'placed', payment_method: 'talat-test-card' } });
    expect(ops()).toEqual(['ActiveOrder', 'TransitionOrderToState', 'AddPaymentToOrder', 'AddPaymentToOrder']);
    expect(calls[1]?.body.variables).toEqual({ state: 'ArrangingPayment' });
    expect(calls[2]?.body.variables).toEqual({ input: { method: 'talat-gift-card', metadata: {} } });
    expect(calls[3]?.body.variables).toEqual({ input: { method: 'talat-test-card', metadata: { token: 'tct_ok' } } });
  });

  it('stops after the gift card payment when it covers the order', async () => {
    const covered = { ...paidOrder, payments: [paidOrder.payments![0]!] };
    const { connector, ops } = fakeFetch(
      data({ activeOrder: { ...activeOrder, state: 'ArrangingPayment' } }),
      data({ addPaymentToOrder: order(covered) }),
    );
    await expect(connector.placeOrder(withCart, { payment: { method: 'cheque' } })).resolves.toMatchObject({
      ok: true,
      order: { payment_method: 'talat-gift-card' },
    });
    expect(ops()).toEqual(['ActiveOrder', 'AddPaymentToOrder']);
  });

  it('answers an action for a card that needs a challenge: its page, told where to come back', async () => {
    const pending = {
      ...atPayment,
      payments: [
        {
          id: '80',
          method: 'talat-test-card',
          amount: 0,
          state: 'ChallengePending',
          metadata: {},
          testCardChallengeUrl: 'http://engine.test/payments/test-card/challenge/80',
        },
      ],
    };
    const { connector } = fakeFetch(data({ activeOrder: atPayment }), data({ addPaymentToOrder: order(pending) }));
    await expect(
      connector.placeOrder(withCart, { payment: { method: 'card', token: 'tct_3ds' }, returnUrl: 'http://shop.test/en/adyen-direct' }),
    ).resolves.toEqual({
      ok: 'action',
      paymentId: '80',
      action: {
        type: 'redirect',
        method: 'GET',
        url: 'http://engine.test/payments/test-card/challenge/80?returnUrl=http%3A%2F%2Fshop.test%2Fen%2Fadyen-direct&lang=en',
      },
    });
  });

  it("pays with a drop-in's data through the engine's online method, told where the shopper comes back", async () => {
    const { connector, calls } = fakeFetch(data({ activeOrder: atPayment }), data({ addPaymentToOrder: order(paidOrder) }));
    const attempt = '5b0e0a6e-3f7e-4b7e-9a40-1f2d3c4b5a69';
    const payment = { method: 'online' as const, paymentMethod: { type: 'promptpay' }, attempt };
    await expect(connector.placeOrder(withCart, { payment, returnUrl: 'http://shop.test/en/adyen-direct' })).resolves.toMatchObject({
      ok: true,
    });
    expect(calls[1]?.body.variables).toEqual({
      input: {
        method: 'talat-adyen',
        metadata: { paymentMethod: { type: 'promptpay' }, returnUrl: 'http://shop.test/en/adyen-direct', attempt },
      },
    });
    // Without a way back it is not sent at all.
    const bare = fakeFetch();
    await expect(bare.connector.placeOrder(withCart, { payment })).resolves.toMatchObject({
      ok: false,
      error: { code: 'INVALID_INPUT', field: 'returnUrl' },
    });
    expect(bare.calls).toHaveLength(0);
  });

  it("pays through the online method the shopper chose (a lender's own), named by its code", async () => {
    const { connector, calls } = fakeFetch(data({ activeOrder: atPayment }), data({ addPaymentToOrder: order(paidOrder) }));
    const attempt = '5b0e0a6e-3f7e-4b7e-9a40-1f2d3c4b5a69';
    const payment = { method: 'online' as const, paymentMethod: { type: 'clearpay' }, attempt, methodCode: 'adyen-clearpay' };
    await connector.placeOrder(withCart, { payment, returnUrl: 'http://shop.test/en/adyen-direct' });
    expect(calls[1]?.body.variables).toMatchObject({
      input: { method: 'adyen-clearpay', metadata: { paymentMethod: { type: 'clearpay' } } },
    });
  });

  it("answers a provider's own action (a QR code to pay) as the payment's public metadata holds it", async () => {
    const action = { type: 'qrCode', paymentMethodType: 'promptpay', qrCodeData: '000201...' };
    const pending = {
      ...atPayment,
      payments: [
        {
          id: '81',
          method: 'talat-adyen',
          amount: 0,
          state: 'ActionPending',
          metadata: { public: { action } },
          testCardChallengeUrl: null,
        },
      ],
    };
    const { connector } = fakeFetch(data({ activeOrder: atPayment }), data({ addPaymentToOrder: order(pending) }));
    await expect(connector.placeOrder(withCart, { payment: { method: 'card', token: 'tct_x' } })).resolves.toEqual({
      ok: 'action',
      paymentId: '81',
      action,
    });
  });

  it('answers a refused card as a value', async () => {
    const { connector } = fakeFetch(
      data({ activeOrder: atPayment }),
      data({
        addPaymentToOrder: failure('PAYMENT_DECLINED_ERROR', { paymentErrorMessage: 'The card was refused.' }, 'PaymentDeclinedError'),
      }),
    );
    await expect(connector.placeOrder(withCart, { payment: { method: 'card', token: 'tct_no' } })).resolves.toEqual({
      ok: false,
      error: { code: 'PAYMENT_DECLINED', message: 'The card was refused.' },
    });
  });

  it('pays by cheque', async () => {
    const authorised = {
      ...paidOrder,
      state: 'PaymentAuthorized',
      payments: [{ id: '90', method: 'checkmo', amount: 417200, state: 'Authorized', metadata: {}, testCardChallengeUrl: null }],
    };
    const { connector, calls } = fakeFetch(data({ activeOrder: atPayment }), data({ addPaymentToOrder: order(authorised) }));
    await expect(connector.placeOrder(withCart, { payment: { method: 'cheque' } })).resolves.toMatchObject({
      ok: true,
      order: { payment_method: 'checkmo' },
    });
    expect(calls[1]?.body.variables).toEqual({ input: { method: 'checkmo', metadata: {} } });
  });

  it('answers the paid order again on a repeat (reload, double click)', async () => {
    const repeat = fakeFetch(data({ activeOrder: null }), data({ orderByCode: paidOrder }));
    await expect(repeat.connector.placeOrder(withCart, { payment: card, cartId: 'ORDER123ABC' })).resolves.toMatchObject({
      ok: true,
      order: { number: 'ORDER123ABC' },
    });
    expect(repeat.ops()).toEqual(['ActiveOrder', 'OrderByCode']);

    const race = fakeFetch(
      data({ activeOrder: atPayment }),
      data({ addPaymentToOrder: failure('NO_ACTIVE_ORDER_ERROR', {}, 'NoActiveOrderError') }),
      data({ orderByCode: paidOrder }),
    );
    await expect(race.connector.placeOrder(withCart, { payment: card })).resolves.toMatchObject({ ok: true });
    expect(race.calls[2]?.body.variables).toEqual({ code: 'ORDER123ABC' });
  });

  it('never pays its own cart when the caller names a cart it cannot read (another shopper order)', async () => {
    const { connector, ops } = fakeFetch(data({ activeOrder: atPayment }), graphqlError('FORBIDDEN'));
    await expect(connector.placeOrder(withCart, { payment: { method: 'cheque' }, cartId: 'SOMEONE-ELSES' })).resolves.toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: expect.any(String) },
    });
    expect(ops()).toEqual(['ActiveOrder', 'OrderByCode']);
  });

  it('answers NOT_FOUND without a cart and refuses a card payment without a token', async () => {
    const { connector, calls } = fakeFetch(data({ activeOrder: null }));
    await expect(connector.placeOrder(withCart, { payment: { method: 'card', token: ' ' } })).resolves.toMatchObject({
      error: { code: 'INVALID_INPUT', field: 'token' },
    });
    await expect(connector.placeOrder(withCart, { payment: card })).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(calls).toHaveLength(1);
  });

  it('answers OUT_OF_STOCK when a line ran out before payment, and charges nothing', async () => {
    const { connector, ops } = fakeFetch(
      data({ activeOrder }),
      data({
        transitionOrderToState: failure(
          'ORDER_STATE_TRANSITION_ERROR',
          { transitionError: 'Cannot transition Order to the "ArrangingPayment" state due to insufficient stock of Home Shirt 2025 M' },
          'OrderStateTransitionError',
        ),
      }),
      data({ activeOrder }),
    );
    await expect(connector.placeOrder(withCart, { payment: card })).resolves.toMatchObject({ ok: false, error: { code: 'OUT_OF_STOCK' } });
    expect(ops()).not.toContain('AddPaymentToOrder');
  });

  it('gives a virtual cart the free shipping method before payment', async () => {
    const virtual = { ...activeOrder, lines: [giftCardLine], shippingLines: [], appliedGiftCards: [], giftCardTotal: 0 };
    const { connector, calls, ops } = fakeFetch(
      data({ activeOrder: virtual }),
      data({
        eligibleShippingMethods: [
          { id: '1', code: 'standard-th', name: 'Standard', description: '', price: 4673, priceWithTax: 5000 },
          { id: '5', code: 'click-collect', name: 'Click & Collect', description: '', price: 0, priceWithTax: 0 },
        ],
      }),
      data({ setOrderShippingMethod: order(virtual) }),
      data({ transitionOrderToState: order({ ...virtual, state: 'ArrangingPayment' }) }),
      data({ addPaymentToOrder: order({ ...paidOrder, lines: [giftCardLine] }) }),
    );
    await expect(connector.placeOrder(withCart, { payment: card })).resolves.toMatchObject({ ok: true, order: { is_virtual: true } });
    expect(ops()).toEqual([
      'ActiveOrder',
      'EligibleShippingMethods',
      'SetOrderShippingMethod',
      'TransitionOrderToState',
      'AddPaymentToOrder',
    ]);
    expect(calls[2]?.body.variables).toEqual({ shippingMethodId: ['5'] });
  });
});

describe('submitPaymentDetails and getOrder', () => {
  it('answers the paid order or the refusal', async () => {
    const { connector, calls } = fakeFetch(
      data({ submitPaymentDetails: order(paidOrder) }),
      data({
        submitPaymentDetails: failure('PAYMENT_DECLINED_ERROR', { paymentErrorMessage: 'Not authenticated.' }, 'PaymentDeclinedError'),
      }),
      data({ submitPaymentDetails: failure('PAYMENT_DETAILS_ERROR', { reason: 'ORDER_ALREADY_PAID' }, 'PaymentDetailsError') }),
      data({ orderByCode: paidOrder }),
    );
    await expect(connector.submitPaymentDetails(withCart, { paymentId: '80', details: { ref: 'tcr_1' } })).resolves.toMatchObject({
      ok: true,
      order: { number: 'ORDER123ABC' },
    });
    expect(calls[0]?.body.variables).toEqual({ paymentId: '80', details: { ref: 'tcr_1' } });
    await expect(connector.submitPaymentDetails(withCart, { paymentId: '80', details: { ref: 'tcr_2' } })).resolves.toEqual({
      ok: false,
      error: { code: 'PAYMENT_DECLINED', message: 'Not authenticated.' },
    });
    await expect(
      connector.submitPaymentDetails(withCart, { paymentId: '80', details: { ref: 'tcr_3' }, cartId: 'ORDER123ABC' }),
    ).resolves.toMatchObject({ ok: true });
  });

  it('says where a waited-for payment stands: placed (with its order), waiting, expired, refused, or not this shopper’s', async () => {
    const status = (state: string, orderState = 'ArrangingPayment') =>
      data({ adyenPaymentStatus: { state, orderCode: 'ORDER123ABC', orderState } });
    const { connector, calls } = fakeFetch(
      status('Settled', 'PaymentSettled'),
      data({ orderByCode: paidOrder }),
      status('ActionPending'),
      status('Cancelled'),
      status('Declined'),
      data({ adyenPaymentStatus: null }),
      status('ActionPending'),
      { body: { errors: [{ message: 'Cannot query field "adyenPaymentStatus" on type "Query".' }], data: null } },
    );
    const input = { paymentId: '81', cartId: 'ORDER123ABC' };
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toMatchObject({ ok: true, order: { number: 'ORDER123ABC' } });
    expect(calls[0]?.body.variables).toEqual({ paymentId: '81' });
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toEqual({ ok: 'waiting' });
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toMatchObject({
      ok: false,
      error: { code: 'PAYMENT_FAILED', reason: 'EXPIRED' },
    });
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toMatchObject({ ok: false, error: { code: 'PAYMENT_DECLINED' } });
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    // Another cart's payment is not this cart's.
    await expect(connector.getPaymentStatus(withCart, { ...input, cartId: 'OTHER' })).resolves.toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    // An engine without the Adyen provider knows no such payment.
    await expect(connector.getPaymentStatus(withCart, input)).resolves.toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('gets an order by code, null when the engine refuses it', async () => {
    const { connector } = fakeFetch(data({ orderByCode: paidOrder }), graphqlError('FORBIDDEN'));
    await expect(connector.getOrder(withCart, { code: 'ORDER123ABC' })).resolves.toMatchObject({ number: 'ORDER123ABC' });
    await expect(connector.getOrder(withCart, { code: 'NOPE' })).resolves.toBeNull();
  });

  it('still throws on unexpected engine errors', async () => {
    const { connector } = fakeFetch({ body: { errors: [{ message: 'boom' }], data: null } });
    await expect(connector.getCart(withCart)).rejects.toMatchObject({ code: 'BACKEND_ERROR' });
  });
});
