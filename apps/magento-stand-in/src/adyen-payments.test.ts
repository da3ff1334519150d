import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as g from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createConnector, type CommerceConnector } from '@talat/commerce';
import { createMemoryPaymentStore, type MagentoPaymentStore } from '@talat/commerce/magento/adyen-payment-store';
import { handleMagentoAdyenWebhook } from '@talat/commerce/magento/adyen-webhook';
import { loadStoreSchema } from '@talat/commerce/magento/contract/reference-schema';
import { createSchemaFetch } from '@talat/commerce/magento/contract/schema-fetch';
import { checkoutSpec, validateRequest, validateResponse } from '@talat/adyen-reference';
import { createStandIn, type StandIn } from '@talat/adyen-stand-in/stand-in';
import { createRoot } from './root';
import { standInSchema } from './schema';

/**
 * Cards and PromptPay on Magento (docs/decisions/0063), end to end in process: the Magento
 * connector against the Magento stand-in (every document validated against Magento's reference
 * schema) and against the Adyen stand-in (every Checkout API request and answer validated against
 * Adyen's v71 specification), with the stand-in's signed webhooks taken by the storefront's
 * webhook handler.
 */
const HMAC_KEY = '4D716CC8181D79DB50323367084DC47BE7ECFA1D408005040D6F348D407717AA';
const MERCHANT = 'TalatStandIn';
const API_KEY = 'stand-in-api-key';
const RETURN_URL = 'http://localhost:3000/th/adyen-direct';

let reference: g.GraphQLSchema;
let adyen: StandIn;
let receiver: Server;
const store: MagentoPaymentStore = createMemoryPaymentStore();
const webhookAnswers: { status: number; body: string }[] = [];
/** Every Checkout API call the connector made, with Adyen's answer, for the contract checks. */
const adyenCalls: { path: string; body: unknown; status: number; answer: unknown }[] = [];

