import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { hmacValidator } from '@adyen/api-library';
import { checkoutSpec, validateRequest, validateResponse, validateWebhook } from '@talat/adyen-reference';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEV_HMAC_KEY, type StandInOptions } from './options';
import { crc16, emvFields } from './promptpay-qr';
import { createStandIn, type StandIn } from './stand-in';
import type { Delivery, NotificationBody, NotificationItem } from './webhooks';

/**
 * The stand-in in process, against Adyen's own specifications (read in place by
 * @talat/adyen-reference): every request these tests send, every answer and every webhook it
 * sends is validated, and every webhook's signature is checked with Adyen's own Node library.
 */
const API_KEY = 'test-api-key';
const MERCHANT = 'TalatStandIn';
const SIGNATURE = new hmacValidator();

/** A webhook receiver like the engine's: answers `[accepted]`, or fails the next `failures` deliveries. */
const received: NotificationBody[] = [];
let failures = 0;
let receiver: Server;
let standIn: StandIn;

beforeAll(async () => {
  // Fails here, with the reference's own message, when ../shared/reference/adyen is missing.
  checkoutSpec();
  receiver = createServer((req, res) => {
    let raw = '';
    req.on('data', (c: Buffer) => (raw += c.toString()));
    req.on('end', () => {
      if (failures > 0) {
        failures--;
        res.writeHead(500).end('try later');
        return;
      }
      received.push(JSON.parse(raw) as NotificationBody);
      res.writeHead(200, { 'content-type': 'text/plain' }).end('[accepted]');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const options: StandInOptions = {
    port: 0,
    apiKey: API_KEY,
    merchantAccount: MERCHANT,
    hmacKey: DEV_HMAC_KEY,
    webhookUrl: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/payments/adyen/webhook`,
    clientKey: 'test_STANDIN',
    qrTtlSeconds: 900,
    retryDelaysMs: [20, 40, 80],
    modificationDelayMs: 5,
    log: () => {},
  };
  standIn = await createStandIn(options);
});

afterAll(async () => {
  await standIn.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  failures = 0;
});

interface Call {
  status: number;
  body: Record<string, unknown> & { [key: string]: unknown };
  headers: Headers;
}

/** A Checkout API call; the request must be valid unless `invalid`, and the answer always is. */
async function checkout(
  path: string,
  body: unknown,
  { key, apiKey = API_KEY, invalid = false } = {} as { key?: string; apiKey?: string; invalid?: boolean },
): Promise<Call> {
  if (!invalid) expect({ path, request: validateRequest(path, 'POST', body) }).toEqual({ path, request: [] });
  const res = await fetch(`${standIn.url}/v71${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': apiKey, ...(key ? { 'idempotency-key': key } : {}) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as Call['body'];
  expect({ path, status: res.status, errors: validateResponse(path, 'POST', res.status, answer) }).toEqual({
    path,
    status: res.status,
    errors: [],
  });
  expect(res.headers.get('x-stand-in')).toMatch(/not Adyen/);
  return { status: res.status, body: answer, headers: res.headers };
}

const thb = (value: number) => ({ currency: 'THB', value });
let order = 0;

function paymentRequest(paymentMethod: Record<string, string>, extra: Record<string, unknown> = {}) {
  order++;
  return {
    amount: thb(125000),
    merchantAccount: MERCHANT,
    reference: `TALAT-${order}`,
    returnUrl: `http://localhost:3000/th/checkout/return?order=TALAT-${order}`,
    shopperLocale: 'th-TH',
    countryCode: 'TH',
    channel: 'Web',
    paymentMethod,
    ...extra,
  };
}

const card = (number: string) => ({
  type: 'scheme',
  encryptedCardNumber: `test_${number}`,
  encryptedExpiryMonth: 'test_03',
  encryptedExpiryYear: 'test_2030',
  encryptedSecurityCode: 'test_737',
});

function itemsFor(pspReference: string): NotificationItem[] {
  return received
    .map((b) => b.notificationItems[0]!.NotificationRequestItem)
    .filter((i) => i.pspReference === pspReference || i.originalReference === pspReference);
}

/** Waits until the receiver has `count` webhooks of the payment, each valid against Webhooks-v1.json and signed. */
async function webhooksOf(pspReference: string, count: number): Promise<NotificationItem[]> {
  const deadline = Date.now() + 5000;
  while (itemsFor(pspReference).length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  for (const body of received) {
    expect(validateWebhook(body)).toEqual([]);
    const item = body.notificationItems[0]!.NotificationRequestItem;
    expect(SIGNATURE.validateHMAC(item as never, DEV_HMAC_KEY)).toBe(true);
  }
  const items = itemsFor(pspReference);
  expect(items).toHaveLength(count);
  return items;
}

async function deliveries(): Promise<Delivery[]> {
  const res = await fetch(`${standIn.url}/stand-in/webhooks`);
  expect(res.headers.get('x-stand-in')).toMatch(/not Adyen/);
  return ((await res.json()) as { webhooks: Delivery[] }).webhooks;
}

describe('paymentMethods', () => {
  it('offers cards always and PromptPay only to a Thai shopper paying THB', async () => {
    const th = await checkout('/paymentMethods', {
      merchantAccount: MERCHANT,
      amount: thb(125000),
      countryCode: 'TH',
      shopperLocale: 'th-TH',
      channel: 'Web',
    });
    expect(th.body.paymentMethods).toEqual([
      { brands: ['visa', 'mc', 'amex'], name: 'Cards', type: 'scheme' },
      { name: 'PromptPay', type: 'promptpay' },
    ]);
    const gb = await checkout('/paymentMethods', {
      merchantAccount: MERCHANT,
      amount: { currency: 'GBP', value: 2500 },
      countryCode: 'GB',
      shopperLocale: 'en-GB',
    });
    expect((gb.body.paymentMethods as { type: string }[]).map((m) => m.type)).toEqual(['scheme', 'clearpay']);
    // Clearpay lends from £1 to £1,000, in pounds, to British shoppers only.
    const over = await checkout('/paymentMethods', {
      merchantAccount: MERCHANT,
      amount: { currency: 'GBP', value: 100_001 },
      countryCode: 'GB',
    });
    expect((over.body.paymentMethods as { type: string }[]).map((m) => m.type)).toEqual(['scheme']);
  });
});

describe('Clearpay', () => {
  const gbp = (value: number) => ({ currency: 'GBP', value });
  const shopper = {
    shopperName: { firstName: 'Ann', lastName: 'Smith' },
    shopperEmail: 'ann@example.com',
    telephoneNumber: '07700900123',
    billingAddress: { street: '1 High St', houseNumberOrName: '', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
    deliveryAddress: { street: '1 High St', houseNumberOrName: '', city: 'London', postalCode: 'N1 1AA', country: 'GB' },
    lineItems: [{ id: 'HOME-M', description: 'Home shirt M', quantity: 1, amountIncludingTax: 6000 }],
  };
  const clearpay = (extra: Record<string, unknown> = {}) =>
    paymentRequest({ type: 'clearpay' }, { amount: gbp(6000), countryCode: 'GB', shopperLocale: 'en-GB', ...shopper, ...extra });

  it('sends the shopper to its plan page, and authorises the plan they agree', async () => {
    const request = clearpay();
    const { body } = await checkout('/payments', request);
    expect(body).toMatchObject({
      resultCode: 'RedirectShopper',
      action: { type: 'redirect', method: 'GET', paymentMethodType: 'clearpay' },
    });
    const url = (body.action as { url: string }).url;
    expect(url).toBe(`${standIn.url}/stand-in/instalments/${String(body.pspReference)}`);
    // Not the card challenge's page.
    expect((await fetch(url.replace('/instalments/', '/challenge/'))).status).toBe(404);
    const page = await fetch(url);
    const text = await page.text();
    expect(page.headers.get('x-stand-in')).toMatch(/not Adyen/);
    expect(text).toContain('not Clearpay');
    expect(text).toContain('4 payments of £15.00');
    expect(await (await fetch(`${url}?lang=th`)).text()).toContain('4 งวด งวดละ £15.00');
    const agreed = /<a href="([^"]+)" data-outcome="completed"/.exec(text)![1]!.replace(/&amp;/g, '&');
    const redirectResult = new URL(agreed).searchParams.get('redirectResult')!;
    const details = await checkout('/payments/details', { details: { redirectResult } });
    expect(details.body).toMatchObject({ resultCode: 'Authorised', pspReference: body.pspReference, paymentMethod: { type: 'clearpay' } });
    const [item] = await webhooksOf(String(body.pspReference), 1);
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      paymentMethod: 'clearpay',
      operations: ['CANCEL', 'CAPTURE', 'REFUND'],
    });
  });

  it('refuses a declined plan', async () => {
    const { body } = await checkout('/payments', clearpay());
    const text = await (await fetch((body.action as { url: string }).url)).text();
    const declined = /<a href="([^"]+)" data-outcome="failed"/.exec(text)![1]!.replace(/&amp;/g, '&');
    const redirectResult = new URL(declined).searchParams.get('redirectResult')!;
    expect((await checkout('/payments/details', { details: { redirectResult } })).body).toMatchObject({ resultCode: 'Refused' });
    const [item] = await webhooksOf(String(body.pspReference), 1);
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'false' });
  });

  it('asks for what Clearpay checks, and lends only in pounds within its limits', async () => {
    const noLines = await checkout('/payments', clearpay({ lineItems: [] }));
    expect(noLines.status).toBe(422);
    expect(noLines.body).toMatchObject({ errorCode: '100', message: "Required field 'lineItems' is not provided." });
    const withoutDelivery: Record<string, unknown> = clearpay();
    delete withoutDelivery.deliveryAddress;
    expect((await checkout('/payments', withoutDelivery)).body).toMatchObject({
      message: "Required field 'deliveryAddress' is not provided.",
    });
    const baht = await checkout('/payments', clearpay({ amount: thb(6000), countryCode: 'TH' }));
    expect(baht).toMatchObject({ status: 422, body: { errorCode: '905' } });
    expect((await checkout('/payments', clearpay({ amount: gbp(100_001) }))).body).toMatchObject({ errorCode: '905' });
  });
});

describe('card payments chosen by test card number', () => {
  it('authorises 4111 1111 1111 1111 and sends a signed AUTHORISATION', async () => {
    const { status, body } = await checkout('/payments', paymentRequest(card('4111111111111111')), { key: 'auth-1' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ resultCode: 'Authorised', additionalData: { cardSummary: '1111', paymentMethod: 'visa' } });
    expect(body.pspReference).toMatch(/^[A-Z0-9]{16}$/);
    const [item] = await webhooksOf(String(body.pspReference), 1);
    expect(item).toMatchObject({
      eventCode: 'AUTHORISATION',
      success: 'true',
      merchantAccountCode: MERCHANT,
      amount: thb(125000),
      paymentMethod: 'visa',
    });
  });

  it('refuses 4000 0000 0000 0002, with an AUTHORISATION that says so', async () => {
    const { body } = await checkout('/payments', paymentRequest(card('4000000000000002')));
    expect(body).toMatchObject({ resultCode: 'Refused', refusalReason: 'Refused' });
    const [item] = await webhooksOf(String(body.pspReference), 1);
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'false' });
  });

  it('authorises an encrypted blob it cannot read, as a real drop-in would send', async () => {
    const { body } = await checkout(
      '/payments',
      paymentRequest({ type: 'scheme', encryptedCardNumber: 'adyenjs_0_1_25$abc', encryptedSecurityCode: 'adyenjs_0_1_25$def' }),
    );
    expect(body.resultCode).toBe('Authorised');
  });

  it('asks 4000 0000 0000 3220 for a challenge whose page sends the shopper back with a result /payments/details reads', async () => {
    const request = paymentRequest(card('4000000000003220'));
    const { body } = await checkout('/payments', request);
    expect(body).toMatchObject({ resultCode: 'RedirectShopper', action: { type: 'redirect', method: 'GET', paymentMethodType: 'scheme' } });
    const challengeUrl = (body.action as { url: string }).url;
    expect(challengeUrl).toBe(`${standIn.url}/stand-in/challenge/${String(body.pspReference)}`);

    const page = await fetch(challengeUrl);
    const text = await page.text();
    expect(page.headers.get('x-stand-in')).toMatch(/not Adyen/);
    expect(text).toContain('ไม่ใช่ Adyen'); // shopperLocale th-TH
    expect(text).toContain('฿1,250.00');
    const english = await (await fetch(`${challengeUrl}?lang=en`)).text();
    expect(english).toContain('Not Adyen');
    const links = Object.fromEntries(
      [...english.matchAll(/<a href="([^"]+)" data-outcome="(\w+)"/g)].map((m) => [m[2], m[1]!.replace(/&amp;/g, '&')]),
    );
    const back = new URL(links.completed!);
    expect(back.origin + back.pathname).toBe('http://localhost:3000/th/checkout/return');
    expect(back.searchParams.get('order')).toBe(request.reference);
    const redirectResult = back.searchParams.get('redirectResult')!;

    const details = await checkout('/payments/details', { details: { redirectResult } });
    expect(details.body).toMatchObject({ resultCode: 'Authorised', pspReference: body.pspReference });
    // Again, even with the other button's result: the payment was decided once.
    expect((await checkout('/payments/details', { details: { redirectResult } })).body).toEqual(details.body);
    const failed = new URL(links.failed!).searchParams.get('redirectResult')!;
    expect((await checkout('/payments/details', { details: { redirectResult: failed } })).body).toEqual(details.body);
    const [item] = await webhooksOf(String(body.pspReference), 1);
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'true' });
  });

  it('refuses a failed challenge and a forged redirectResult', async () => {
    const { body } = await checkout('/payments', paymentRequest(card('4000000000003220'), { shopperLocale: 'en-GB' }));
    const text = await (await fetch((body.action as { url: string }).url)).text();
    const failed = /<a href="([^"]+)" data-outcome="failed"/.exec(text)![1]!.replace(/&amp;/g, '&');
    const redirectResult = new URL(failed).searchParams.get('redirectResult')!;
    expect((await checkout('/payments/details', { details: { redirectResult } })).body).toMatchObject({ resultCode: 'Refused' });
    const [payload] = redirectResult.split('.');
    const forged = `${Buffer.from(JSON.stringify({ p: body.pspReference, o: 'completed' })).toString('base64url')}.${payload}`;
    const refused = await checkout('/payments/details', { details: { redirectResult: forged } });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ status: 422, errorType: 'validation' });
    await webhooksOf(String(body.pspReference), 1);
  });
});

