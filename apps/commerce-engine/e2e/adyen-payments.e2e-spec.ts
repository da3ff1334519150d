import { createServer, type Server } from 'node:http';
import { hmacValidator } from '@adyen/api-library';
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, CartResult, CommerceContext, WithSession } from '@talat/commerce';
import { createVendureConnector } from '@talat/commerce/vendure';
import { AdyenPaymentsPlugin, AdyenService } from '../src/plugins/adyen-payments';
import { TEST_SHOP_KEY } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

// Engine, the Adyen stand-in (in this process, from its source) and a recording proxy between them.
const PORT = 3135;
const STAND_IN_PORT = 3136;
const PROXY_PORT = 3137;
const STAND_IN = `http://127.0.0.1:${STAND_IN_PORT}`;
const API_KEY = 'e2e-adyen-api-key';
const MERCHANT = 'TalatE2E';
const HMAC_KEY = '44782DEF547AAA06C910C43932B1EB0C71FC68D9D0C057550C48EC2ACF6BA056';
const RETURN_URL = 'http://shop.test/en/checkout/adyen-return';
/**
 * @talat/adyen-reference is an ES module (import.meta) that the engine's CommonJS typecheck cannot
 * compile: loaded by a specifier tsc does not follow, with its two validators' types here.
 */
const REFERENCE_PACKAGE: string = '@talat/adyen-reference';
interface AdyenReference {
  validateRequest(path: string, method: string, body: unknown): string[];
  validateResponse(path: string, method: string, status: number, body: unknown): string[];
}
let validateRequest: AdyenReference['validateRequest'];
let validateResponse: AdyenReference['validateResponse'];

/**
 * The stand-in from its source, in this process: no build needed, and none to race (CI builds the
 * apps beside this step). An ES module too, loaded the same way, with the part used here typed.
 */
const STAND_IN_PACKAGE: string = '@talat/adyen-stand-in/stand-in';
interface StandInModule {
  createStandIn(options: Record<string, unknown>): Promise<{ close(): Promise<void> }>;
}

const CARD = (digits: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${digits}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});
const PROMPTPAY = { type: 'promptpay' };
/** What the drop-in's state.data.browserInfo holds. */
const BROWSER_INFO = {
  acceptHeader: 'text/html',
  colorDepth: 24,
  javaEnabled: false,
  language: 'th-TH',
  screenHeight: 900,
  screenWidth: 1440,
  timeZoneOffset: -420,
  userAgent: 'Mozilla/5.0 (e2e)',
};