beforeAll(async () => {
  reference = await loadStoreSchema();
  checkoutSpec();
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      void handleMagentoAdyenWebhook(JSON.parse(raw), { hmacKey: HMAC_KEY, merchantAccount: MERCHANT, store }).then((answer) => {
        webhookAnswers.push(answer);
        res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
      });
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  adyen = await createStandIn({
    port: 0,
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKey: HMAC_KEY,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/api/payments/adyen/webhook`,
    clientKey: 'test_STANDIN',
    qrTtlSeconds: 900,
    retryDelaysMs: [20, 40, 80],
    modificationDelayMs: 5,
    log: () => {},
  });
});

afterAll(async () => {
  await adyen.close();
  await new Promise((resolve) => receiver.close(resolve));
});

const recordingFetch: typeof fetch = async (input, init) => {
  const res = await fetch(input, init);
  const text = await res.clone().text();
  const path = new URL(String(input)).pathname.replace(/^\/v71/, '');
  adyenCalls.push({ path, body: JSON.parse(String(init?.body ?? '{}')), status: res.status, answer: text ? JSON.parse(text) : null });
  return res;
};

function setup() {
  const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/' });
  const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest);
  const connector = createConnector({
    backend: 'magento',
    graphqlUrl: 'http://localhost:3004/graphql',
    fetch: wire.fetch,
    adyen: {
      apiKey: API_KEY,
      merchantAccount: MERCHANT,
      clientKey: 'test_STANDIN',
      hmacKey: HMAC_KEY,
      environment: 'test',
      checkoutUrl: `${adyen.url}/v71`,
    },
    paymentStore: store,
    adyenFetch: recordingFetch,
  });
  return { wire, connector };
}

/** A guest's cart with a mug, an address in the currency's country, delivery and billing: at payment. */
async function atPayment(connector: CommerceConnector, lang: 'th' | 'en') {
  const base = lang === 'th' ? { locale: 'th' as const, currency: 'THB' } : { locale: 'en' as const, currency: 'GBP' };
  const mug = await connector.getProductDetails(base, { uid: 'TFC-MUG' });
  const added = await connector.addCartItems(base, { items: [{ variantUid: mug!.variants[0]!.uid, quantity: 1 }] });
  const ctx = { ...base, customerToken: added.sessionToken };
  await connector.setGuestEmail(ctx, { email: 'somchai@example.com' });
  await connector.setShippingAddress(ctx, {
    address:
      lang === 'th'
        ? {
            firstname: 'Somchai',
            lastname: 'Jaidee',
            street: ['1 Silom Road'],
            city: 'Bang Rak',
            region: 'Bangkok',
            postcode: '10500',
            country_code: 'TH',
            telephone: '0812345678',
          }
        : {
            firstname: 'Dao',
            lastname: 'Test',
            street: ['10 Downing Street'],
            city: 'London',
            postcode: 'SW1A 2AA',
            country_code: 'GB',
            telephone: '+442079460000',
          },
  });
  const { methods } = await connector.getShippingMethods(ctx);
  await connector.setShippingMethod(ctx, { uid: methods[0]!.uid });
  await connector.setBillingAddress(ctx, { same_as_shipping: true });
  const { cart } = await connector.getCart(ctx);
  return { ctx, cart: cart! };
}

const card = (number: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});

/** Every Checkout API request and answer so far is Adyen's own shape (v71 reference). */
function expectAdyenContract() {
  expect(adyenCalls.length).toBeGreaterThan(0);
  for (const call of adyenCalls) {
    expect(validateRequest(call.path, 'post', call.body), call.path).toEqual([]);
    expect(validateResponse(call.path, 'post', call.status, call.answer), call.path).toEqual([]);
  }
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5000;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 20));
    value = await read();
  }
  return value;
}

describe('card payments on Magento through Adyen', () => {
  it('offers the Adyen module’s card method with the drop-in’s client, and PromptPay in baht only', async () => {
    const { connector, wire } = setup();
    const th = await atPayment(connector, 'th');
    const { methods } = await connector.getPaymentMethods(th.ctx);
    expect(methods.map((m) => [m.code, m.kind])).toEqual([
      ['checkmo', 'cheque'],
      ['adyen_cc', 'online'],
      ['adyen_promptpay', 'online'],
    ]);
    const cc = methods.find((m) => m.code === 'adyen_cc')!;
    expect(cc).toMatchObject({
      title: 'บัตรเครดิต',
      client: {
        provider: 'adyen',
        clientKey: 'test_STANDIN',
        environment: 'test',
        countryCode: 'TH',
        locale: 'th-TH',
        amount: { currency: 'THB', value: Math.round(th.cart.prices.grand_total.value * 100) },
      },
    });
    expect(cc.client?.provider === 'adyen' && cc.client.paymentMethodsResponse.paymentMethods.map((m) => m.type)).toEqual(['scheme']);
    const en = await atPayment(connector, 'en');
    expect((await connector.getPaymentMethods(en.ctx)).methods.map((m) => m.code)).toEqual(['checkmo', 'adyen_cc']);
    // The API key never reaches what the browser gets.
    expect(JSON.stringify(methods)).not.toContain(API_KEY);
    expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
    expectAdyenContract();
  });

  for (const lang of ['th', 'en'] as const) {
    it(`pays by card on /${lang}: authorised at Adyen, the Magento order placed with adyen_cc`, async () => {
      const { connector, wire } = setup();
      const { ctx, cart } = await atPayment(connector, lang);
      const placed = await connector.placeOrder(ctx, {
        payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4111111111111111'), attempt: `a-${lang}-ok` },
        cartId: cart.id,
        returnUrl: RETURN_URL,
      });
      expect(placed).toMatchObject({
        ok: true,
        order: {
          number: expect.stringMatching(/^\d{9}$/),
          payment_method: 'adyen_cc',
          payment_kind: 'online',
          payments: [{ method: 'adyen_cc', kind: 'online', state: 'Authorized', card: { last4: '1111' } }],
        },
      });
      expect(await connector.getCart(ctx)).toEqual({ cart: null });
      const payment = adyenCalls.filter((c) => c.path === '/payments').at(-1)!;
      expect(payment.body).toMatchObject({
        merchantAccount: MERCHANT,
        reference: cart.id,
        amount: { currency: lang === 'th' ? 'THB' : 'GBP', value: Math.round(cart.prices.grand_total.value * 100) },
        shopperLocale: lang === 'th' ? 'th-TH' : 'en-GB',
        returnUrl: RETURN_URL,
      });
      // The same attempt again (a double click): that order, not a second payment.
      const again = await connector.placeOrder(ctx, {
        payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4111111111111111'), attempt: `a-${lang}-ok` },
        cartId: cart.id,
        returnUrl: RETURN_URL,
      });
      expect(again).toMatchObject({ ok: true, order: { number: (placed as { order: { number: string } }).order.number } });
      expect(wire.sent.filter((r) => r.contract.length > 0)).toEqual([]);
      expectAdyenContract();
    });
  }

  it('a refused card keeps the cart at payment, with PAYMENT_DECLINED for the storefront to word', async () => {
    const { connector } = setup();
    const { ctx, cart } = await atPayment(connector, 'th');
    const refused = await connector.placeOrder(ctx, {
      payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4000000000000002'), attempt: 'a-refused' },
      cartId: cart.id,
      returnUrl: RETURN_URL,
    });
    expect(refused).toEqual({ ok: false, error: { code: 'PAYMENT_DECLINED', message: '', reason: 'Refused' } });
    expect((await connector.getCart(ctx)).cart).toMatchObject({ id: cart.id, total_quantity: 1 });
    // Another card then pays.
    const paid = await connector.placeOrder(ctx, {
      payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4111111111111111'), attempt: 'a-refused-2' },
      cartId: cart.id,
      returnUrl: RETURN_URL,
    });
    expect(paid).toMatchObject({ ok: true, order: { payment_method: 'adyen_cc' } });
    expectAdyenContract();
  });

  it('a 3-D Secure challenge redirects, and its result brought back places the order once', async () => {
    const { connector } = setup();
    const { ctx, cart } = await atPayment(connector, 'en');
    const action = await connector.placeOrder(ctx, {
      payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4000000000003220'), attempt: 'a-3ds' },
      cartId: cart.id,
      returnUrl: RETURN_URL,
    });
    expect(action).toMatchObject({ ok: 'action', action: { type: 'redirect', url: expect.stringContaining('/stand-in/challenge/') } });
    const { paymentId, action: redirect } = action as { paymentId: string; action: { url: string } };
    // Not yet placed: the cart is still there.
    expect((await connector.getCart(ctx)).cart).toMatchObject({ id: cart.id });
    const page = await (await fetch(`${redirect.url}?lang=en`)).text();
    const completed = /<a href="([^"]+)" data-outcome="completed"/.exec(page)![1]!.replace(/&amp;/g, '&');
    const redirectResult = new URL(completed).searchParams.get('redirectResult')!;
    // Another shopper's session cannot finish it.
    expect(await connector.submitPaymentDetails({ locale: 'en', currency: 'GBP' }, { paymentId, details: { redirectResult } })).toEqual({
      ok: false,
      error: { code: 'NOT_FOUND', message: '' },
    });
    const done = await connector.submitPaymentDetails(ctx, { paymentId, details: { redirectResult }, cartId: cart.id });
    expect(done).toMatchObject({ ok: true, order: { payment_method: 'adyen_cc' } });
    // The return page reloaded: the same order, Adyen not asked to authorise again.
    const reload = await connector.submitPaymentDetails(ctx, { paymentId, details: { redirectResult }, cartId: cart.id });
    expect(reload).toMatchObject({ ok: true, order: { number: (done as { order: { number: string } }).order.number } });
    expectAdyenContract();
  });

  it('refuses what is not the Adyen module’s card or its type, before asking Adyen', async () => {
    const { connector } = setup();
    const { ctx, cart } = await atPayment(connector, 'th');
    const calls = adyenCalls.length;
    for (const payment of [
      { method: 'online' as const, methodCode: 'adyen_cc', paymentMethod: { type: 'promptpay' }, attempt: 'x1' },
      { method: 'online' as const, methodCode: 'adyen_hpp', paymentMethod: card('4111111111111111'), attempt: 'x2' },
      { method: 'online' as const, methodCode: 'adyen_cc', paymentMethod: card('4111111111111111'), attempt: 'bad attempt!' },
    ])
      expect(await connector.placeOrder(ctx, { payment, cartId: cart.id, returnUrl: RETURN_URL })).toMatchObject({
        ok: false,
        error: { code: 'INVALID_INPUT' },
      });
    expect(
      await connector.placeOrder(ctx, {
        payment: { method: 'online', paymentMethod: card('4111111111111111'), attempt: 'x3' },
        cartId: 'another',
      }),
    ).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    expect(adyenCalls.length).toBe(calls);
  });
});

describe('a cart Magento would not place', () => {
  it('is not paid at Adyen: no billing address yet answers ORDER_STATE and Adyen is not asked', async () => {
    const { connector } = setup();
    const base = { locale: 'en' as const, currency: 'GBP' };
    const mug = await connector.getProductDetails(base, { uid: 'TFC-MUG' });
    const added = await connector.addCartItems(base, { items: [{ variantUid: mug!.variants[0]!.uid, quantity: 1 }] });
    const ctx = { ...base, customerToken: added.sessionToken };
    await connector.setGuestEmail(ctx, { email: 'dao@example.com' });
    const calls = adyenCalls.length;
    expect(
      await connector.placeOrder(ctx, {
        payment: { method: 'online', methodCode: 'adyen_cc', paymentMethod: card('4111111111111111'), attempt: 'not-ready' },
        returnUrl: RETURN_URL,
      }),
    ).toEqual({ ok: false, error: { code: 'ORDER_STATE', message: '' } });
    expect(adyenCalls.length).toBe(calls);
    expect((await connector.getCart(ctx)).cart).toMatchObject({ total_quantity: 1 });
  });
});

describe('PromptPay on Magento through Adyen', () => {
  async function qrCode(attempt: string) {
    const { connector } = setup();
    const { ctx, cart } = await atPayment(connector, 'th');
    const action = await connector.placeOrder(ctx, {
      payment: { method: 'online', methodCode: 'adyen_promptpay', paymentMethod: { type: 'promptpay' }, attempt },
      cartId: cart.id,
      returnUrl: RETURN_URL,
    });
    expect(action).toMatchObject({ ok: 'action', action: { type: 'qrCode', qrCodeData: expect.stringMatching(/^000201/) } });
    return { connector, ctx, cart, paymentId: (action as { paymentId: string }).paymentId };
  }

  const control = (psp: string, verb: 'pay' | 'expire' | 'refuse') =>
    fetch(`${adyen.url}/stand-in/promptpay/${psp}/${verb}`, { method: 'POST' }).then((r) => expect(r.status).toBe(200));

  it('waits for the bank, then the AUTHORISATION webhook lets the shopper’s poll place the order with adyen_promptpay', async () => {
    const { connector, ctx, cart, paymentId } = await qrCode('pp-paid');
    expect(await connector.getPaymentStatus(ctx, { paymentId, cartId: cart.id })).toEqual({ ok: 'waiting' });
    expect(await connector.getPaymentStatus({ locale: 'th', currency: 'THB' }, { paymentId })).toMatchObject({
      ok: false,
      error: { code: 'NOT_FOUND' },
    });
    await control(paymentId, 'pay');
    const placed = await until(
      () => connector.getPaymentStatus(ctx, { paymentId, cartId: cart.id }),
      (r) => r.ok !== 'waiting',
    );
    expect(placed).toMatchObject({ ok: true, order: { payment_method: 'adyen_promptpay', payment_kind: 'online' } });
    expect(await connector.getPaymentStatus(ctx, { paymentId, cartId: cart.id })).toMatchObject({
      ok: true,
      order: { number: (placed as { order: { number: string } }).order.number },
    });
    expect(webhookAnswers.at(-1)).toEqual({ status: 200, body: '[accepted]' });
    expectAdyenContract();
  });

  it('an expired QR code answers EXPIRED and keeps the cart; a refused one PAYMENT_DECLINED', async () => {
    const expired = await qrCode('pp-expired');
    await control(expired.paymentId, 'expire');
    expect(
      await until(
        () => expired.connector.getPaymentStatus(expired.ctx, { paymentId: expired.paymentId }),
        (r) => r.ok !== 'waiting',
      ),
    ).toEqual({ ok: false, error: { code: 'PAYMENT_FAILED', message: '', reason: 'EXPIRED' } });
    expect((await expired.connector.getCart(expired.ctx)).cart).toMatchObject({ id: expired.cart.id });
    const refused = await qrCode('pp-refused');
    await control(refused.paymentId, 'refuse');
    expect(
      await until(
        () => refused.connector.getPaymentStatus(refused.ctx, { paymentId: refused.paymentId }),
        (r) => r.ok !== 'waiting',
      ),
    ).toEqual({ ok: false, error: { code: 'PAYMENT_DECLINED', message: '' } });
  });

  it('a webhook with a bad signature is a 401 and changes nothing; a delivery again is accepted and changes nothing', async () => {
    const { connector, ctx, paymentId } = await qrCode('pp-hmac');
    const item = {
      amount: { currency: 'THB', value: 100 },
      eventCode: 'AUTHORISATION',
      merchantAccountCode: MERCHANT,
      merchantReference: 'x',
      pspReference: paymentId,
      success: 'true',
      additionalData: { hmacSignature: 'AAAA' },
    };
    const forged = await handleMagentoAdyenWebhook(
      { live: 'false', notificationItems: [{ NotificationRequestItem: item }] },
      {
        hmacKey: HMAC_KEY,
        merchantAccount: MERCHANT,
        store,
      },
    );
    expect(forged).toEqual({ status: 401, body: 'invalid signature' });
    expect(await store.getEvent(paymentId, 'AUTHORISATION')).toBeNull();
    expect(await connector.getPaymentStatus(ctx, { paymentId })).toEqual({ ok: 'waiting' });
    expect(await handleMagentoAdyenWebhook({ nothing: true }, { hmacKey: HMAC_KEY, merchantAccount: MERCHANT, store })).toEqual({
      status: 400,
      body: 'no notification items',
    });
    // The bank refuses; Adyen delivers the same notification three more times: the first outcome stands.
    await control(paymentId, 'refuse');
    await until(
      () => store.getEvent(paymentId, 'AUTHORISATION'),
      (e) => e !== null,
    );
    const resent = await fetch(`${adyen.url}/stand-in/webhooks/resend`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ pspReference: paymentId, times: 3 }),
    });
    expect(resent.ok).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(await store.getEvent(paymentId, 'AUTHORISATION')).toMatchObject({ success: false });
    expect(webhookAnswers.slice(-3).every((a) => a.status === 200 && a.body === '[accepted]')).toBe(true);
  });
});

describe('the Magento stand-in with the Adyen module off', () => {
  it('offers the cheque only, and refuses the module’s code', async () => {
    const root = createRoot({ mediaUrl: 'http://localhost:3004/assets/', adyen: false });
    const wire = createSchemaFetch(standInSchema(), root.fields, (headers) => root.scopeOf(headers), root.rest);
    const call = async (query: string, variables: Record<string, unknown>) =>
      (await (
        await wire.fetch('http://localhost:3004/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', store: 'th', 'content-currency': 'THB' },
          body: JSON.stringify({ query, variables }),
        })
      ).json()) as { data?: Record<string, any> | null; errors?: { message: string }[] }; // eslint-disable-line @typescript-eslint/no-explicit-any -- any answer
    const id = (await call('mutation { createEmptyCart }', {})).data!.createEmptyCart as string;
    const methods = await call('query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }', { id });
    expect(methods.data!.cart.available_payment_methods).toEqual([{ code: 'checkmo' }]);
    const set = await call(
      'mutation ($id: String!) { setPaymentMethodOnCart(input: { cart_id: $id, payment_method: { code: "adyen_cc" } }) { cart { id } } }',
      { id },
    );
    expect(set.errors?.[0]?.message).toBe('The requested Payment Method is not available.');
    // Both documents are Magento's own.
    for (const doc of ['query ($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }'])
      expect(g.validate(reference, g.parse(doc))).toEqual([]);
  });
});