describe('PromptPay', () => {
  async function pending() {
    const { body } = await checkout('/payments', paymentRequest({ type: 'promptpay' }));
    expect(body).toMatchObject({ resultCode: 'Pending', action: { type: 'qrCode', paymentMethodType: 'promptpay' } });
    return { psp: String(body.pspReference), action: body.action as { qrCodeData: string; url: string; expiresAt: string } };
  }

  it('answers Pending with an EMVCo QR payload, a page that pays it, and AUTHORISATION once paid', async () => {
    const { psp, action } = await pending();
    const fields = emvFields(action.qrCodeData);
    expect(fields.get('00')).toBe('01');
    expect(fields.get('53')).toBe('764');
    expect(fields.get('54')).toBe('1250.00');
    expect(fields.get('58')).toBe('TH');
    expect(action.qrCodeData.slice(-4)).toBe(crc16(action.qrCodeData.slice(0, -4)));
    const ttl = Date.parse(action.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(899_000);
    expect(ttl).toBeLessThanOrEqual(900_000);

    expect(action.url).toBe(`${standIn.url}/stand-in/promptpay/${psp}`);
    const page = await (await fetch(action.url)).text();
    expect(page).toContain(action.qrCodeData);
    expect(page).toContain('ไม่ใช่ธนาคาร');
    expect(itemsFor(psp)).toEqual([]);

    // The page's own button: a form post, answered by the page again, now paid.
    const form = await fetch(`${action.url}/pay?lang=en`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(form.url).toBe(`${action.url}?lang=en`);
    expect(await form.text()).toContain('data-state="Authorised"');
    const [item] = await webhooksOf(psp, 1);
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'true', paymentMethod: 'promptpay', amount: thb(125000) });
    const again = await fetch(`${action.url}/pay`, { method: 'POST' });
    expect(again.status).toBe(409);
  });

  it('closes the offer when the QR code expires, and then cannot be paid', async () => {
    const { psp, action } = await pending();
    const expired = await fetch(`${action.url}/expire`, { method: 'POST' });
    expect(await expired.json()).toEqual({ pspReference: psp, state: 'Expired' });
    const [item] = await webhooksOf(psp, 1);
    expect(item).toMatchObject({ eventCode: 'OFFER_CLOSED', success: 'true', paymentMethod: 'promptpay' });
    expect((await fetch(`${action.url}/pay`, { method: 'POST' })).status).toBe(409);
  });

  it('sends a refused AUTHORISATION when the bank refuses the QR code, and then cannot be paid', async () => {
    const { psp, action } = await pending();
    const refused = await fetch(`${action.url}/refuse`, { method: 'POST' });
    expect(await refused.json()).toEqual({ pspReference: psp, state: 'Refused' });
    const [item] = await webhooksOf(psp, 1);
    expect(item).toMatchObject({ eventCode: 'AUTHORISATION', success: 'false', reason: 'Refused', paymentMethod: 'promptpay' });
    expect(item).not.toHaveProperty('operations');
    expect((await fetch(`${action.url}/pay`, { method: 'POST' })).status).toBe(409);
    expect((await fetch(`${action.url}/refuse`, { method: 'POST' })).status).toBe(409);
  });

  it('is not offered for another currency', async () => {
    const refused = await checkout('/payments', paymentRequest({ type: 'promptpay' }, { amount: { currency: 'GBP', value: 2500 } }));
    expect(refused.status).toBe(422);
  });
});

