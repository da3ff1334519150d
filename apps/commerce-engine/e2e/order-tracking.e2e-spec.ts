/**
 * "Where is my order?" (plugins/order-tracking): a guest looks an order up by its number and email
 * (the answer is the same null whichever is wrong; throttled per order number and client), its
 * customer reads the same through `orderByCode`, staff add a fulfilment with the carrier and
 * tracking number and mark it shipped, and the customer gets the email in the order's language.
 */
import gql from 'graphql-tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_ATTEMPT_LIMITS, type AttemptLimits } from '../src/plugins/attempt-limits';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { emailsTo, newMailbox } from './fixtures/mailbox';
import { SHOP_KEY_HEADERS } from './fixtures/shop-key';
import { createEngineTestEnvironment } from './test-server';

const PORT = 3272;
const MAILBOX = newMailbox();
const LOOSE = { perClient: 10_000, perAccount: 10_000, windowSeconds: 60 };
// Three lookups of one order number per client a minute; every other scope out of the way.
const LIMITS = {
  ...Object.fromEntries(Object.keys(DEFAULT_ATTEMPT_LIMITS).map((scope) => [scope, LOOSE])),
  'order-lookup': { perClient: 10_000, perAccount: 3, windowSeconds: 60 },
} as AttemptLimits;

const VARIANTS = gql`
  query { products { items { variants { id sku } } } }
`;
const ADD_ITEM = gql`
  mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 2) { ... on Order { id code } ... on ErrorResult { errorCode message } } }
`;
const SET_CUSTOMER = gql`
  mutation ($email: String!) {
    setCustomerForOrder(input: { emailAddress: $email, firstName: "Ploy", lastName: "Guest" }) { ... on Order { id } ... on ErrorResult { errorCode message } }
  }
`;
const PAY_BY_CHEQUE = gql`
  mutation { addPaymentToOrder(input: { method: "checkmo", metadata: {} }) { ... on Order { id code state lines { id quantity } payments { id } } ... on ErrorResult { errorCode message } } }
`;
const TRACKING_FIELDS = 'code state placedAt shipments { carrier trackingCode state expectedDelivery }';
const LOOKUP = `query ($code: String!, $email: String!) { orderTracking(code: $code, emailAddress: $email) { ${TRACKING_FIELDS} } }`;
const SETTLE = gql`
  mutation ($id: ID!) { settlePayment(id: $id) { ... on Payment { state } ... on ErrorResult { errorCode message } } }
`;
const FULFIL = gql`
  mutation ($input: FulfillOrderInput!) {
    addFulfillmentToOrder(input: $input) {
      ... on Fulfillment { id state method trackingCode }
      ... on CreateFulfillmentError { fulfillmentHandlerError }
      ... on ErrorResult { errorCode message }
    }
  }
`;
const SHIP = gql`
  mutation ($id: ID!) { transitionFulfillmentToState(id: $id, state: "Shipped") { ... on Fulfillment { id state } ... on ErrorResult { errorCode message } } }
`;

interface Tracking {
  code: string;
  state: string;
  placedAt: string | null;
  shipments: { carrier: string; trackingCode: string | null; state: string; expectedDelivery: string | null }[];
}

