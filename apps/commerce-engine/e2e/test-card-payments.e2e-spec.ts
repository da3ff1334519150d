import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3130;
const ENGINE = `http://localhost:${PORT}`;
const RETURN_URL = 'http://shop.test/en/adyen-direct';

const ORDER_FIELDS = `
  id code state active totalWithTax
  payments { id method state amount errorMessage transactionId metadata testCardChallengeUrl }
`;
const VARIANTS = gql`
  query {
    product(slug: "test-shirt") { variants { id sku } }
  }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!) {
    addItemToOrder(productVariantId: $id, quantity: 1) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_CUSTOMER = gql`
  mutation ($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Somchai", lastName: "Jaidee" }) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SET_ADDRESS = gql`
  mutation {
    setOrderShippingAddress(
      input: { fullName: "Somchai Jaidee", streetLine1: "1 Sukhumvit Road", city: "Bangkok", postalCode: "10110", countryCode: "TH" }
    ) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SHIPPING_METHODS = gql`
  query {
    eligibleShippingMethods { id code }
  }
`;
const SET_SHIPPING = gql`
  mutation ($id: [ID!]!) {
    setOrderShippingMethod(shippingMethodId: $id) {
      ... on Order { id }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const TO_STATE = gql`
  mutation ($state: String!) {
    transitionOrderToState(state: $state) {
      ... on Order { id state }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAYMENT_METHODS = gql`
  query {
    eligiblePaymentMethods { code name description isEligible }
  }
`;
const ADD_PAYMENT = gql`
  mutation ($method: String!, $metadata: JSON!) {
    addPaymentToOrder(input: { method: $method, metadata: $metadata }) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on ErrorResult { errorCode message }
      ... on PaymentDeclinedError { paymentErrorMessage }
      ... on PaymentFailedError { paymentErrorMessage }
    }
  }
`;
const COMPLETE = gql`
  mutation ($paymentId: ID!, $ref: String!) {
    completeTestCardChallenge(paymentId: $paymentId, ref: $ref) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on PaymentDeclinedError { errorCode message paymentErrorMessage }
      ... on TestCardChallengeError { errorCode message reason }
    }
  }
`;
const SUBMIT_DETAILS = gql`
  mutation ($paymentId: ID!, $details: JSON!) {
    submitPaymentDetails(paymentId: $paymentId, details: $details) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on PaymentDeclinedError { errorCode message paymentErrorMessage }
      ... on PaymentDetailsError { errorCode message reason }
    }
  }
`;
const ACTIVE_ORDER = gql`
  query {
    activeOrder { ${ORDER_FIELDS} }
  }
`;
const ADMIN_ORDER = gql`
  query ($id: ID!) {
    order(id: $id) { state payments { id state amount method } }
  }
`;
const APPLY_COUPON = gql`
  mutation ($code: String!) {
    applyCouponCode(couponCode: $code) {
      __typename
      ... on Order { couponCodes subTotalWithTax totalWithTax discounts { description amountWithTax } }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const REMOVE_COUPON = gql`
  mutation ($code: String!) {
    removeCouponCode(couponCode: $code) { couponCodes totalWithTax }
  }
`;

interface PaymentView {
  id: string;
  method: string;
  state: string;
  amount: number;
  errorMessage: string | null;
  metadata: Record<string, unknown>;
  testCardChallengeUrl: string | null;
}
interface OrderView {
  __typename: string;
  id: string;
  code: string;
  state: string;
  active: boolean;
  totalWithTax: number;
  payments: PaymentView[];
  errorCode?: string;
  message?: string;
  paymentErrorMessage?: string;
  reason?: string;
}

const CARDS = {
  authorise: '4111 1111 1111 1111',
  refuse: '4000 0000 0000 0002',
  challenge: '4000 0000 0000 3220',
};

async function tokenFor(number: string): Promise<string> {
  const res = await fetch(`${ENGINE}/payments/test-card/tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ number, expiry: '12/35', cvc: '737', name: 'Somchai Jaidee' }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

/** Posts the challenge page's form; returns the redirect target. */
async function decide(paymentId: string, result: 'complete' | 'fail', returnUrl = RETURN_URL): Promise<Response> {
  return fetch(`${ENGINE}/payments/test-card/challenge/${paymentId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result, returnUrl, lang: 'en' }).toString(),
    redirect: 'manual',
  });
}

describe('test card payments, cheque and coupons', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(PORT);
  let variantId: string;
  let guest = 0;

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
    const { product } = await shopClient.query(VARIANTS);
    variantId = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  /** A new guest cart with one shirt, customer, address and shipping, in ArrangingPayment. */
  async function orderReadyToPay(): Promise<void> {
    await shopClient.asAnonymousUser();
    expect((await shopClient.query(ADD_ITEM, { id: variantId })).addItemToOrder.id).toBeDefined();
    guest += 1;
    expect((await shopClient.query(SET_CUSTOMER, { email: `guest${guest}@example.com` })).setCustomerForOrder.id).toBeDefined();
    expect((await shopClient.query(SET_ADDRESS)).setOrderShippingAddress.id).toBeDefined();
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS);
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th');
    expect((await shopClient.query(SET_SHIPPING, { id: [standard.id] })).setOrderShippingMethod.id).toBeDefined();
    expect((await shopClient.query(TO_STATE, { state: 'ArrangingPayment' })).transitionOrderToState.state).toBe('ArrangingPayment');
  }

  async function payByCard(number: string, lang: 'en' | 'th' = 'en'): Promise<OrderView> {
    const token = await tokenFor(number);
    const { addPaymentToOrder } = await shopClient.query(
      ADD_PAYMENT,
      { method: 'talat-test-card', metadata: { token } },
      { languageCode: lang },
    );
    return addPaymentToOrder;
  }

  async function adminPayments(orderId: string): Promise<{ state: string; payments: Array<{ state: string; amount: number }> }> {
    return (await adminClient.query(ADMIN_ORDER, { id: orderId })).order;
  }

  /** Starts a challenge payment; returns it and the order. */
  async function startChallenge(): Promise<{ order: OrderView; payment: PaymentView }> {
    await orderReadyToPay();
    const order = await payByCard(CARDS.challenge);
    expect(order.__typename).toBe('Order');
    expect(order.state).toBe('ArrangingPayment');
    const payment = order.payments[0];
    return { order, payment };
  }

  describe('payment methods', () => {
    it('offers the test card and the cheque with the configured payee in both languages', async () => {
      await orderReadyToPay();
      const en = (await shopClient.query(PAYMENT_METHODS)).eligiblePaymentMethods;
      expect(en.map((m: { code: string }) => m.code)).toEqual(expect.arrayContaining(['checkmo', 'talat-test-card']));
      const chequeEn = en.find((m: { code: string }) => m.code === 'checkmo');
      expect(chequeEn.description).toContain('payable to: Talat FC Test Payee Co., Ltd.');
      const th = (await shopClient.query(PAYMENT_METHODS, {}, { languageCode: 'th' })).eligiblePaymentMethods;
      expect(th.find((m: { code: string }) => m.code === 'checkmo').description).toContain(
        'สั่งจ่ายเช็คหรือธนาณัติในนาม: Talat FC Test Payee Co., Ltd.',
      );
      expect(th.find((m: { code: string }) => m.code === 'talat-test-card').name).toBe('บัตรเครดิตหรือบัตรเดบิต');
    });

    it('tells the browser where the card goes: the token endpoint on the engine, nothing for the cheque', async () => {
      const quotes = (await shopClient.query(gql`query { eligiblePaymentMethods { code client } }`)).eligiblePaymentMethods;
      const clientOf = (code: string) => quotes.find((m: { code: string }) => m.code === code)?.client;
      expect(clientOf('talat-test-card')).toEqual({ provider: 'test-card', tokenUrl: `${ENGINE}/payments/test-card/tokens` });
      expect(clientOf('checkmo')).toBeNull();
      // The URL it names takes a card from another origin (the storefront's), as a browser sends it.
      const res = await fetch(clientOf('talat-test-card').tokenUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
        body: JSON.stringify({ number: '4111 1111 1111 1111', expiry: '12/30', cvc: '737', name: 'Somchai Jaidee' }),
      });
      expect(res.status).toBe(201);
      // This test server answers any origin; the engine's own configuration names the storefront's (vendure-config.ts).
      expect(res.headers.get('access-control-allow-origin')).toMatch(/^(\*|http:\/\/shop\.test)$/);
    });

    it('places an order paid by cheque (payment Authorized)', async () => {
      const { addPaymentToOrder } = await shopClient.query(ADD_PAYMENT, { method: 'checkmo', metadata: {} });
      expect(addPaymentToOrder.state).toBe('PaymentAuthorized');
      expect(addPaymentToOrder.payments).toEqual([expect.objectContaining({ method: 'checkmo', state: 'Authorized' })]);
    });
  });

  describe('card token endpoint', () => {
    it('answers a token carrying neither the number nor the CVC', async () => {
      const res = await fetch(`${ENGINE}/payments/test-card/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'http://shop.test' },
        body: JSON.stringify({ number: '4111-1111-1111-1111', expiry: '03/34', cvc: '1234', name: 'Somchai Jaidee' }),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const body = (await res.json()) as Record<string, unknown>;
      expect(body).toMatchObject({ brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2034 });
      const text = JSON.stringify(body) + Buffer.from(String(body.token).slice(4).split('.')[0], 'base64url').toString();
      expect(text).not.toContain('4111111111111111');
      expect(text).not.toContain('1234"');
    });

    it('refuses a number failing Luhn, a past expiry, a bad CVC and a missing name with field errors', async () => {
      const res = await fetch(`${ENGINE}/payments/test-card/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ number: '4111 1111 1111 1112', expiry: '01/20', cvc: '1', name: ' ' }),
      });
      expect(res.status).toBe(422);
      const { errors } = (await res.json()) as { errors: Array<{ field: string; code: string; message: { en: string; th: string } }> };
      expect(errors.map((e) => `${e.field}:${e.code}`)).toEqual([
        'number:number_invalid',
        'expiry:expiry_past',
        'cvc:cvc_invalid',
        'name:name_required',
      ]);
      expect(errors[0].message).toEqual({ en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' });
    });

    it('answers 422, not 500, to a body that is not card data', async () => {
      const res = await fetch(`${ENGINE}/payments/test-card/tokens`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(['4111111111111111']),
      });
      expect(res.status).toBe(422);
    });
  });

  describe('card outcomes', () => {
    it('authorises 4111 1111 1111 1111: the payment is settled at once and the order placed', async () => {
      await orderReadyToPay();
      const order = await payByCard(CARDS.authorise);
      expect(order.__typename).toBe('Order');
      expect(order.state).toBe('PaymentSettled');
      expect(order.active).toBe(false);
      expect(order.payments).toHaveLength(1);
      expect(order.payments[0]).toMatchObject({ method: 'talat-test-card', state: 'Settled', amount: order.totalWithTax });
      expect(order.payments[0].metadata).toEqual({
        public: { brand: 'visa', last4: '1111', expiryMonth: 12, expiryYear: 2035, resultCode: 'Authorised' },
      });

      // A second payment for the placed order (double click, reload) is refused; still one payment.
      const again = await payByCard(CARDS.authorise);
      expect(again.__typename).not.toBe('Order');
      expect(['NO_ACTIVE_ORDER_ERROR', 'ORDER_PAYMENT_STATE_ERROR']).toContain(again.errorCode);
      const stored = await adminPayments(order.id);
      expect(stored.state).toBe('PaymentSettled');
      expect(stored.payments).toHaveLength(1);
    });

    it('a double-clicked pay (two concurrent addPaymentToOrder) makes one payment', async () => {
      await orderReadyToPay();
      const [a, b] = await Promise.all([payByCard(CARDS.authorise), payByCard(CARDS.authorise)]);
      const placed = [a, b].filter((o) => o.__typename === 'Order');
      expect(placed).toHaveLength(1);
      expect([a, b].find((o) => o.__typename !== 'Order')?.errorCode).toMatch(
        /^(NO_ACTIVE_ORDER|ORDER_PAYMENT_STATE|PAYMENT_FAILED)_ERROR$/,
      );
      const stored = await adminPayments(placed[0].id);
      expect(stored.state).toBe('PaymentSettled');
      expect(stored.payments.filter((p) => p.state === 'Settled')).toHaveLength(1);
    });

    it('refuses 4000 0000 0000 0002 with a message, then the shopper pays with 4111', async () => {
      await orderReadyToPay();
      const refused = await payByCard(CARDS.refuse);
      expect(refused.__typename).toBe('PaymentDeclinedError');
      expect(refused.errorCode).toBe('PAYMENT_DECLINED_ERROR');
      expect(refused.paymentErrorMessage).toBe('The card was refused. Try another card or another payment method.');
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.state).toBe('ArrangingPayment');
      expect(activeOrder.payments).toEqual([expect.objectContaining({ state: 'Declined' })]);

      const refusedTh = await payByCard(CARDS.refuse, 'th');
      expect(refusedTh.paymentErrorMessage).toBe('บัตรถูกปฏิเสธ กรุณาลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น');

      const paid = await payByCard(CARDS.authorise);
      expect(paid.state).toBe('PaymentSettled');
      expect(paid.payments.map((p) => p.state)).toEqual(['Declined', 'Declined', 'Settled']);
    });

    it('refuses a token used twice and a forged or missing token (PaymentFailedError)', async () => {
      await orderReadyToPay();
      const token = await tokenFor(CARDS.refuse);
      const first = (await shopClient.query(ADD_PAYMENT, { method: 'talat-test-card', metadata: { token } })).addPaymentToOrder;
      expect(first.__typename).toBe('PaymentDeclinedError');
      const replay = (await shopClient.query(ADD_PAYMENT, { method: 'talat-test-card', metadata: { token } })).addPaymentToOrder;
      expect(replay).toMatchObject({
        errorCode: 'PAYMENT_FAILED_ERROR',
        paymentErrorMessage: 'These card details were already used. Enter them again.',
      });
      const forged = `${token.slice(0, -4)}AAAA`;
      const bad = (await shopClient.query(ADD_PAYMENT, { method: 'talat-test-card', metadata: { token: forged } })).addPaymentToOrder;
      expect(bad).toMatchObject({
        errorCode: 'PAYMENT_FAILED_ERROR',
        paymentErrorMessage: 'The card details could not be read. Enter them again.',
      });
      const none = (await shopClient.query(ADD_PAYMENT, { method: 'talat-test-card', metadata: {} })).addPaymentToOrder;
      expect(none.errorCode).toBe('PAYMENT_FAILED_ERROR');
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.state).toBe('ArrangingPayment');
    });
  });

  describe('challenge (4000 0000 0000 3220)', () => {
    it('does not complete the payment and points to the challenge page', async () => {
      const { order, payment } = await startChallenge();
      expect(order.active).toBe(true);
      expect(payment).toMatchObject({ state: 'ChallengePending', amount: 0 });
      expect(payment.metadata).toMatchObject({
        public: { resultCode: 'ChallengeShopper', action: 'challenge', requestedAmount: order.totalWithTax },
      });
      expect(payment.testCardChallengeUrl).toBe(`${ENGINE}/payments/test-card/challenge/${payment.id}`);

      const page = await fetch(`${payment.testCardChallengeUrl}?returnUrl=${encodeURIComponent(RETURN_URL)}&lang=th`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toContain('text/html');
      const html = await page.text();
      expect(html).toContain('<html lang="th">');
      expect(html).toContain('ยืนยันตัวตนสำเร็จ');
      expect(html).toContain('•••• 3220');
      const en = await (await fetch(`${payment.testCardChallengeUrl}?returnUrl=${encodeURIComponent(RETURN_URL)}&lang=en`)).text();
      expect(en).toContain('>Complete authentication</button>');
      expect(en).toContain('>Fail authentication</button>');
    });

    it('completes: redirect with a signed ref, then completeTestCardChallenge settles and places the order', async () => {
      const { order, payment } = await startChallenge();
      const res = await decide(payment.id, 'complete');
      expect(res.status).toBe(303);
      const location = new URL(res.headers.get('location') ?? '');
      expect(`${location.origin}${location.pathname}`).toBe(RETURN_URL);
      expect(location.searchParams.get('resultCode')).toBe('Authorised');
      expect(location.searchParams.get('paymentId')).toBe(payment.id);
      const ref = location.searchParams.get('ref') ?? '';

      // A forged ref, or the ref of another result, is refused.
      const forged = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref: `${ref}x` })).completeTestCardChallenge;
      expect(forged).toMatchObject({ __typename: 'TestCardChallengeError', errorCode: 'TEST_CARD_CHALLENGE_ERROR', reason: 'INVALID_REF' });
      // Another shopper's session cannot use it.
      const token = shopClient.getAuthToken();
      await shopClient.asAnonymousUser();
      const stranger = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref })).completeTestCardChallenge;
      expect(stranger).toMatchObject({ reason: 'NOT_ACTIVE_ORDER' });
      shopClient.setAuthToken(token);

      const done = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref })).completeTestCardChallenge;
      expect(done.__typename).toBe('Order');
      expect(done.state).toBe('PaymentSettled');
      expect(done.active).toBe(false);
      expect(done.payments).toEqual([
        expect.objectContaining({ id: payment.id, state: 'Settled', amount: order.totalWithTax, testCardChallengeUrl: null }),
      ]);
      expect((await shopClient.query(ACTIVE_ORDER)).activeOrder).toBeNull();

      // Calling it again (reload of /adyen-direct) answers the same order; no second payment.
      const again = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref })).completeTestCardChallenge;
      expect(again).toMatchObject({ __typename: 'Order', id: order.id, state: 'PaymentSettled' });
      expect((await adminPayments(order.id)).payments).toHaveLength(1);

      // The page of a finished challenge is gone.
      expect((await fetch(`${payment.testCardChallengeUrl}?returnUrl=${encodeURIComponent(RETURN_URL)}`)).status).toBe(404);
    });

    it("submitPaymentDetails hands the ref to the payment's provider, as every provider's details go", async () => {
      const { order, payment } = await startChallenge();
      const location = new URL((await decide(payment.id, 'complete')).headers.get('location') ?? '');
      const ref = location.searchParams.get('ref') ?? '';
      const submit = async (paymentId: string, details: unknown) =>
        (await shopClient.query(SUBMIT_DETAILS, { paymentId, details })).submitPaymentDetails;

      expect(await submit(payment.id, { ref: `${ref}x` })).toMatchObject({
        __typename: 'PaymentDetailsError',
        errorCode: 'PAYMENT_DETAILS_ERROR',
        reason: 'INVALID_REF',
      });
      expect(await submit(payment.id, {})).toMatchObject({ __typename: 'PaymentDetailsError', reason: 'INVALID_REF' });
      expect(await submit('999999', { ref })).toMatchObject({ __typename: 'PaymentDetailsError', reason: 'PAYMENT_NOT_FOUND' });
      const done = await submit(payment.id, { ref });
      expect(done).toMatchObject({ __typename: 'Order', id: order.id, state: 'PaymentSettled', active: false });
      expect(await submit(payment.id, { ref })).toMatchObject({ __typename: 'Order', id: order.id, state: 'PaymentSettled' });
      expect((await adminPayments(order.id)).payments).toHaveLength(1);
    });

    it('submitPaymentDetails for a payment whose provider waits for nothing (the cheque) says so', async () => {
      await orderReadyToPay();
      const cheque = (await shopClient.query(ADD_PAYMENT, { method: 'checkmo', metadata: {} })).addPaymentToOrder;
      const answer = (await shopClient.query(SUBMIT_DETAILS, { paymentId: cheque.payments[0].id, details: {} })).submitPaymentDetails;
      expect(answer).toMatchObject({ __typename: 'PaymentDetailsError', reason: 'NOT_SUPPORTED' });
      expect(answer.message).toBe('This payment does not wait for any details.');
    });

    it('fails: the payment is declined, the order waits for another payment, 4111 then pays', async () => {
      const { payment } = await startChallenge();
      const res = await decide(payment.id, 'fail');
      const location = new URL(res.headers.get('location') ?? '');
      expect(location.searchParams.get('resultCode')).toBe('Refused');
      const ref = location.searchParams.get('ref') ?? '';
      const declined = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref }, { languageCode: 'th' })).completeTestCardChallenge;
      expect(declined).toMatchObject({
        __typename: 'PaymentDeclinedError',
        errorCode: 'PAYMENT_DECLINED_ERROR',
        paymentErrorMessage: 'ไม่สามารถยืนยันตัวตนของบัตรได้ กรุณาลองอีกครั้งหรือใช้วิธีชำระเงินอื่น',
      });
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.state).toBe('ArrangingPayment');
      expect(activeOrder.payments).toEqual([expect.objectContaining({ id: payment.id, state: 'Declined' })]);

      const paid = await payByCard(CARDS.authorise);
      expect(paid.state).toBe('PaymentSettled');
      expect(paid.payments.map((p) => p.state)).toEqual(['Declined', 'Settled']);
    });

    it('abandoned: another payment covers the order and the late challenge result is cancelled', async () => {
      const { order, payment } = await startChallenge();
      const paid = await payByCard(CARDS.authorise);
      expect(paid.state).toBe('PaymentSettled');
      expect(paid.payments.find((p) => p.state === 'Settled')?.amount).toBe(order.totalWithTax);
      const ref = new URL((await decide(payment.id, 'complete')).headers.get('location') ?? '').searchParams.get('ref') ?? '';
      // The page still works (the payment is pending), but completing no longer charges.
      expect(ref).toMatch(/^tcr_/);
      const late = (await shopClient.query(COMPLETE, { paymentId: payment.id, ref })).completeTestCardChallenge;
      expect(late).toMatchObject({
        __typename: 'TestCardChallengeError',
        reason: 'ORDER_ALREADY_PAID',
        message: 'This order is already paid.',
      });
      const stored = await adminPayments(order.id);
      expect(stored.state).toBe('PaymentSettled');
      expect(stored.payments.map((p) => p.state).sort()).toEqual(['Cancelled', 'Settled']);
    });

    it('refuses return URLs outside the storefront (no open redirect)', async () => {
      const { payment } = await startChallenge();
      for (const bad of [
        'https://evil.example/en/adyen-direct',
        'http://shop.test.evil.example/x',
        'http://shop.test@evil.example/x',
        '/en/adyen-direct',
      ]) {
        const page = await fetch(`${ENGINE}/payments/test-card/challenge/${payment.id}?returnUrl=${encodeURIComponent(bad)}`);
        expect(page.status, bad).toBe(400);
        const post = await decide(payment.id, 'complete', bad);
        expect(post.status, bad).toBe(400);
        expect(post.headers.get('location')).toBeNull();
      }
      const missing = await fetch(`${ENGINE}/payments/test-card/challenge/${payment.id}`);
      expect(missing.status).toBe(400);
      const unknown = await fetch(`${ENGINE}/payments/test-card/challenge/999999?returnUrl=${encodeURIComponent(RETURN_URL)}`);
      expect(unknown.status).toBe(404);
    });
  });

  describe('coupons', () => {
    it('WELCOME10 takes 10 % off the order, named in both languages, and can be removed', async () => {
      await shopClient.asAnonymousUser();
      await shopClient.query(ADD_ITEM, { id: variantId });
      const { applyCouponCode } = await shopClient.query(APPLY_COUPON, { code: 'WELCOME10' });
      expect(applyCouponCode.couponCodes).toEqual(['WELCOME10']);
      expect(applyCouponCode.subTotalWithTax).toBe(Math.round(229000 * 0.9));
      expect(applyCouponCode.discounts).toEqual([{ description: 'Welcome: 10% off your order', amountWithTax: -22900 }]);
      const { removeCouponCode } = await shopClient.query(REMOVE_COUPON, { code: 'WELCOME10' });
      expect(removeCouponCode).toEqual({ couponCodes: [], totalWithTax: 229000 });
      const th = (await shopClient.query(APPLY_COUPON, { code: 'WELCOME10' }, { languageCode: 'th' })).applyCouponCode;
      expect(th.discounts[0].description).toBe('ต้อนรับสมาชิกใหม่: ลด 10% ทั้งคำสั่งซื้อ');
    });

    it('EXPIRED5 answers COUPON_CODE_EXPIRED_ERROR and an unknown code COUPON_CODE_INVALID_ERROR', async () => {
      const expired = (await shopClient.query(APPLY_COUPON, { code: 'EXPIRED5' })).applyCouponCode;
      expect(expired.errorCode).toBe('COUPON_CODE_EXPIRED_ERROR');
      const unknown = (await shopClient.query(APPLY_COUPON, { code: 'NOPE42' })).applyCouponCode;
      expect(unknown.errorCode).toBe('COUPON_CODE_INVALID_ERROR');
    });
  });
});