describe('errors and idempotency', () => {
  it('answers the same key and body with the same answer and no new payment; another body with 422', async () => {
    const request = paymentRequest(card('4111111111111111'));
    const first = await checkout('/payments', request, { key: 'same-key' });
    const second = await checkout('/payments', request, { key: 'same-key' });
    expect(second.body).toEqual(first.body);
    const other = await checkout('/payments', { ...request, reference: 'ANOTHER' }, { key: 'same-key' });
    expect(other.status).toBe(422);
    expect(other.body).toMatchObject({ status: 422, errorType: 'validation' });
    await webhooksOf(String(first.body.pspReference), 1);
    expect((await deliveries()).filter((d) => d.pspReference === first.body.pspReference)).toHaveLength(1);
  });

  it('refuses a wrong or missing API key (401), a missing field (422), another merchant account (403) and a body that is not JSON (400)', async () => {
    const request = paymentRequest(card('4111111111111111'));
    const wrongKey = await checkout('/payments', request, { apiKey: 'nope' });
    expect(wrongKey.status).toBe(401);
    expect(wrongKey.body).toMatchObject({ status: 401, errorType: 'security' });
    const noKey = await fetch(`${standIn.url}/v71/payments`, { method: 'POST', body: JSON.stringify(request) });
    expect(noKey.status).toBe(401);
    const { returnUrl: _dropped, ...withoutReturnUrl } = request;
    const missing = await checkout('/payments', withoutReturnUrl, { invalid: true });
    expect(missing.status).toBe(422);
    expect(missing.body).toMatchObject({ status: 422, errorType: 'validation', message: expect.stringContaining('returnUrl') });
    expect((await checkout('/payments', { ...request, merchantAccount: 'Someone' })).status).toBe(403);
    const notJson = await fetch(`${standIn.url}/v71/payments`, { method: 'POST', headers: { 'x-api-key': API_KEY }, body: '{' });
    expect(notJson.status).toBe(400);
    expect(validateResponse('/payments', 'POST', 400, await notJson.json())).toEqual([]);
  });
});