describe('order tracking', () => {
  const { server, shopClient, adminClient, init } = createEngineTestEnvironment(PORT, {
    emailTransport: MAILBOX.transport,
    attemptLimits: LIMITS,
  });
  let variantId: string;

  beforeAll(async () => {
    await init();
    await adminClient.asSuperAdmin();
    const { products } = await shopClient.query(VARIANTS);
    variantId = products.items
      .flatMap((p: { variants: { id: string; sku: string }[] }) => p.variants)
      .find((v: { sku: string }) => v.sku === 'T-SHIRT-M').id;
  });
  afterAll(async () => {
    await server.destroy();
  });

  /** A new guest places an order by cheque in `languageCode`; answers its code, lines and payment. */
  async function guestOrder(email: string, languageCode: 'th' | 'en') {
    await shopClient.asAnonymousUser();
    const q = { languageCode };
    await shopClient.query(ADD_ITEM, { id: variantId }, q);
    await shopClient.query(SET_CUSTOMER, { email }, q);
    await shopClient.query(SET_ADDRESS, { country: 'TH' }, q);
    const { eligibleShippingMethods } = await shopClient.query(SHIPPING_METHODS, {}, q);
    await shopClient.query(SET_SHIPPING, { id: [eligibleShippingMethods.find((m: { code: string }) => m.code === 'standard-th').id] }, q);
    await shopClient.query(TO_PAYMENT, {}, q);
    const placed = (await shopClient.query(PAY_BY_CHEQUE, {}, q)).addPaymentToOrder;
    expect(placed.state).toBe('PaymentAuthorized');
    return placed as { code: string; lines: { id: string; quantity: number }[]; payments: { id: string }[] };
  }

  /** The guest lookup as the storefront sends it, from one shopper's address. */
  async function lookup(code: string, email: string, address = '203.0.113.7') {
    const res = await fetch(`http://localhost:${PORT}/shop-api`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...SHOP_KEY_HEADERS, 'x-talat-client-address': address },
      body: JSON.stringify({ query: LOOKUP, variables: { code, email } }),
    });
    const body = (await res.json()) as { data: { orderTracking: Tracking | null } | null; errors?: { extensions?: { code?: string } }[] };
    return { tracking: body.data?.orderTracking ?? null, error: body.errors?.[0]?.extensions?.code ?? null, body: JSON.stringify(body) };
  }

  it('finds a placed order by its number and email, and answers the same null when either is wrong', async () => {
    const order = await guestOrder('ploy@example.com', 'th');
    const found = await lookup(order.code.toLowerCase(), ' PLOY@example.com ', '203.0.113.1');
    expect(found.tracking).toMatchObject({ code: order.code, state: 'PaymentAuthorized', shipments: [] });
    expect(found.tracking?.placedAt).toBeTruthy();

    const wrongEmail = await lookup(order.code, 'someone@example.com', '203.0.113.1');
    const wrongCode = await lookup('NOSUCHORDER1', 'ploy@example.com', '203.0.113.1');
    const nonsense = await lookup("' OR 1=1 --", 'ploy@example.com', '203.0.113.1');
    for (const miss of [wrongEmail, wrongCode, nonsense]) {
      expect(miss.error).toBeNull();
      expect(miss.tracking).toBeNull();
      expect(miss.body).not.toContain('ploy@example.com');
    }
    expect(wrongEmail.body).toBe(wrongCode.body);
  });

  it('refuses the fourth lookup of one order number from one client, while another client goes on', async () => {
    const order = await guestOrder('nok@example.com', 'en');
    for (let i = 0; i < 3; i++) expect((await lookup(order.code, `guess${i}@example.com`, '198.51.100.9')).error).toBeNull();
    const refused = await lookup(order.code, 'nok@example.com', '198.51.100.9');
    expect(refused.error).toBe('TOO_MANY_REQUESTS');
    expect(refused.tracking).toBeNull();
    expect((await lookup(order.code, 'nok@example.com', '198.51.100.10')).tracking?.code).toBe(order.code);
  });

  it('emails the customer in the Thai they ordered in when staff ship a fulfilment with a tracking number', async () => {
    const order = await guestOrder('som@example.com', 'th');
    expect((await adminClient.query(SETTLE, { id: order.payments[0]!.id })).settlePayment.state).toBe('Settled');
    const lines = order.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity }));

    // A tracking number no link could carry is refused with the handler's reason, as the Admin's form shows.
    const refused = (
      await adminClient
        .query(FULFIL, {
          input: {
            lines,
            handler: {
              code: 'talat-carrier',
              arguments: [
                { name: 'carrier', value: 'kerry-express' },
                { name: 'trackingCode', value: '<b>' },
              ],
            },
          },
        })
        .catch((e: Error) => ({ addFulfillmentToOrder: { message: e.message } }))
    ).addFulfillmentToOrder;
    expect(JSON.stringify(refused)).toMatch(/tracking number/);

    const expected = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const fulfilment = (
      await adminClient.query(FULFIL, {
        input: {
          lines,
          handler: {
            code: 'talat-carrier',
            arguments: [
              { name: 'carrier', value: 'kerry-express' },
              { name: 'trackingCode', value: 'kex 1234 5678' },
              { name: 'expectedDelivery', value: `${expected}T00:00:00.000Z` },
            ],
          },
        },
      })
    ).addFulfillmentToOrder;
    expect(fulfilment).toMatchObject({ state: 'Pending', method: 'kerry-express', trackingCode: 'KEX12345678' });
    // Nothing is sent until the parcel is shipped.
    expect(MAILBOX.sent.filter((m) => m.recipient === 'som@example.com' && /จัดส่งแล้ว/.test(m.subject))).toHaveLength(0);
    expect((await adminClient.query(SHIP, { id: fulfilment.id })).transitionFulfillmentToState.state).toBe('Shipped');

    const mails = await emailsTo(MAILBOX, 'som@example.com', 2);
    const shipped = mails.find((m) => m.subject === `คำสั่งซื้อ #${order.code} จัดส่งแล้ว`);
    expect(shipped, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(shipped!.body).toContain('เคอรี่ เอ็กซ์เพรส');
    expect(shipped!.body).toContain('KEX12345678');
    // Handlebars escapes `=` in the link (`&#x3D;`), as HTML allows.
    expect(shipped!.body.replaceAll('&#x3D;', '=')).toContain('https://th.kerryexpress.com/en/track/?track=KEX12345678');
    expect(shipped!.body).toContain('http://shop.test/th/order-status');

    const { tracking } = await lookup(order.code, 'som@example.com', '203.0.113.2');
    expect(tracking).toMatchObject({
      state: 'Shipped',
      shipments: [{ carrier: 'kerry-express', trackingCode: 'KEX12345678', state: 'Shipped' }],
    });
    expect(tracking?.shipments[0]?.expectedDelivery?.slice(0, 10)).toBe(expected);
    // The session that placed it reads the same on the order itself (a customer's order page).
    const own = await shopClient.query(gql`query ($code: String!) { orderByCode(code: $code) { tracking { ${TRACKING_FIELDS} } } }`, {
      code: order.code,
    });
    expect(own.orderByCode.tracking).toEqual(tracking);
  });

  it('emails an English order in English', async () => {
    const order = await guestOrder('emma.guest@example.com', 'en');
    await adminClient.query(SETTLE, { id: order.payments[0]!.id });
    const lines = order.lines.map((l) => ({ orderLineId: l.id, quantity: l.quantity }));
    const args = [
      { name: 'carrier', value: 'royal-mail' },
      { name: 'trackingCode', value: 'RM123456789GB' },
    ];
    const fulfilment = (await adminClient.query(FULFIL, { input: { lines, handler: { code: 'talat-carrier', arguments: args } } }))
      .addFulfillmentToOrder;
    await adminClient.query(SHIP, { id: fulfilment.id });
    const mails = await emailsTo(MAILBOX, 'emma.guest@example.com', 2);
    const shipped = mails.find((m) => m.subject === `Your order #${order.code} is on its way`);
    expect(shipped, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(shipped!.body).toContain('Royal Mail');
    expect(shipped!.body).toContain('https://www.royalmail.com/track-your-item#/tracking-results/RM123456789GB');
    expect(shipped!.body).not.toContain('Expected delivery');
  });
});
