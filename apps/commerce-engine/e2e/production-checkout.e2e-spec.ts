/**
 * A production engine's checkout: no test card provider (PAYMENT_TEST_MODE off) on a database
 * that still holds the demo's card method, and email over real SMTP. A Thai shopper pays by
 * cheque and the Thai order confirmation arrives at an SMTP server (smtp-server in the test).
 */
import type { AddressInfo } from 'node:net';
import { LanguageCode, PaymentMethod, TransactionalConnection } from '@vendure/core';
import gql from 'graphql-tag';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpTransportOptions } from '../src/email';
import { SET_ADDRESS, SET_SHIPPING, SHIPPING_METHODS, TO_PAYMENT } from './fixtures/checkout-documents';
import { createEngineTestEnvironment, TEST_MAIL_FROM } from './test-server';

const PORT = 3210;

const VARIANTS = gql`query { products(options: { take: 1 }) { items { variants { id } } } }`;
const ADD = gql`mutation ($id: ID!) { addItemToOrder(productVariantId: $id, quantity: 1) { ... on Order { id code } } }`;
const SET_CUSTOMER = gql`
  mutation { setCustomerForOrder(input: { emailAddress: "somchai@smtp.example", firstName: "สมชาย", lastName: "ใจดี" }) { __typename } }
`;
const METHODS = gql`query { eligiblePaymentMethods { code isEligible } }`;
const PAY = gql`
  mutation ($method: String!) {
    addPaymentToOrder(input: { method: $method, metadata: {} }) {
      ... on Order { code state payments { method state testCardChallengeUrl } }
      ... on ErrorResult { errorCode message }
    }
  }
`;

/** What the SMTP server received: envelope and parsed message. */
interface Received {
  from: string | undefined;
  to: string[];
  mail: ParsedMail;
}

describe('a production checkout: no test card provider, mail over SMTP', () => {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            mail,
          });
          callback();
        },
        (e: Error) => callback(e),
      );
    },
  });
  let env: ReturnType<typeof createEngineTestEnvironment>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    env = createEngineTestEnvironment(PORT, { testCardProvider: false, emailTransport: smtpTransportOptions(smtpUrl), smtpUrl });
    await env.init();
    // The demo database's card method, whose handler this engine does not have.
    const connection = env.server.app.get(TransactionalConnection).rawConnection;
    const cheque = await connection.getRepository(PaymentMethod).findOneOrFail({ where: { code: 'checkmo' }, relations: ['channels'] });
    const card = await connection.getRepository(PaymentMethod).save(
      connection.getRepository(PaymentMethod).create({
        code: 'talat-test-card',
        enabled: true,
        handler: { code: 'talat-test-card', args: [] },
        checker: null,
        channels: cheque.channels,
      }),
    );
    // Vendure does not export the translation entity: by its name.
    const translations = connection.getRepository('PaymentMethodTranslation');
    await translations.save(
      translations.create({ languageCode: LanguageCode.en, name: 'Credit or debit card', description: '', base: card }),
    );
  });
  afterAll(async () => {
    await env?.server.destroy();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const th = { languageCode: 'th' };
  let orderCode: string;

  it('is ready: database and SMTP server answer', async () => {
    const res = await fetch(`http://localhost:${PORT}/ready`);
    expect(await res.json()).toEqual({ status: 'ready', checks: { database: 'ok', smtp: 'ok' } });
    expect(res.status).toBe(200);
  });

  it('never offers the card method it cannot take, and refuses a payment by it', async () => {
    const shop = env.shopClient;
    const { products } = await shop.query(VARIANTS);
    orderCode = (await shop.query(ADD, { id: products.items[0].variants[0].id }, th)).addItemToOrder.code;
    await shop.query(SET_CUSTOMER, {}, th);
    await shop.query(SET_ADDRESS, { country: 'TH' }, th);
    const { eligibleShippingMethods } = await shop.query(SHIPPING_METHODS, {}, th);
    await shop.query(SET_SHIPPING, { id: [eligibleShippingMethods[0].id] }, th);
    expect((await shop.query(TO_PAYMENT, {}, th)).transitionOrderToState.state).toBe('ArrangingPayment');
    const codes = (await shop.query(METHODS, {}, th)).eligiblePaymentMethods.map((m: { code: string }) => m.code);
    expect(codes).toContain('checkmo');
    expect(codes).not.toContain('talat-test-card');
    await expect(shop.query(PAY, { method: 'talat-test-card' }, th)).rejects.toThrow();
  });

  it('takes the cheque; the storefront still reads Payment.testCardChallengeUrl (null)', async () => {
    const paid = (await env.shopClient.query(PAY, { method: 'checkmo' }, th)).addPaymentToOrder;
    expect(paid).toMatchObject({
      code: orderCode,
      state: 'PaymentAuthorized',
      payments: [{ method: 'checkmo', state: 'Authorized', testCardChallengeUrl: null }],
    });
  });

  it('delivers the Thai order confirmation over SMTP from MAIL_FROM', async () => {
    for (let i = 0; i < 100 && received.length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    expect(received).toHaveLength(1);
    const [{ from, to, mail }] = received;
    expect(to).toEqual(['somchai@smtp.example']);
    expect(from).toBe('shop@talat.test');
    expect(TEST_MAIL_FROM).toBe('"Talat FC Test Store" <shop@talat.test>');
    expect(mail.from?.value[0]).toMatchObject({ name: 'Talat FC Test Store', address: 'shop@talat.test' });
    expect(mail.subject).toBe(`ยืนยันคำสั่งซื้อ #${orderCode}`);
    expect(mail.html || '').toContain('ใบยืนยันคำสั่งซื้อ');
    expect(mail.html || '').toContain(orderCode);
  });
});