describe('modifications', () => {
  it('captures, refunds and cancels with 201 "received" and then the matching webhook', async () => {
    const paid = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const psp = String(paid.body.pspReference);
    const capture = await checkout(`/payments/${psp}/captures`, { merchantAccount: MERCHANT, amount: thb(125000), reference: 'CAPTURE-1' });
    expect(capture.status).toBe(201);
    expect(capture.body).toMatchObject({ status: 'received', paymentPspReference: psp, amount: thb(125000), reference: 'CAPTURE-1' });
    expect(capture.body.pspReference).not.toBe(psp);
    const refund = await checkout(`/payments/${psp}/refunds`, { merchantAccount: MERCHANT, amount: thb(25000) });
    expect(refund.status).toBe(201);
    const items = await webhooksOf(psp, 3);
    expect(items.map((i) => [i.eventCode, i.success])).toEqual([
      ['AUTHORISATION', 'true'],
      ['CAPTURE', 'true'],
      ['REFUND', 'true'],
    ]);
    expect(items[1]).toMatchObject({ originalReference: psp, pspReference: capture.body.pspReference, merchantReference: 'CAPTURE-1' });

    const other = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const cancel = await checkout(`/payments/${String(other.body.pspReference)}/cancels`, { merchantAccount: MERCHANT });
    expect(cancel.body).toMatchObject({ status: 'received', paymentPspReference: other.body.pspReference });
    const [, cancellation] = await webhooksOf(String(other.body.pspReference), 2);
    expect(cancellation).toMatchObject({ eventCode: 'CANCELLATION', success: 'true', originalReference: other.body.pspReference });
  });

  it('says in the webhook when a modification failed, and 422 for a payment it does not know', async () => {
    const refused = await checkout('/payments', paymentRequest(card('4000000000000002')));
    const psp = String(refused.body.pspReference);
    expect((await checkout(`/payments/${psp}/captures`, { merchantAccount: MERCHANT, amount: thb(125000) })).status).toBe(201);
    const [, capture] = await webhooksOf(psp, 2);
    expect(capture).toMatchObject({ eventCode: 'CAPTURE', success: 'false', reason: expect.stringMatching(/not authorised/) });
    expect((await checkout('/payments/NOSUCHPAYMENT000/refunds', { merchantAccount: MERCHANT, amount: thb(1) })).status).toBe(422);
  });
});