const ORDER_FIELDS = `
  id code state active totalWithTax
  payments { id method state amount errorMessage transactionId metadata }
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
    eligiblePaymentMethods { code name isEligible client }
  }
`;
const ADD_PAYMENT = gql`
  mutation ($metadata: JSON!) {
    addPaymentToOrder(input: { method: "talat-adyen", metadata: $metadata }) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on ErrorResult { errorCode message }
      ... on PaymentDeclinedError { paymentErrorMessage }
      ... on PaymentFailedError { paymentErrorMessage }
    }
  }
`;
const CREATE_GIFT_CARD = gql`
  mutation ($input: CreateGiftCardInput!) {
    createGiftCard(input: $input) { code }
  }
`;
const APPLY_GIFT_CARD = gql`
  mutation ($code: String!) {
    applyGiftCardToOrder(code: $code) {
      __typename
      ... on Order { id giftCardTotal payableTotal }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const PAY_BY_GIFT_CARD = gql`
  mutation {
    addPaymentToOrder(input: { method: "talat-gift-card", metadata: {} }) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SUBMIT_DETAILS = gql`
  mutation ($paymentId: ID!, $details: JSON!) {
    submitPaymentDetails(paymentId: $paymentId, details: $details) {
      __typename
      ... on Order { ${ORDER_FIELDS} }
      ... on PaymentDeclinedError { errorCode paymentErrorMessage }
      ... on PaymentDetailsError { errorCode message reason }
    }
  }
`;
const STATUS = gql`
  query ($paymentId: ID!) {
    adyenPaymentStatus(paymentId: $paymentId) { state orderCode orderState }
  }
`;
const ACTIVE_ORDER = gql`
  query {
    activeOrder { ${ORDER_FIELDS} }
  }
`;
const ADMIN_ORDER = gql`
  query ($id: ID!) {
    order(id: $id) {
      state
      payments { id state amount method transactionId metadata errorMessage refunds { id state total transactionId metadata } }
    }
  }
`;
const REFUND_ORDER = gql`
  mutation ($input: RefundOrderInput!) {
    refundOrder(input: $input) {
      __typename
      ... on Refund { id state total transactionId }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SETTLE_PAYMENT = gql`
  mutation ($id: ID!) {
    settlePayment(id: $id) {
      __typename
      ... on Payment { id state metadata }
      ... on ErrorResult { errorCode message }
    }
  }
`;

const SET_STOCK = gql`
  mutation ($id: ID!, $stock: Int!) {
    updateProductVariants(input: [{ id: $id, stockOnHand: $stock }]) { id stockOnHand }
  }
`;
const ORDER_BY_CODE = gql`
  query ($code: String!) {
    orderByCode(code: $code) { code state }
  }
`;
const CANCEL_PAYMENT = gql`
  mutation ($id: ID!) {
    cancelPayment(id: $id) {
      __typename
      ... on Payment { id state metadata }
      ... on ErrorResult { errorCode message }
    }
  }
`;

interface PaymentView {
  id: string;
  method: string;
  state: string;
  amount: number;
  errorMessage: string | null;
  transactionId: string | null;
  metadata: { public?: Record<string, unknown> } & Record<string, unknown>;
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
interface Sent {
  path: string;
  body: unknown;
  idempotencyKey?: string;
  status?: number;
  answer?: unknown;
}

/** Stands between the engine and the stand-in: keeps every Checkout API request and answer. */
function recordingProxy(sent: Sent[]): Promise<Server> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const entry: Sent = { path: req.url ?? '', body: JSON.parse(raw || 'null') };
      if (typeof req.headers['idempotency-key'] === 'string') entry.idempotencyKey = req.headers['idempotency-key'];
      sent.push(entry);
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      for (const name of ['x-api-key', 'idempotency-key']) {
        const value = req.headers[name];
        if (typeof value === 'string') headers[name] = value;
      }
      fetch(`${STAND_IN}${req.url}`, { method: 'POST', headers, body: raw })
        .then(async (answer) => {
          const text = await answer.text();
          entry.status = answer.status;
          entry.answer = JSON.parse(text || 'null');
          res.writeHead(answer.status, { 'content-type': 'application/json' });
          res.end(text);
        })
        .catch(() => {
          res.writeHead(502);
          res.end();
        });
    });
  });
  return new Promise((resolve) => server.listen(PROXY_PORT, '127.0.0.1', () => resolve(server)));
}

async function waitFor<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, timeoutMs = 8000): Promise<T> {
  const until = Date.now() + timeoutMs;
  let value = await read();
  while (!done(value)) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((r) => setTimeout(r, 100));
    value = await read();
  }
  return value;
}

async function standIn(pathname: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const res = await fetch(`${STAND_IN}${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

interface Delivery {
  eventCode: string;
  pspReference: string;
  resend: boolean;
  accepted: boolean;
  attempts: { status?: number }[];
  body: { notificationItems: { NotificationRequestItem: Record<string, unknown> }[] };
}

async function deliveries(): Promise<Delivery[]> {
  return ((await standIn('/stand-in/webhooks')).body as { webhooks: Delivery[] }).webhooks;
}

describe('Adyen payments (through the Adyen stand-in)', () => {
  const sent: Sent[] = [];
  let proxy: Server;
  let standInServer: { close(): Promise<void> } | undefined;
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(PORT, {
    plugins: [
      AdyenPaymentsPlugin.init({
        apiKey: API_KEY,
        merchantAccount: MERCHANT,
        clientKey: 'test_E2ECLIENTKEY',
        hmacKey: HMAC_KEY,
        environment: 'test',
        checkoutUrl: `http://127.0.0.1:${PROXY_PORT}/v71`,
        storefrontUrl: 'http://shop.test',
        // Clearpay, a lender, as a method of its own (adyen-clearpay).
        bnplTypes: ['clearpay'],
      }),
    ],
  });
  let variantId: string;
  let guest = 0;

  beforeAll(async () => {
    ({ validateRequest, validateResponse } = (await import(REFERENCE_PACKAGE)) as AdyenReference);
    const { createStandIn } = (await import(STAND_IN_PACKAGE)) as StandInModule;
    standInServer = await createStandIn({
      port: STAND_IN_PORT,
      publicUrl: STAND_IN,
      apiKey: API_KEY,
      merchantAccount: MERCHANT,
      hmacKey: HMAC_KEY,
      clientKey: 'test_E2ESTANDIN',
      webhookUrl: `http://127.0.0.1:${PORT}/payments/adyen/webhook`,
      qrTtlSeconds: 15 * 60,
      retryDelaysMs: [200, 1000, 5000],
      modificationDelayMs: 100,
      log: () => undefined,
    });
    proxy = await recordingProxy(sent);
    await init();
    await server.app.get(AdyenService).ensurePaymentMethod();
    await adminClient.asSuperAdmin();
    const { product } = await shopClient.query(VARIANTS);
    variantId = product.variants.find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
    // Every test places an order of one shirt: more than the fixture's ten in stock.
    const { updateProductVariants } = await adminClient.query(SET_STOCK, { id: variantId, stock: 100 });
    expect(updateProductVariants[0].stockOnHand).toBe(100);
    await waitFor(
      () =>
        fetch(`${STAND_IN}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      (s) => s === 200,
      'the stand-in',
    );
  });
  afterAll(async () => {
    await standInServer?.close();
    await new Promise((r) => proxy?.close(r));
    await server.destroy();
  });

  async function orderReadyToPay(): Promise<void> {
    await shopClient.asAnonymousUser();
    expect((await shopClient.query(ADD_ITEM, { id: variantId })).addItemToOrder.id).toBeDefined();
    guest += 1;
    expect((await shopClient.query(SET_CUSTOMER, { email: `adyen${guest}@example.com` })).setCustomerForOrder.id).toBeDefined();
    expect((await shopClient.query(SET_ADDRESS)).setOrderShippingAddress.id).toBeDefined();
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS);
    const standard = eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th');
    expect((await shopClient.query(SET_SHIPPING, { id: [standard.id] })).setOrderShippingMethod.id).toBeDefined();
    expect((await shopClient.query(TO_STATE, { state: 'ArrangingPayment' })).transitionOrderToState.state).toBe('ArrangingPayment');
  }

  let attempts = 0;
  async function pay(paymentMethod: unknown, options: { lang?: 'en' | 'th'; returnUrl?: string } = {}): Promise<OrderView> {
    attempts += 1;
    const metadata = {
      paymentMethod,
      returnUrl: options.returnUrl ?? RETURN_URL,
      attempt: `e2e-attempt-${attempts}`,
      browserInfo: BROWSER_INFO,
    };
    const { addPaymentToOrder } = await shopClient.query(
      ADD_PAYMENT,
      { metadata },
      options.lang ? { languageCode: options.lang } : undefined,
    );
    return addPaymentToOrder as OrderView;
  }

  async function adminOrder(id: string): Promise<{
    state: string;
    payments: Array<
      PaymentView & {
        refunds: Array<{ id: string; state: string; total: number; transactionId: string; metadata: Record<string, unknown> }>;
      }
    >;
  }> {
    return (await adminClient.query(ADMIN_ORDER, { id })).order;
  }

  async function status(paymentId: string): Promise<{ state: string; orderCode: string; orderState: string } | null> {
    return (await shopClient.query(STATUS, { paymentId })).adyenPaymentStatus;
  }

  it("the method's client: the drop-in's client key and Adyen's payment methods for the order (PromptPay for THB in TH)", async () => {
    await orderReadyToPay();
    const { eligiblePaymentMethods } = await shopClient.query(PAYMENT_METHODS, undefined, { languageCode: 'th' });
    const method = eligiblePaymentMethods.find((m: { code: string }) => m.code === 'talat-adyen');
    expect(method).toMatchObject({ name: 'บัตรหรือพร้อมเพย์', isEligible: true });
    const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
    expect(method.client).toMatchObject({
      provider: 'adyen',
      clientKey: 'test_E2ECLIENTKEY',
      environment: 'test',
      countryCode: 'TH',
      locale: 'th-TH',
      amount: { currency: 'THB', value: activeOrder.totalWithTax },
    });
    const types = (method.client.paymentMethodsResponse.paymentMethods as Array<{ type: string }>).map((m) => m.type);
    expect(types).toEqual(['scheme', 'promptpay']);
    expect(validateResponse('/v71/paymentMethods', 'POST', 200, method.client.paymentMethodsResponse)).toEqual([]);
    expect(JSON.stringify(method.client)).not.toContain(API_KEY);
  });

  /** An /en cart in GBP to a UK address at payment, through the Vendure connector as the storefront uses it. */
  async function britishCart(email: string) {
    const commerce = createVendureConnector({
      shopApiUrl: `http://localhost:${PORT}/shop-api`,
      shopApiKey: TEST_SHOP_KEY,
      timeoutMs: 20_000,
    });
    let ctx: CommerceContext = { locale: 'en', currency: 'GBP' };
    const keep = <T extends WithSession>(result: T): T => {
      if (result.sessionToken) ctx = { ...ctx, customerToken: result.sessionToken };
      return result;
    };
    const cartOf = (result: CartResult): Cart => {
      if (!result.ok) throw new Error(`expected a cart, got ${JSON.stringify(result.error)}`);
      return result.cart;
    };
    keep(await commerce.addCartItems(ctx, { items: [{ variantUid: variantId, quantity: 1 }] }));
    cartOf(keep(await commerce.setGuestEmail(ctx, { email })));
    const address = {
      firstname: 'Jane',
      lastname: 'Smith',
      street: ['10 Downing Street'],
      city: 'London',
      postcode: 'SW1A 2AA',
      country_code: 'GB',
      telephone: '+442079250918',
    };
    cartOf(keep(await commerce.setShippingAddress(ctx, { address })));
    const { methods: shipping } = keep(await commerce.getShippingMethods(ctx));
    const standard = shipping.find((m) => m.method_code === 'standard-gb');
    expect(standard).toBeDefined();
    cartOf(keep(await commerce.setShippingMethod(ctx, { uid: standard!.uid })));
    const cart = cartOf(keep(await commerce.setBillingAddress(ctx, { same_as_shipping: true })));
    expect(cart.prices.grand_total.currency).toBe('GBP');
    return { commerce, ctx: () => ctx, keep, pence: Math.round(cart.prices.grand_total.value * 100), code: cart.id };
  }

  it("an /en cart in GBP to a UK address: /paymentMethods asks for GBP, GB and en-GB; the main method's client offers cards, the lender's Clearpay", async () => {
    const { commerce, ctx, keep, pence } = await britishCart('jane.gb@example.com');
    const before = sent.length;
    const { methods } = keep(await commerce.getPaymentMethods(ctx()));
    const adyen = methods.find((m) => m.code === 'talat-adyen');
    expect(adyen).toMatchObject({ title: 'Card or PromptPay', is_eligible: true });
    const client = {
      provider: 'adyen',
      clientKey: 'test_E2ECLIENTKEY',
      environment: 'test',
      countryCode: 'GB',
      locale: 'en-GB',
      amount: { currency: 'GBP', value: pence },
    };
    expect(adyen?.client).toEqual({
      ...client,
      paymentMethodsResponse: { paymentMethods: [{ type: 'scheme', name: 'Cards', brands: ['visa', 'mc', 'amex'] }] },
    });
    const lender = methods.find((m) => m.code === 'adyen-clearpay');
    expect(lender).toMatchObject({ kind: 'online', title: 'Clearpay: pay in instalments', is_eligible: true });
    expect(lender?.client).toEqual({ ...client, paymentMethodsResponse: { paymentMethods: [{ type: 'clearpay', name: 'Clearpay' }] } });

    // What Adyen was asked (once for both methods), and answered: valid by the Checkout API v71 specification.
    const asked = sent.slice(before).filter((s) => s.path === '/v71/paymentMethods');
    expect(asked).toHaveLength(1);
    expect(asked[0].body).toEqual({
      merchantAccount: MERCHANT,
      amount: { currency: 'GBP', value: pence },
      countryCode: 'GB',
      shopperLocale: 'en-GB',
      channel: 'Web',
    });
    expect(validateRequest('/v71/paymentMethods', 'POST', asked[0].body)).toEqual([]);
    expect(validateResponse('/v71/paymentMethods', 'POST', 200, asked[0].answer)).toEqual([]);
    const offered = (asked[0].answer as { paymentMethods: Array<{ type: string }> }).paymentMethods.map((m) => m.type);
    expect(offered).toEqual(['scheme', 'clearpay']);
  });

  describe("a lender's own method (ADYEN_BNPL_TYPES=clearpay)", () => {
    /** The plan page's link for `outcome`, and the redirectResult it carries back. */
    async function planAnswer(url: string, outcome: 'completed' | 'failed'): Promise<string> {
      const page = await (await fetch(url)).text();
      const href = new RegExp(`href="([^"]+)" data-outcome="${outcome}"`).exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
      return new URL(href).searchParams.get('redirectResult') ?? '';
    }

    it('is made at start in both languages; paying sends what the lender checks, and the plan agreed on its page pays the order', async () => {
      const { items } = (
        await adminClient.query(gql`
        query {
          paymentMethods {
            items {
              code
              enabled
              handler {
                code
                args {
                  name
                  value
                }
              }
              translations {
                languageCode
                name
              }
            }
          }
        }
      `)
      ).paymentMethods;
      const made = items.find((m: { code: string }) => m.code === 'adyen-clearpay');
      expect(made).toMatchObject({
        enabled: true,
        handler: { code: 'talat-adyen', args: [{ name: 'paymentMethodType', value: 'clearpay' }] },
      });
      expect(made.translations).toEqual(
        expect.arrayContaining([
          { languageCode: 'en', name: 'Clearpay: pay in instalments' },
          { languageCode: 'th', name: 'Clearpay: ผ่อนชำระ' },
        ]),
      );
      // Made once: a second start finds it.
      await server.app.get(AdyenService).ensurePaymentMethod();
      const again = (
        await adminClient.query(gql`
        query {
          paymentMethods {
            items {
              code
            }
          }
        }
      `)
      ).paymentMethods.items.filter((m: { code: string }) => m.code.startsWith('adyen-') || m.code === 'talat-adyen');
      expect(again.map((m: { code: string }) => m.code).sort()).toEqual(['adyen-clearpay', 'talat-adyen']);

      const { commerce, ctx, keep, pence, code } = await britishCart('ann.plan@example.com');
      const before = sent.length;
      const placed = keep(
        await commerce.placeOrder(ctx(), {
          payment: { method: 'online', methodCode: 'adyen-clearpay', paymentMethod: { type: 'clearpay' }, attempt: 'e2e-plan-1' },
          returnUrl: 'http://shop.test/en/adyen-direct',
        }),
      );
      if (placed.ok !== 'action') throw new Error(`expected an action, got ${JSON.stringify(placed)}`);
      expect(placed.action).toMatchObject({ type: 'redirect', method: 'GET', paymentMethodType: 'clearpay' });
      const [request] = sent.slice(before).filter((s) => s.path === '/v71/payments');
      expect(request.body).toMatchObject({
        amount: { currency: 'GBP', value: pence },
        paymentMethod: { type: 'clearpay' },
        shopperEmail: 'ann.plan@example.com',
        shopperName: { firstName: 'Jane', lastName: 'Smith' },
        telephoneNumber: '+442079250918',
        deliveryAddress: { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
        billingAddress: { street: '10 Downing Street', city: 'London', postalCode: 'SW1A 2AA', country: 'GB' },
      });
      const lines = (request.body as { lineItems: Array<{ amountIncludingTax: number; quantity: number; id: string }> }).lineItems;
      expect(lines.map((l) => l.id)).toEqual(['T-SHIRT-M', 'shipping']);
      // The lines add up to what the lender is asked to lend.
      expect(lines.reduce((sum, l) => sum + l.amountIncludingTax * l.quantity, 0)).toBe(pence);
      expect(validateRequest('/v71/payments', 'POST', request.body)).toEqual([]);

      const redirectResult = await planAnswer((placed.action as { url: string }).url, 'completed');
      const done = keep(await commerce.submitPaymentDetails(ctx(), { paymentId: placed.paymentId, details: { redirectResult } }));
      expect(done).toMatchObject({ ok: true, order: { number: code } });
      const { orderByCode } = await adminClient.query(
        gql`
          query ($code: String!) {
            orderByCode: orders(options: { filter: { code: { eq: $code } } }) {
              items {
                state
                payments {
                  method
                  state
                  amount
                }
              }
            }
          }
        `,
        { code },
      );
      expect(orderByCode.items[0]).toEqual({
        state: 'PaymentSettled',
        payments: [{ method: 'adyen-clearpay', state: 'Settled', amount: pence }],
      });
    });

    it("a declined plan is the lender's refusal in the shopper's language, and the order waits for another way to pay", async () => {
      const { commerce, ctx, keep } = await britishCart('ann.declined@example.com');
      const th = () => ({ ...ctx(), locale: 'th' as const });
      const placed = keep(
        await commerce.placeOrder(th(), {
          payment: { method: 'online', methodCode: 'adyen-clearpay', paymentMethod: { type: 'clearpay' }, attempt: 'e2e-plan-2' },
          returnUrl: 'http://shop.test/th/adyen-direct',
        }),
      );
      if (placed.ok !== 'action') throw new Error(`expected an action, got ${JSON.stringify(placed)}`);
      const redirectResult = await planAnswer((placed.action as { url: string }).url, 'failed');
      const refused = keep(await commerce.submitPaymentDetails(th(), { paymentId: placed.paymentId, details: { redirectResult } }));
      expect(refused).toMatchObject({
        ok: false,
        error: { code: 'PAYMENT_DECLINED', message: 'ผู้ให้บริการผ่อนชำระไม่อนุมัติแผนผ่อนชำระ ยังไม่มีการเรียกเก็บเงิน กรุณาเลือกวิธีชำระเงินอื่น' },
      });
      const { methods } = keep(await commerce.getPaymentMethods(ctx()));
      expect(methods.map((m) => m.code)).toContain('adyen-clearpay');
    });

    it('each method pays with its own types only: no card through the lender, no Clearpay through the main method', async () => {
      const { commerce, ctx, keep } = await britishCart('ann.types@example.com');
      const before = sent.length;
      const card = keep(
        await commerce.placeOrder(ctx(), {
          payment: { method: 'online', methodCode: 'adyen-clearpay', paymentMethod: CARD('4111111111111111'), attempt: 'e2e-plan-3' },
          returnUrl: 'http://shop.test/en/adyen-direct',
        }),
      );
      expect(card).toMatchObject({ ok: false });
      const lender = keep(
        await commerce.placeOrder(ctx(), {
          payment: { method: 'online', paymentMethod: { type: 'clearpay' }, attempt: 'e2e-plan-4' },
          returnUrl: 'http://shop.test/en/adyen-direct',
        }),
      );
      expect(lender).toMatchObject({ ok: false });
      // Neither reached Adyen.
      expect(sent.slice(before).filter((s) => s.path === '/v71/payments')).toEqual([]);
    });
  });

  it('authorises a card: the payment is settled (automatic capture) and the order placed', async () => {
    await orderReadyToPay();
    const order = await pay(CARD('4111111111111111'));
    expect(order.__typename).toBe('Order');
    expect(order.state).toBe('PaymentSettled');
    expect(order.active).toBe(false);
    expect(order.payments).toHaveLength(1);
    const [payment] = order.payments;
    expect(payment).toMatchObject({ method: 'talat-adyen', state: 'Settled', amount: order.totalWithTax });
    expect(payment.transactionId).toMatch(/^[A-Z0-9]{16}$/);
    expect(payment.metadata).toEqual({
      public: { resultCode: 'Authorised', pspReference: payment.transactionId, paymentMethodType: 'scheme', brand: 'visa', last4: '1111' },
    });
    const request = sent.filter((s) => s.path === '/v71/payments').at(-1);
    expect(request?.body).toMatchObject({
      merchantAccount: MERCHANT,
      amount: { currency: 'THB', value: order.totalWithTax },
      reference: order.code,
      returnUrl: RETURN_URL,
      shopperLocale: 'en-GB',
      countryCode: 'TH',
      channel: 'Web',
      authenticationData: { threeDSRequestData: { nativeThreeDS: 'disabled' } },
      shopperEmail: expect.stringMatching(/@example\.com$/),
      browserInfo: BROWSER_INFO,
    });
    expect(request?.idempotencyKey).toMatch(/^e2e-attempt-/);
  });

  it('refuses a card with a message in the request language; the order waits and a second card pays', async () => {
    await orderReadyToPay();
    const refused = await pay(CARD('4000000000000002'), { lang: 'th' });
    expect(refused).toMatchObject({
      __typename: 'PaymentDeclinedError',
      errorCode: 'PAYMENT_DECLINED_ERROR',
      paymentErrorMessage: 'การชำระเงินถูกปฏิเสธ กรุณาลองใช้บัตรอื่นหรือวิธีชำระเงินอื่น',
    });
    const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
    expect(activeOrder.state).toBe('ArrangingPayment');
    expect(activeOrder.payments).toEqual([expect.objectContaining({ state: 'Declined' })]);
    const paid = await pay(CARD('4111111111111111'));
    expect(paid.state).toBe('PaymentSettled');
    expect(paid.payments.map((p) => p.state)).toEqual(['Declined', 'Settled']);
  });

  it('declines a return URL off the storefront without sending anything to Adyen', async () => {
    await orderReadyToPay();
    const before = sent.length;
    const declined = await pay(CARD('4111111111111111'), { returnUrl: 'https://evil.example/return' });
    expect(declined).toMatchObject({
      __typename: 'PaymentDeclinedError',
      paymentErrorMessage: 'The return address is missing or is not on the shop.',
    });
    expect(sent.length).toBe(before);
  });

  // Why the plugin has no Adyen /orders call: a Talat gift card is the engine's own tender (the
  // gift-cards plugin), not an Adyen gift card, so Adyen only ever sees what is left to pay.
  it('a gift card pays part of the order and Adyen the rest: the /payments amount is what the gift card left', async () => {
    await orderReadyToPay();
    const { createGiftCard } = await adminClient.query(CREATE_GIFT_CARD, { input: { balanceThb: 10_000, balanceGbp: 100 } });
    const applied = (await shopClient.query(APPLY_GIFT_CARD, { code: createGiftCard.code })).applyGiftCardToOrder;
    expect(applied).toMatchObject({ __typename: 'Order', giftCardTotal: 10_000 });
    const byGiftCard = (await shopClient.query(PAY_BY_GIFT_CARD)).addPaymentToOrder;
    expect(byGiftCard).toMatchObject({ __typename: 'Order', state: 'ArrangingPayment' });
    const rest = byGiftCard.totalWithTax - 10_000;
    expect(rest).toBeGreaterThan(0);

    const order = await pay(CARD('4111111111111111'));
    expect(order.state).toBe('PaymentSettled');
    expect(order.payments.map((p) => [p.method, p.state, p.amount])).toEqual([
      ['talat-gift-card', 'Settled', 10_000],
      ['talat-adyen', 'Settled', rest],
    ]);
    const request = sent.filter((s) => s.path === '/v71/payments').at(-1);
    expect(request?.body).toMatchObject({ amount: { currency: 'THB', value: rest }, reference: order.code });
  });

  describe('PromptPay', () => {
    it('waits (ActionPending, amount 0, the QR code action) until the bank pays; the webhook settles it once', async () => {
      await orderReadyToPay();
      const order = await pay(PROMPTPAY);
      expect(order.__typename).toBe('Order');
      expect(order.state).toBe('ArrangingPayment');
      const [payment] = order.payments;
      expect(payment).toMatchObject({ state: 'ActionPending', amount: 0 });
      const pub = payment.metadata.public as {
        resultCode: string;
        pspReference: string;
        paymentMethodType: string;
        action: Record<string, unknown>;
      };
      expect(pub).toMatchObject({ resultCode: 'Pending', pspReference: payment.transactionId, paymentMethodType: 'promptpay' });
      expect(pub.action).toMatchObject({ type: 'qrCode', paymentMethodType: 'promptpay', qrCodeData: expect.any(String) });
      expect(await status(payment.id)).toEqual({ state: 'ActionPending', orderCode: order.code, orderState: 'ArrangingPayment' });

      expect((await standIn(`/stand-in/promptpay/${pub.pspReference}/pay`, {})).status).toBe(200);
      const settled = await waitFor(
        () => status(payment.id),
        (s) => s?.state === 'Settled',
        'the AUTHORISATION webhook',
      );
      // The shopper's session still sees it once the order is placed.
      expect(settled).toEqual({ state: 'Settled', orderCode: order.code, orderState: 'PaymentSettled' });
      const stored = await adminOrder(order.id);
      expect(stored.payments).toEqual([expect.objectContaining({ state: 'Settled', amount: order.totalWithTax })]);

      // The same webhook again, twice over and in reverse: nothing changes.
      const resend = await standIn('/stand-in/webhooks/resend', { pspReference: pub.pspReference, times: 2, reverse: true });
      expect((resend.body as { sent: number }).sent).toBe(2);
      const again = await adminOrder(order.id);
      expect(again.state).toBe('PaymentSettled');
      expect(again.payments).toEqual([expect.objectContaining({ state: 'Settled', amount: order.totalWithTax })]);
      expect((again.payments[0].metadata as { adyenEvents?: string[] }).adyenEvents).toEqual([`${pub.pspReference}:AUTHORISATION:true`]);
      const mine = (await deliveries()).filter((d) => d.pspReference === pub.pspReference);
      expect(mine).toHaveLength(3);
      expect(mine.every((d) => d.accepted)).toBe(true);

      // The webhook placed the order without a session: the shopper's session still reads it by code (thank-you page).
      expect((await shopClient.query(ORDER_BY_CODE, { code: order.code })).orderByCode).toMatchObject({
        code: order.code,
        state: 'PaymentSettled',
      });

      // Another session cannot read it.
      await shopClient.asAnonymousUser();
      expect(await status(payment.id)).toBeNull();
    });

    it('expires: OFFER_CLOSED cancels the waiting payment and the order is paid another way', async () => {
      await orderReadyToPay();
      const order = await pay(PROMPTPAY);
      const [payment] = order.payments;
      const psp = payment.transactionId as string;
      expect((await standIn(`/stand-in/promptpay/${psp}/expire`, {})).status).toBe(200);
      await waitFor(
        () => status(payment.id),
        (s) => s?.state === 'Cancelled',
        'the OFFER_CLOSED webhook',
      );
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.state).toBe('ArrangingPayment');
      const paid = await pay(CARD('4111111111111111'));
      expect(paid.state).toBe('PaymentSettled');
      expect(paid.payments.map((p) => p.state)).toEqual(['Cancelled', 'Settled']);
    });

    it('refuses a webhook with a bad or missing signature (401) and changes nothing', async () => {
      await orderReadyToPay();
      const order = await pay(PROMPTPAY);
      const [payment] = order.payments;
      const item = {
        amount: { currency: 'THB', value: order.totalWithTax },
        eventCode: 'AUTHORISATION',
        eventDate: '2026-12-06T10:00:00+00:00',
        merchantAccountCode: MERCHANT,
        merchantReference: order.code,
        pspReference: payment.transactionId,
        success: 'true',
      };
      const post = (body: unknown) =>
        fetch(`http://localhost:${PORT}/payments/adyen/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const forged = await post({
        live: 'false',
        notificationItems: [{ NotificationRequestItem: { ...item, additionalData: { hmacSignature: 'bm90IGEgc2lnbmF0dXJl' } } }],
      });
      expect(forged.status).toBe(401);
      const unsigned = await post({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] });
      expect(unsigned.status).toBe(401);
      expect(await status(payment.id)).toMatchObject({ state: 'ActionPending', orderState: 'ArrangingPayment' });
    });

    it('tolerates a CAPTURE before the AUTHORISATION: the waiting payment is settled at once, the late AUTHORISATION changes nothing', async () => {
      await orderReadyToPay();
      const order = await pay(PROMPTPAY);
      const [payment] = order.payments;
      const signed = (item: Record<string, unknown>) => ({
        ...item,
        additionalData: { hmacSignature: new hmacValidator().calculateHmac(item as never, HMAC_KEY) },
      });
      const base = {
        amount: { currency: 'THB', value: order.totalWithTax },
        eventDate: '2026-12-06T10:00:00+00:00',
        merchantAccountCode: MERCHANT,
        merchantReference: order.code,
        success: 'true',
      };
      const capture = signed({ ...base, eventCode: 'CAPTURE', pspReference: 'CAPTURE000000001', originalReference: payment.transactionId });
      const authorisation = signed({ ...base, eventCode: 'AUTHORISATION', pspReference: payment.transactionId });
      const post = (item: unknown) =>
        fetch(`http://localhost:${PORT}/payments/adyen/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ live: 'false', notificationItems: [{ NotificationRequestItem: item }] }),
        });
      const first = await post(capture);
      expect([first.status, await first.text()]).toEqual([200, '[accepted]']);
      expect(await status(payment.id)).toMatchObject({ state: 'Settled', orderState: 'PaymentSettled' });
      expect((await post(authorisation)).status).toBe(200);
      expect((await post(capture)).status).toBe(200);
      const stored = await adminOrder(order.id);
      expect(stored.payments).toEqual([expect.objectContaining({ state: 'Settled', amount: order.totalWithTax })]);
      expect((stored.payments[0].metadata as { adyenEvents?: string[] }).adyenEvents).toEqual([
        'CAPTURE000000001:CAPTURE:true',
        `${payment.transactionId}:AUTHORISATION:true`,
      ]);
    });
  });

  describe('3-D Secure challenge (RedirectShopper)', () => {
    it('redirects, then submitPaymentDetails with the redirectResult pays the order; a repeat answers the same', async () => {
      await orderReadyToPay();
      const order = await pay(CARD('4000000000003220'));
      expect(order.__typename).toBe('Order');
      const [payment] = order.payments;
      expect(payment).toMatchObject({ state: 'ActionPending', amount: 0 });
      const action = (payment.metadata.public as { action: { type: string; url: string; method: string } }).action;
      expect(action).toMatchObject({ type: 'redirect', method: 'GET' });

      // The stand-in's challenge page links back to the returnUrl with a redirectResult.
      const page = await (await fetch(action.url)).text();
      const href = /href="([^"]+)" data-outcome="completed"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const back = new URL(href);
      expect(`${back.origin}${back.pathname}`).toBe(RETURN_URL);
      const redirectResult = back.searchParams.get('redirectResult') ?? '';

      // Another session cannot submit it.
      const token = shopClient.getAuthToken();
      await shopClient.asAnonymousUser();
      const stranger = (await shopClient.query(SUBMIT_DETAILS, { paymentId: payment.id, details: { redirectResult } }))
        .submitPaymentDetails;
      expect(stranger).toMatchObject({ __typename: 'PaymentDetailsError', errorCode: 'PAYMENT_DETAILS_ERROR', reason: 'NOT_ACTIVE_ORDER' });
      shopClient.setAuthToken(token);

      const done = (await shopClient.query(SUBMIT_DETAILS, { paymentId: payment.id, details: { redirectResult } })).submitPaymentDetails;
      expect(done).toMatchObject({ __typename: 'Order', state: 'PaymentSettled', active: false });
      expect(done.payments).toEqual([expect.objectContaining({ id: payment.id, state: 'Settled', amount: order.totalWithTax })]);
      expect(done.payments[0].metadata.public).toMatchObject({ resultCode: 'Authorised', action: null, brand: 'visa', last4: '3220' });
      expect((await shopClient.query(ACTIVE_ORDER)).activeOrder).toBeNull();

      const again = (await shopClient.query(SUBMIT_DETAILS, { paymentId: payment.id, details: { redirectResult } })).submitPaymentDetails;
      expect(again).toMatchObject({ __typename: 'Order', id: order.id, state: 'PaymentSettled' });
      // The AUTHORISATION webhook that follows changes nothing either.
      await waitFor(
        deliveries,
        (all) => all.some((d) => d.pspReference === payment.transactionId && d.accepted),
        'the AUTHORISATION webhook',
      );
      const stored = await adminOrder(order.id);
      expect(stored.payments).toEqual([expect.objectContaining({ state: 'Settled' })]);
    });

    it('a failed challenge declines the payment (PaymentDeclinedError) and the order waits', async () => {
      await orderReadyToPay();
      const order = await pay(CARD('4000000000003220'));
      const [payment] = order.payments;
      const url = (payment.metadata.public as { action: { url: string } }).action.url;
      const page = await (await fetch(url)).text();
      const href = /href="([^"]+)" data-outcome="failed"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
      const redirectResult = new URL(href).searchParams.get('redirectResult') ?? '';
      const declined = (await shopClient.query(SUBMIT_DETAILS, { paymentId: payment.id, details: { redirectResult } }))
        .submitPaymentDetails;
      expect(declined).toMatchObject({
        __typename: 'PaymentDeclinedError',
        paymentErrorMessage: 'The payment was refused. Try another card or another payment method.',
      });
      const { activeOrder } = await shopClient.query(ACTIVE_ORDER);
      expect(activeOrder.state).toBe('ArrangingPayment');
    });
  });

  describe('Admin: refund and manual capture', () => {
    it('refundOrder asks Adyen to refund (Pending); the REFUND webhook settles the refund', async () => {
      await orderReadyToPay();
      const order = await pay(CARD('4111111111111111'));
      const [payment] = order.payments;
      const { refundOrder } = await adminClient.query(REFUND_ORDER, {
        input: { paymentId: payment.id, amount: 10000, reason: 'e2e', lines: [], shipping: 0, adjustment: 0 },
      });
      expect(refundOrder).toMatchObject({ __typename: 'Refund', state: 'Pending', total: 10000 });
      expect(refundOrder.transactionId).toMatch(/^[A-Z0-9]{16}$/);
      const settled = await waitFor(
        () => adminOrder(order.id),
        (o) => o.payments[0].refunds.some((r) => r.state === 'Settled'),
        'the REFUND webhook',
      );
      expect(settled.payments[0].refunds).toEqual([
        expect.objectContaining({ id: refundOrder.id, state: 'Settled', transactionId: refundOrder.transactionId }),
      ]);
      const request = sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/refunds`);
      expect(request).toHaveLength(1);
      expect(request[0].body).toMatchObject({ merchantAccount: MERCHANT, amount: { currency: 'THB', value: 10000 } });
    });

    it('with manual capture the payment stays Authorized; settlePayment requests the capture and CAPTURE settles it', async () => {
      const service = server.app.get(AdyenService);
      // The plugin's options object, shared with the service: manual capture for this test only.
      service.options.autoCapture = false;
      try {
        await orderReadyToPay();
        const order = await pay(CARD('4111111111111111'));
        expect(order.state).toBe('PaymentAuthorized');
        const [payment] = order.payments;
        expect(payment.state).toBe('Authorized');
        const { settlePayment } = await adminClient.query(SETTLE_PAYMENT, { id: payment.id });
        expect(settlePayment).toMatchObject({ __typename: 'SettlePaymentError' });
        expect((await adminOrder(order.id)).payments[0].state).toBe('CapturePending');
        const settled = await waitFor(
          () => adminOrder(order.id),
          (o) => o.payments[0].state === 'Settled',
          'the CAPTURE webhook',
        );
        expect(settled.state).toBe('PaymentSettled');
        expect(sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/captures`)).toHaveLength(1);
      } finally {
        service.options.autoCapture = true;
      }
    });
  });

  describe('the card scheme rejects a capture or a refund afterwards (CAPTURE_FAILED, REFUND_FAILED)', () => {
    const events = (payment: PaymentView) => (payment.metadata as { adyenEvents?: string[] }).adyenEvents ?? [];

    /** A manually captured card payment, captured by staff and settled by the CAPTURE webhook: its order, payment and capture pspReference. */
    async function capturedPayment(): Promise<{ order: OrderView; payment: PaymentView; capture: string }> {
      await orderReadyToPay();
      const order = await pay(CARD('4111111111111111'));
      const [payment] = order.payments;
      expect(payment.state).toBe('Authorized');
      await adminClient.query(SETTLE_PAYMENT, { id: payment.id });
      await waitFor(
        () => adminOrder(order.id),
        (o) => o.payments[0].state === 'Settled',
        'the CAPTURE webhook',
      );
      const capture = sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/captures`).at(-1)?.answer as {
        pspReference: string;
      };
      return { order, payment, capture: capture.pspReference };
    }

    async function reject(modification: string): Promise<void> {
      expect((await standIn(`/stand-in/modifications/${modification}/reject`, {})).status).toBe(200);
    }

    it('CAPTURE_FAILED puts the settled payment back to Authorized with the reason; repeats change nothing; staff capture again', async () => {
      const service = server.app.get(AdyenService);
      service.options.autoCapture = false;
      try {
        const { order, payment, capture } = await capturedPayment();
        await reject(capture);
        const failed = await waitFor(
          () => adminOrder(order.id),
          (o) => o.payments[0].state === 'Authorized',
          'the CAPTURE_FAILED webhook',
        );
        expect(failed.payments[0]).toMatchObject({
          state: 'Authorized',
          amount: order.totalWithTax,
          errorMessage: 'Adyen did not capture: Capture rejected by card scheme because of a technical issue.',
        });
        expect(failed.payments[0].metadata).toMatchObject({ captured: false, captureFailed: { pspReference: capture } });
        // Vendure has no way back from PaymentSettled: the order stays there, the payment says what happened.
        expect(failed.state).toBe('PaymentSettled');

        // The failure again, twice, then every webhook of the payment in reverse (the first CAPTURE
        // among them, late): the payment stays Authorized and the failure is applied once.
        await standIn('/stand-in/webhooks/resend', { pspReference: payment.transactionId, eventCode: 'CAPTURE_FAILED', times: 2 });
        await standIn('/stand-in/webhooks/resend', { pspReference: payment.transactionId, reverse: true });
        await waitFor(
          deliveries,
          (all) => all.filter((d) => d.resend && d.pspReference === capture && !d.accepted).length === 0,
          'the repeated deliveries',
        );
        const again = await adminOrder(order.id);
        expect(again.payments[0]).toMatchObject({ state: 'Authorized', errorMessage: failed.payments[0].errorMessage });
        expect(events(again.payments[0]).filter((e) => e === `${capture}:CAPTURE_FAILED:true`)).toHaveLength(1);

        // Staff settle again: a new capture at Adyen, and its CAPTURE settles the payment.
        const { settlePayment } = await adminClient.query(SETTLE_PAYMENT, { id: payment.id });
        expect(settlePayment).toMatchObject({ __typename: 'SettlePaymentError' });
        const settled = await waitFor(
          () => adminOrder(order.id),
          (o) => o.payments[0].state === 'Settled',
          'the second CAPTURE webhook',
        );
        expect(settled.payments[0]).toMatchObject({ state: 'Settled', errorMessage: null });
        const captures = sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/captures`);
        expect(captures).toHaveLength(2);
        expect((captures[1].answer as { pspReference: string }).pspReference).not.toBe(capture);
      } finally {
        service.options.autoCapture = true;
      }
    });

    it("Adyen's re-capture after a rejected capture (CAPTURE, Transaction Recaptured) settles the payment again", async () => {
      const service = server.app.get(AdyenService);
      service.options.autoCapture = false;
      try {
        const { order, payment, capture } = await capturedPayment();
        await reject(capture);
        await waitFor(
          () => adminOrder(order.id),
          (o) => o.payments[0].state === 'Authorized',
          'the CAPTURE_FAILED webhook',
        );
        expect((await standIn(`/stand-in/modifications/${capture}/recapture`, {})).status).toBe(200);
        const settled = await waitFor(
          () => adminOrder(order.id),
          (o) => o.payments[0].state === 'Settled',
          'the re-capture',
        );
        expect(settled.payments[0]).toMatchObject({ state: 'Settled', errorMessage: null });
        expect(settled.payments[0].metadata).toMatchObject({ captured: true });
        // Only one capture was asked for: Adyen captured it again by itself.
        expect(sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/captures`)).toHaveLength(1);
        await standIn('/stand-in/webhooks/resend', { pspReference: payment.transactionId, times: 2 });
        await waitFor(
          deliveries,
          (all) => all.filter((d) => d.resend && d.pspReference === capture && !d.accepted).length === 0,
          'the repeated deliveries',
        );
        expect((await adminOrder(order.id)).payments[0].state).toBe('Settled');
      } finally {
        service.options.autoCapture = true;
      }
    });

    it('REFUND_FAILED fails the settled refund with the reason; repeats and a late REFUND change nothing', async () => {
      await orderReadyToPay();
      const order = await pay(CARD('4111111111111111'));
      const [payment] = order.payments;
      const { refundOrder } = await adminClient.query(REFUND_ORDER, {
        input: { paymentId: payment.id, amount: 5000, reason: 'e2e refund failed', lines: [], shipping: 0, adjustment: 0 },
      });
      expect(refundOrder).toMatchObject({ __typename: 'Refund', state: 'Pending' });
      await waitFor(
        () => adminOrder(order.id),
        (o) => o.payments[0].refunds.some((r) => r.state === 'Settled'),
        'the REFUND webhook',
      );
      await reject(refundOrder.transactionId);
      const failed = await waitFor(
        () => adminOrder(order.id),
        (o) => o.payments[0].refunds.some((r) => r.state === 'Failed'),
        'the REFUND_FAILED webhook',
      );
      expect(failed.payments[0].refunds).toEqual([
        expect.objectContaining({
          id: refundOrder.id,
          state: 'Failed',
          total: 5000,
          metadata: expect.objectContaining({ failure: 'Refund rejected by card scheme because of a technical issue.' }),
        }),
      ]);
      // The payment itself was captured and stays so.
      expect(failed.payments[0].state).toBe('Settled');
      expect(failed.state).toBe('PaymentSettled');

      await standIn('/stand-in/webhooks/resend', { pspReference: payment.transactionId, eventCode: 'REFUND_FAILED', times: 2 });
      await standIn('/stand-in/webhooks/resend', { pspReference: payment.transactionId, reverse: true });
      await waitFor(
        deliveries,
        (all) => all.filter((d) => d.resend && d.pspReference === refundOrder.transactionId && !d.accepted).length === 0,
        'the repeated deliveries',
      );
      const again = await adminOrder(order.id);
      expect(again.payments[0].refunds).toEqual([expect.objectContaining({ id: refundOrder.id, state: 'Failed' })]);
      expect(again.payments[0].state).toBe('Settled');
      expect(events(again.payments[0]).filter((e) => e === `${refundOrder.transactionId}:REFUND_FAILED:true`)).toHaveLength(1);
    });
  });

  it('cancelPayment of an authorised (uncaptured) payment cancels it at Adyen; the CANCELLATION webhook changes nothing more', async () => {
    const service = server.app.get(AdyenService);
    service.options.autoCapture = false;
    try {
      await orderReadyToPay();
      const order = await pay(CARD('4111111111111111'));
      const [payment] = order.payments;
      expect(payment.state).toBe('Authorized');
      const { cancelPayment } = await adminClient.query(CANCEL_PAYMENT, { id: payment.id });
      expect(cancelPayment).toMatchObject({ __typename: 'Payment', state: 'Cancelled' });
      expect(sent.filter((s) => s.path === `/v71/payments/${payment.transactionId}/cancels`)).toHaveLength(1);
      await waitFor(
        deliveries,
        (all) =>
          all.some(
            (d) =>
              d.eventCode === 'CANCELLATION' &&
              d.body.notificationItems[0].NotificationRequestItem.originalReference === payment.transactionId &&
              d.accepted,
          ),
        'the CANCELLATION webhook',
      );
      const stored = await adminOrder(order.id);
      expect(stored.payments).toEqual([expect.objectContaining({ state: 'Cancelled' })]);
    } finally {
      service.options.autoCapture = true;
    }
  });

  it("every request the plugin sent is valid by Adyen's Checkout API v71 specification", () => {
    expect(sent.length).toBeGreaterThan(10);
    const paths = new Set(sent.map((s) => s.path.replace(/\/payments\/[A-Z0-9]+\//, '/payments/{psp}/')));
    expect([...paths].sort()).toEqual(
      [
        '/v71/paymentMethods',
        '/v71/payments',
        '/v71/payments/details',
        '/v71/payments/{psp}/captures',
        '/v71/payments/{psp}/refunds',
        '/v71/payments/{psp}/cancels',
      ].sort(),
    );
    for (const s of sent) {
      expect(validateRequest(s.path, 'POST', s.body), s.path).toEqual([]);
      expect(s.status, `${s.path} ${JSON.stringify(s.answer)}`).toBeLessThan(300);
    }
  });
});
