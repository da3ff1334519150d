/**
 * Back-in-stock alerts (plugins/stock-alerts) through the Shop and Admin APIs: a guest's double
 * opt-in by emailed link in the request's language, a customer's one click, answers that never
 * tell a stranger whether an address asked, cancel by link, the address limit; then staff put the
 * sold-out size back in stock in the Admin and the `stock-alerts` job emails each active
 * subscriber once, in their language, and forgets their requests (the pending one stays).
 */
import gql from 'graphql-tag';
import { RequestContextService, TransactionalConnection } from '@vendure/core';
import { SimpleGraphQLClient } from '@vendure/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StockAlert, StockAlertService } from '../src/plugins/stock-alerts';
import { emailsTo, newMailbox, SentEmail } from './fixtures/mailbox';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3125;
const MAILBOX = newMailbox();

const REQUEST = gql`
  mutation ($id: ID!, $email: String) { requestStockAlert(productVariantId: $id, emailAddress: $email) { outcome } }
`;
const CONFIRM = gql`mutation ($token: String!) { confirmStockAlert(token: $token) { outcome } }`;
const CANCEL = gql`mutation ($token: String!) { cancelStockAlert(token: $token) { outcome } }`;
const VARIANTS = gql`query { products { items { slug variants { id sku } } } }`;
const UPDATE_VARIANTS = gql`
  mutation ($input: [UpdateProductVariantInput!]!) { updateProductVariants(input: $input) { id stockOnHand enabled } }
`;
const ADMIN_LIST = gql`
  query ($variant: ID, $status: String, $take: Int) {
    stockAlerts(productVariantId: $variant, status: $status, take: $take) {
      totalItems
      items { id createdAt emailAddress status languageCode productVariantId }
    }
  }
`;

const CONFIRM_SUBJECT = { th: 'โปรดยืนยันการแจ้งเตือนเมื่อสินค้ากลับมา', en: 'Please confirm your back-in-stock alert' };