describe('a capture or refund the card scheme rejects afterwards', () => {
  const control = (path: string, body: unknown = {}) =>
    fetch(`${standIn.url}/stand-in/modifications/${path}`, { method: 'POST', body: JSON.stringify(body) });

  it('sends CAPTURE_FAILED and REFUND_FAILED (success "true", the modification\'s pspReference), and a re-capture', async () => {
    const paid = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const psp = String(paid.body.pspReference);
    const capture = String(
      (await checkout(`/payments/${psp}/captures`, { merchantAccount: MERCHANT, amount: thb(125000) })).body.pspReference,
    );
    const refund = String(
      (await checkout(`/payments/${psp}/refunds`, { merchantAccount: MERCHANT, amount: thb(25000) })).body.pspReference,
    );
    await webhooksOf(psp, 3);

    const rejected = await control(`${capture}/reject`);
    expect([rejected.status, await rejected.json()]).toEqual([200, { pspReference: capture, eventCode: 'CAPTURE_FAILED' }]);
    expect((await control(`${refund}/reject`, { reason: 'Refund Failed' })).status).toBe(200);
    expect((await control(`${capture}/recapture`)).status).toBe(200);
    const items = await webhooksOf(psp, 6);
    expect(items.slice(3).map((i) => [i.eventCode, i.pspReference, i.originalReference, i.success, i.reason])).toEqual([
      ['CAPTURE_FAILED', capture, psp, 'true', 'Capture rejected by card scheme because of a technical issue.'],
      ['REFUND_FAILED', refund, psp, 'true', 'Refund Failed'],
      ['CAPTURE', capture, psp, 'true', 'Transaction Recaptured'],
    ]);
    // Once rejected it cannot be rejected again; only a rejected capture is re-captured.
    expect((await control(`${refund}/reject`)).status).toBe(409);
    expect((await control(`${capture}/recapture`)).status).toBe(409);
    expect((await control(`${refund}/recapture`)).status).toBe(404);
    expect((await control('NOSUCHCAPTURE000/reject')).status).toBe(404);
  });

  it('does not reject a capture it refused, nor a cancel', async () => {
    const refused = await checkout('/payments', paymentRequest(card('4000000000000002')));
    const psp = String(refused.body.pspReference);
    const capture = String(
      (await checkout(`/payments/${psp}/captures`, { merchantAccount: MERCHANT, amount: thb(125000) })).body.pspReference,
    );
    const paid = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const cancel = String(
      (await checkout(`/payments/${String(paid.body.pspReference)}/cancels`, { merchantAccount: MERCHANT })).body.pspReference,
    );
    await webhooksOf(psp, 2);
    expect((await control(`${capture}/reject`)).status).toBe(409);
    expect((await control(`${cancel}/reject`)).status).toBe(404);
  });
});

