/**
 * Newsletter plugin through the Shop API: double opt-in by emailed link, consent with its time
 * and source, unsubscribe by link and from the account, repeated and bad requests, and answers
 * that never tell a stranger whether an address subscribes.
 */
import gql from 'graphql-tag';
import { TransactionalConnection } from '@vendure/core';
import { SimpleGraphQLClient } from '@vendure/testing';
import { NewsletterSubscription } from '../src/plugins/newsletter';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, newMailbox } from './fixtures/mailbox';
import { SignOnEnvironment, startSignOnEnvironment } from './fixtures/sign-on-environment';

const PORT = 3122;
const MAILBOX = newMailbox();

const SUBSCRIBE = gql`
  mutation ($email: String!, $source: String!) { subscribeToNewsletter(emailAddress: $email, source: $source) { outcome status } }
`;
const CONFIRM = gql`mutation ($token: String!) { confirmNewsletterSubscription(token: $token) { outcome status } }`;
const UNSUBSCRIBE = gql`mutation ($token: String!) { unsubscribeFromNewsletter(token: $token) { outcome status } }`;
const MINE = gql`query { activeCustomerNewsletter { emailAddress status consentAt consentSource } }`;
const UNSUBSCRIBE_MINE = gql`mutation { unsubscribeActiveCustomerFromNewsletter { outcome status } }`;
const ADMIN_LIST = gql`
  query ($status: String) { newsletterSubscriptions(status: $status) { totalItems items { emailAddress status source consentAt consentSource languageCode } } }
`;

/** The token of the link in an email body (`/newsletter/confirm?token=` or `/unsubscribe?token=`). */
function linkToken(body: string, action: 'confirm' | 'unsubscribe'): { lang: string; token: string } {
  const match = new RegExp(`http://shop\\.test/(en|th)/newsletter/${action}\\?token=([A-Za-z0-9_%-]+)`).exec(body);
  if (!match) throw new Error(`no ${action} link in the email`);
  return { lang: match[1], token: decodeURIComponent(match[2]) };
}