/** The token of a link in an email body (`/stock-alert/confirm?token=` or `/cancel?token=`). */
function linkToken(body: string, action: 'confirm' | 'cancel'): { lang: string; token: string } {
  const match = new RegExp(`http://shop\\.test/(en|th)/stock-alert/${action}\\?token=([A-Za-z0-9_%-]+)`).exec(body);
  if (!match) throw new Error(`no ${action} link in the email`);
  return { lang: match[1]!, token: decodeURIComponent(match[2]!) };
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface AdminAlert {
  emailAddress: string;
  status: string;
  languageCode: string;
  productVariantId: string;
}

describe('stock alerts', () => {
  let t: SignOnEnvironment;
  let env: SignOnEnvironment['env'];
  let shop: SimpleGraphQLClient;
  /** The sold-out size (T-SHIRT-S, stock set to 0), a size in stock, the bundle (disabled for the test). */
  let soldOut: string;
  let inStock: string;
  let disabled: string;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT, { emailTransport: MAILBOX.transport });
    env = t.env;
    shop = env.shopClient;
    const { products } = await shop.query(VARIANTS);
    const variants = products.items.flatMap((p: { variants: { id: string; sku: string }[] }) => p.variants) as {
      id: string;
      sku: string;
    }[];
    const id = (sku: string) => variants.find((v) => v.sku === sku)!.id;
    soldOut = id('T-SHIRT-S');
    inStock = id('T-SHIRT-M');
    disabled = id('T-BUNDLE');
    const { updateProductVariants } = await env.adminClient.query(UPDATE_VARIANTS, {
      input: [
        { id: soldOut, stockOnHand: 0 },
        { id: disabled, enabled: false },
      ],
    });
    expect(updateProductVariants).toEqual([
      { id: soldOut, stockOnHand: 0, enabled: true },
      { id: disabled, stockOnHand: expect.any(Number), enabled: false },
    ]);
  });
  afterAll(async () => {
    await t?.close();
  });

  const request = async (id: string, email?: string | null, languageCode = 'en') =>
    (await shop.query(REQUEST, { id, email }, { languageCode })).requestStockAlert.outcome as string;
  const alertsOf = async (variant: string): Promise<AdminAlert[]> =>
    (await env.adminClient.query(ADMIN_LIST, { variant })).stockAlerts.items;
  const alertRepo = () => env.server.app.get(TransactionalConnection).rawConnection.getRepository(StockAlert);

  it('answers IN_STOCK for a variant that can be bought now, and stores nothing', async () => {
    expect(await request(inStock, 'ploy@example.com')).toBe('IN_STOCK');
    expect(await alertsOf(inStock)).toEqual([]);
  });

  it('answers INVALID_VARIANT for an unknown, malformed or disabled variant', async () => {
    expect(await request('99999', 'ploy@example.com')).toBe('INVALID_VARIANT');
    expect(await request('not-an-id', 'ploy@example.com')).toBe('INVALID_VARIANT');
    expect(await request(disabled, 'ploy@example.com')).toBe('INVALID_VARIANT');
  });

  it('answers INVALID_EMAIL for a guest without an address or with a bad one', async () => {
    expect(await request(soldOut)).toBe('INVALID_EMAIL');
    expect(await request(soldOut, '   ')).toBe('INVALID_EMAIL');
    expect(await request(soldOut, 'not-an-email')).toBe('INVALID_EMAIL');
    expect(await alertsOf(soldOut)).toEqual([]);
  });

  it("asks a guest to confirm, in the request's language, naming the product and size, with a cancel link", async () => {
    expect(await request(soldOut, '  Ploy@Example.com ', 'th')).toBe('CONFIRMATION_SENT');
    const [mail] = await emailsTo(MAILBOX, 'ploy@example.com');
    expect(mail!.subject).toBe(CONFIRM_SUBJECT.th);
    expect(mail!.body).toContain('เสื้อทดสอบ');
    expect(mail!.body).toContain('ไซซ์: S');
    expect(linkToken(mail!.body, 'confirm').lang).toBe('th');
    expect(linkToken(mail!.body, 'cancel').token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(await alertsOf(soldOut)).toEqual([
      expect.objectContaining({ emailAddress: 'ploy@example.com', status: 'PENDING', languageCode: 'th', productVariantId: soldOut }),
    ]);
  });

  it('never tells a stranger whether an address asked, and sends no second email within the cooldown', async () => {
    expect(await request(soldOut, 'PLOY@example.com', 'en')).toBe('CONFIRMATION_SENT');
    expect(await request(soldOut, 'never-asked@example.com')).toBe('CONFIRMATION_SENT');
    await pause(500);
    expect(await emailsTo(MAILBOX, 'ploy@example.com')).toHaveLength(1);
    // The pending alert keeps the language of the request that sent its email.
    expect((await alertsOf(soldOut)).find((a) => a.emailAddress === 'ploy@example.com')).toMatchObject({ languageCode: 'th' });
  });

  it('confirms by the link once; the alert is active', async () => {
    const [mail] = await emailsTo(MAILBOX, 'ploy@example.com');
    const { token } = linkToken(mail!.body, 'confirm');
    expect((await shop.query(CONFIRM, { token })).confirmStockAlert.outcome).toBe('CONFIRMED');
    expect((await shop.query(CONFIRM, { token })).confirmStockAlert.outcome).toBe('INVALID_TOKEN');
    expect((await shop.query(CONFIRM, { token: 'made-up' })).confirmStockAlert.outcome).toBe('INVALID_TOKEN');
    expect((await alertsOf(soldOut)).find((a) => a.emailAddress === 'ploy@example.com')).toMatchObject({ status: 'ACTIVE' });
    // Asked again once active: the same answer, and still no email.
    expect(await request(soldOut, 'ploy@example.com', 'th')).toBe('CONFIRMATION_SENT');
    await pause(300);
    expect(await emailsTo(MAILBOX, 'ploy@example.com')).toHaveLength(1);
  });

  it('refuses a confirmation link older than 48 hours', async () => {
    expect(await request(soldOut, 'late@example.com')).toBe('CONFIRMATION_SENT');
    const [mail] = await emailsTo(MAILBOX, 'late@example.com');
    await alertRepo().update({ emailAddress: 'late@example.com' }, { confirmationSentAt: new Date(Date.now() - 49 * 3600_000) });
    expect((await shop.query(CONFIRM, { token: linkToken(mail!.body, 'confirm').token })).confirmStockAlert.outcome).toBe('EXPIRED_TOKEN');
    expect((await alertsOf(soldOut)).find((a) => a.emailAddress === 'late@example.com')).toMatchObject({ status: 'PENDING' });
  });

  it('cancels by the link: the alert is gone', async () => {
    expect(await request(soldOut, 'cancel-me@example.com')).toBe('CONFIRMATION_SENT');
    const [mail] = await emailsTo(MAILBOX, 'cancel-me@example.com');
    expect(mail!.subject).toBe(CONFIRM_SUBJECT.en);
    const { token, lang } = linkToken(mail!.body, 'cancel');
    expect(lang).toBe('en');
    expect((await shop.query(CANCEL, { token })).cancelStockAlert.outcome).toBe('CANCELLED');
    expect((await shop.query(CANCEL, { token })).cancelStockAlert.outcome).toBe('INVALID_TOKEN');
    expect((await alertsOf(soldOut)).map((a) => a.emailAddress)).not.toContain('cancel-me@example.com');
  });

  it('refuses an address its 51st alert', async () => {
    const repo = alertRepo();
    for (let i = 0; i < 50; i++) {
      await repo.save(
        new StockAlert({
          emailAddress: 'busy@example.com',
          productVariantId: 10_000 + i,
          languageCode: 'en',
          customerId: null,
          status: 'ACTIVE',
          confirmTokenHash: null,
          confirmationSentAt: null,
          cancelToken: `busy-${i}`,
        }),
      );
    }
    expect(await request(soldOut, 'busy@example.com')).toBe('TOO_MANY_ALERTS');
    await repo.delete({ emailAddress: 'busy@example.com' });
  });

  it("makes a signed-in customer's own alert active with one click, without an email", async () => {
    await t.signOn('stock-somchai', { email: 'Somchai@Example.com' });
    expect(await request(soldOut)).toBe('REQUESTED');
    expect(await request(soldOut)).toBe('ALREADY_REQUESTED');
    expect(await request(soldOut, 'SOMCHAI@example.com')).toBe('ALREADY_REQUESTED');
    expect((await alertsOf(soldOut)).find((a) => a.emailAddress === 'somchai@example.com')).toMatchObject({
      status: 'ACTIVE',
      languageCode: 'en',
    });
    // Naming someone else's address, the customer is a stranger to it: the same answer, no email to an active one.
    expect(await request(soldOut, 'ploy@example.com')).toBe('CONFIRMATION_SENT');
    await pause(300);
    expect(await emailsTo(MAILBOX, 'somchai@example.com', 0)).toHaveLength(0);
    expect(await emailsTo(MAILBOX, 'ploy@example.com')).toHaveLength(1);
    await shop.asAnonymousUser();
  });

  it('leaves the stored alerts as expected before the restock', async () => {
    const alerts = await alertsOf(soldOut);
    expect(alerts.map((a) => [a.emailAddress, a.status]).sort()).toEqual([
      ['late@example.com', 'PENDING'],
      ['never-asked@example.com', 'PENDING'],
      ['ploy@example.com', 'ACTIVE'],
      ['somchai@example.com', 'ACTIVE'],
    ]);
  });

  it('forgets unconfirmed alerts a week after their link expired (the daily task)', async () => {
    const ctx = await env.server.app.get(RequestContextService).create({ apiType: 'admin' });
    const purge = () => env.server.app.get(StockAlertService).purgeUnconfirmed(ctx);
    await alertRepo().update(
      { emailAddress: 'late@example.com' },
      { confirmationSentAt: new Date(Date.now() - (48 + 7 * 24 - 1) * 3600_000) },
    );
    expect(await purge()).toBe(0);
    await alertRepo().update(
      { emailAddress: 'late@example.com' },
      { confirmationSentAt: new Date(Date.now() - (48 + 7 * 24 + 1) * 3600_000) },
    );
    expect(await purge()).toBe(1);
    expect((await alertsOf(soldOut)).map((a) => a.emailAddress).sort()).toEqual([
      'never-asked@example.com',
      'ploy@example.com',
      'somchai@example.com',
    ]);
  });

  describe('when staff put the size back in stock', () => {
    let backInStock: Record<string, SentEmail[]>;

    beforeAll(async () => {
      const { updateProductVariants } = await env.adminClient.query(UPDATE_VARIANTS, { input: [{ id: soldOut, stockOnHand: 5 }] });
      expect(updateProductVariants[0].stockOnHand).toBe(5);
      await emailsTo(MAILBOX, 'ploy@example.com', 2);
      await emailsTo(MAILBOX, 'somchai@example.com', 1);
      // Both the stock movement and the variant's update queue a check: give a second one time to (not) send.
      await pause(2500);
      backInStock = {};
      for (const mail of MAILBOX.sent) {
        if (CONFIRM_SUBJECT.th === mail.subject || CONFIRM_SUBJECT.en === mail.subject) continue;
        (backInStock[mail.recipient] ??= []).push(mail);
      }
    });

    it('emails each active subscriber once, in their language, with a link to the size on the product page', () => {
      expect(Object.keys(backInStock).sort()).toEqual(['ploy@example.com', 'somchai@example.com']);
      const [th] = backInStock['ploy@example.com']!;
      expect(backInStock['ploy@example.com']).toHaveLength(1);
      expect(th!.subject).toBe('เสื้อทดสอบ กลับมาแล้ว');
      expect(th!.body).toContain('ไซซ์: S');
      expect(th!.body).toContain('http://shop.test/th/test-shirt?variant=T-SHIRT-S');
      const [en] = backInStock['somchai@example.com']!;
      expect(backInStock['somchai@example.com']).toHaveLength(1);
      expect(en!.subject).toBe('Test Shirt is back in stock');
      expect(en!.body).toContain('Size: S');
      expect(en!.body).toContain('http://shop.test/en/test-shirt?variant=T-SHIRT-S');
    });

    it('forgets the notified requests; pending ones stay and get nothing', async () => {
      expect((await alertsOf(soldOut)).map((a) => [a.emailAddress, a.status])).toEqual([['never-asked@example.com', 'PENDING']]);
      expect(await emailsTo(MAILBOX, 'never-asked@example.com')).toHaveLength(1);
    });

    it('answers IN_STOCK now, and a confirmation of a pending alert is notified at once', async () => {
      expect(await request(soldOut, 'new@example.com')).toBe('IN_STOCK');
      const [mail] = await emailsTo(MAILBOX, 'never-asked@example.com');
      expect((await shop.query(CONFIRM, { token: linkToken(mail!.body, 'confirm').token })).confirmStockAlert.outcome).toBe('CONFIRMED');
      const mails = await emailsTo(MAILBOX, 'never-asked@example.com', 2);
      expect(mails.map((m) => m.subject)).toEqual([CONFIRM_SUBJECT.en, 'Test Shirt is back in stock']);
      expect(await alertsOf(soldOut)).toEqual([]);
    });

    it('lists alerts for staff by status, newest first', async () => {
      await env.adminClient.query(UPDATE_VARIANTS, { input: [{ id: inStock, stockOnHand: 0 }] });
      expect(await request(inStock, 'first@example.com')).toBe('CONFIRMATION_SENT');
      expect(await request(inStock, 'second@example.com', 'th')).toBe('CONFIRMATION_SENT');
      const { stockAlerts } = await env.adminClient.query(ADMIN_LIST, { status: 'PENDING', take: 1 });
      expect(stockAlerts.totalItems).toBe(2);
      expect(stockAlerts.items.map((a: AdminAlert) => [a.emailAddress, a.languageCode])).toEqual([['second@example.com', 'th']]);
      const all = (await env.adminClient.query(ADMIN_LIST, { variant: inStock })).stockAlerts;
      expect(all.items.map((a: AdminAlert) => a.emailAddress)).toEqual(['second@example.com', 'first@example.com']);
    });
  });
});