describe('webhook deliveries', () => {
  it('sends duplicates and out-of-order deliveries on request', async () => {
    const paid = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const psp = String(paid.body.pspReference);
    await checkout(`/payments/${psp}/captures`, { merchantAccount: MERCHANT, amount: thb(125000) });
    await webhooksOf(psp, 2);
    const res = await fetch(`${standIn.url}/stand-in/webhooks/resend`, {
      method: 'POST',
      body: JSON.stringify({ pspReference: psp, times: 2, reverse: true }),
    });
    expect(await res.json()).toEqual({ sent: 4 });
    const items = await webhooksOf(psp, 6);
    expect(items.map((i) => i.eventCode)).toEqual(['AUTHORISATION', 'CAPTURE', 'CAPTURE', 'AUTHORISATION', 'CAPTURE', 'AUTHORISATION']);
    // A duplicate is the same notification, signature and all.
    expect(items[5]).toEqual(items[0]);
    const only = await fetch(`${standIn.url}/stand-in/webhooks/resend`, {
      method: 'POST',
      body: JSON.stringify({ pspReference: psp, eventCode: 'CAPTURE' }),
    });
    expect(await only.json()).toEqual({ sent: 1 });
    await webhooksOf(psp, 7);
    expect((await deliveries()).filter((d) => d.resend && (d.pspReference === psp || d.originalReference === psp))).toHaveLength(5);
  });

  it('retries a webhook the receiver did not accept, and records each attempt', async () => {
    failures = 2;
    const paid = await checkout('/payments', paymentRequest(card('4111111111111111')));
    const psp = String(paid.body.pspReference);
    await webhooksOf(psp, 1);
    const [delivery] = (await deliveries()).filter((d) => d.pspReference === psp);
    expect(delivery).toMatchObject({ accepted: true, eventCode: 'AUTHORISATION', url: expect.stringContaining('/payments/adyen/webhook') });
    expect(delivery!.attempts.map((a) => a.status)).toEqual([500, 500, 200]);
  });

  it('answers /health and says it is not Adyen', async () => {
    const res = await fetch(`${standIn.url}/health`);
    expect(await res.json()).toMatchObject({ status: 'ok', note: 'not Adyen' });
    expect(res.headers.get('x-stand-in')).toBe("not Adyen; Talat's Adyen stand-in");
  });
});