describe('newsletter', () => {
  let t: SignOnEnvironment;
  let env: SignOnEnvironment['env'];
  let shop: SimpleGraphQLClient;

  beforeAll(async () => {
    t = await startSignOnEnvironment(PORT, { emailTransport: MAILBOX.transport });
    env = t.env;
    shop = env.shopClient;
  });
  afterAll(async () => {
    await t?.close();
  });

  const subscribe = async (email: string, source = 'footer', languageCode = 'en') =>
    (await shop.query(SUBSCRIBE, { email, source }, { languageCode })).subscribeToNewsletter;

  it('asks a new address to confirm, in the request language, with an unsubscribe link; nothing is consented yet', async () => {
    expect(await subscribe('  Ploy@Example.com ', 'exit-capture', 'th')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    const [mail] = await emailsTo(MAILBOX, 'ploy@example.com');
    expect(mail.subject).toBe('โปรดยืนยันการสมัครรับจดหมายข่าว');
    expect(linkToken(mail.body, 'confirm').lang).toBe('th');
    expect(linkToken(mail.body, 'unsubscribe').token).toBeTruthy();
    const { newsletterSubscriptions } = await env.adminClient.query(ADMIN_LIST, { status: 'PENDING' });
    expect(newsletterSubscriptions.items).toContainEqual(
      expect.objectContaining({
        emailAddress: 'ploy@example.com',
        status: 'PENDING',
        source: 'exit-capture',
        consentAt: null,
        languageCode: 'th',
      }),
    );
  });

  it('sends no second email for a repeated request within the cooldown, and answers as for a new address', async () => {
    expect(await subscribe('ploy@example.com', 'footer', 'th')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsTo(MAILBOX, 'ploy@example.com')).toHaveLength(1);
  });

  it('confirms by the link once, stores consent with its time and source, and welcomes with an unsubscribe link', async () => {
    const [mail] = await emailsTo(MAILBOX, 'ploy@example.com');
    const { token } = linkToken(mail.body, 'confirm');
    const before = Date.now();
    expect((await shop.query(CONFIRM, { token })).confirmNewsletterSubscription).toEqual({ outcome: 'CONFIRMED', status: 'SUBSCRIBED' });
    expect((await shop.query(CONFIRM, { token })).confirmNewsletterSubscription).toEqual({ outcome: 'INVALID_TOKEN', status: null });
    const { newsletterSubscriptions } = await env.adminClient.query(ADMIN_LIST, { status: 'SUBSCRIBED' });
    const row = newsletterSubscriptions.items.find((s: { emailAddress: string }) => s.emailAddress === 'ploy@example.com');
    expect(row.consentSource).toBe('exit-capture');
    expect(new Date(row.consentAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const mails = await emailsTo(MAILBOX, 'ploy@example.com', 2);
    expect(mails[1].subject).toBe('คุณสมัครรับจดหมายข่าวของเราเรียบร้อยแล้ว');
    expect(linkToken(mails[1].body, 'unsubscribe').token).toBe(linkToken(mail.body, 'unsubscribe').token);
  });

  it('answers a stranger for a subscribed address as for a new one; the address gets a note, once per cooldown', async () => {
    // Within the cooldown of the confirmation email nothing more is sent; let it pass.
    expect(await subscribe('PLOY@example.com')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsTo(MAILBOX, 'ploy@example.com', 2)).toHaveLength(2);
    await env.server.app
      .get(TransactionalConnection)
      .rawConnection.getRepository(NewsletterSubscription)
      .update({ emailAddress: 'ploy@example.com' }, { confirmationSentAt: new Date(Date.now() - 11 * 60_000) });
    expect(await subscribe('PLOY@example.com')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    const mails = await emailsTo(MAILBOX, 'ploy@example.com', 3);
    expect(mails).toHaveLength(3);
    // In the subscriber's language (Thai), with the unsubscribe link and no confirmation link.
    expect(mails[2].subject).toBe('คุณสมัครรับจดหมายข่าวของเราอยู่แล้ว');
    expect(linkToken(mails[2].body, 'unsubscribe').token).toBe(linkToken(mails[0].body, 'unsubscribe').token);
    expect(() => linkToken(mails[2].body, 'confirm')).toThrow();
    expect(await subscribe('ploy@example.com')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    await new Promise((r) => setTimeout(r, 300));
    expect(await emailsTo(MAILBOX, 'ploy@example.com', 3)).toHaveLength(3);
    const { newsletterSubscriptions } = await env.adminClient.query(ADMIN_LIST, { status: 'SUBSCRIBED' });
    expect(newsletterSubscriptions.items.map((i: { emailAddress: string }) => i.emailAddress)).toContain('ploy@example.com');
  });

  it('gives a stranger the same answer for a new, a pending and a subscribed address', async () => {
    const fresh = await subscribe('never-seen@example.com');
    const pending = await subscribe('never-seen@example.com');
    const subscribed = await subscribe('ploy@example.com');
    expect(pending).toEqual(fresh);
    expect(subscribed).toEqual(fresh);
  });

  it('unsubscribes by the link (again is fine), and a new request starts a new opt-in', async () => {
    const [mail] = await emailsTo(MAILBOX, 'ploy@example.com');
    const { token } = linkToken(mail.body, 'unsubscribe');
    expect((await shop.query(UNSUBSCRIBE, { token })).unsubscribeFromNewsletter).toEqual({
      outcome: 'UNSUBSCRIBED',
      status: 'UNSUBSCRIBED',
    });
    expect((await shop.query(UNSUBSCRIBE, { token })).unsubscribeFromNewsletter).toEqual({
      outcome: 'UNSUBSCRIBED',
      status: 'UNSUBSCRIBED',
    });
    expect(await subscribe('ploy@example.com', 'modal')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    expect(await emailsTo(MAILBOX, 'ploy@example.com', 4)).toHaveLength(4);
  });

  it('refuses a bad address, an unknown source and unknown links', async () => {
    expect(await subscribe('not-an-email')).toEqual({ outcome: 'INVALID_EMAIL', status: null });
    expect(await subscribe('ok@example.com', 'popup')).toEqual({ outcome: 'INVALID_SOURCE', status: null });
    expect((await shop.query(CONFIRM, { token: 'made-up' })).confirmNewsletterSubscription.outcome).toBe('INVALID_TOKEN');
    expect((await shop.query(UNSUBSCRIBE, { token: 'made-up' })).unsubscribeFromNewsletter.outcome).toBe('INVALID_TOKEN');
  });

  it('shows a signed-in customer their own subscription and lets them leave it', async () => {
    await shop.asAnonymousUser();
    await expect(shop.query(MINE)).rejects.toThrow(/not currently authorized/i);
    await t.signOn('news-a', { email: 'malee@example.com' });
    expect((await shop.query(MINE)).activeCustomerNewsletter).toEqual({
      emailAddress: 'malee@example.com',
      status: null,
      consentAt: null,
      consentSource: null,
    });
    expect(await subscribe('malee@example.com', 'account')).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    // Signed in with that very address: the customer is told the truth about their own.
    expect(await subscribe('malee@example.com', 'account')).toEqual({ outcome: 'ALREADY_PENDING', status: 'PENDING' });
    const [mail] = await emailsTo(MAILBOX, 'malee@example.com');
    await shop.query(CONFIRM, { token: linkToken(mail.body, 'confirm').token });
    expect((await shop.query(MINE)).activeCustomerNewsletter).toMatchObject({ status: 'SUBSCRIBED', consentSource: 'account' });
    expect(await subscribe('malee@example.com', 'account')).toEqual({ outcome: 'ALREADY_SUBSCRIBED', status: 'SUBSCRIBED' });
    expect((await shop.query(UNSUBSCRIBE_MINE)).unsubscribeActiveCustomerFromNewsletter).toEqual({
      outcome: 'UNSUBSCRIBED',
      status: 'UNSUBSCRIBED',
    });
    expect((await shop.query(MINE)).activeCustomerNewsletter.status).toBe('UNSUBSCRIBED');
  });
});
