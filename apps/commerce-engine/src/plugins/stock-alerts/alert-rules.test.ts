import { describe, expect, it } from 'vitest';
import {
  ExistingAlert,
  RequestFacts,
  alertLanguage,
  alertLinks,
  confirmLinkValid,
  cooldownOver,
  isUniqueViolation,
  optionLabel,
  pendingCutoff,
  productPageUrl,
  requestDecision,
} from './alert-rules';

const now = new Date('2026-11-27T10:00:00Z');
const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  ownAddress: false,
  existing: null,
  alertsOfAddress: 0,
  now,
  cooldownMs: 10 * 60_000,
  maxAlertsPerAddress: 50,
  ...over,
});
const pending = (sentMinutesAgo: number): ExistingAlert => ({ status: 'PENDING', confirmationSentAt: minutesAgo(sentMinutesAgo) });
const active: ExistingAlert = { status: 'ACTIVE', confirmationSentAt: null };

describe('requestDecision for a signed-in customer asking for their own address', () => {
  it('makes a new alert active at once (one click)', () => {
    expect(requestDecision(facts({ ownAddress: true }))).toEqual({ action: 'create-active', outcome: 'REQUESTED' });
  });
  it('activates the pending alert of their address without a confirmation', () => {
    expect(requestDecision(facts({ ownAddress: true, existing: pending(1) }))).toEqual({ action: 'activate', outcome: 'REQUESTED' });
  });
  it('tells them they asked already when the alert is active', () => {
    expect(requestDecision(facts({ ownAddress: true, existing: active }))).toEqual({ action: 'none', outcome: 'ALREADY_REQUESTED' });
  });
  it('refuses a new alert over the address limit', () => {
    expect(requestDecision(facts({ ownAddress: true, alertsOfAddress: 50 }))).toEqual({ action: 'none', outcome: 'TOO_MANY_ALERTS' });
  });
});

describe('requestDecision for anyone else (a guest, or a customer naming another address)', () => {
  it('stores a new alert as pending and sends the confirmation', () => {
    expect(requestDecision(facts({}))).toEqual({ action: 'create-pending', outcome: 'CONFIRMATION_SENT' });
    expect(requestDecision(facts({ alertsOfAddress: 49 }))).toEqual({ action: 'create-pending', outcome: 'CONFIRMATION_SENT' });
  });
  it('sends no second confirmation within the cooldown, and a new one after it', () => {
    expect(requestDecision(facts({ existing: pending(9) }))).toEqual({ action: 'none', outcome: 'CONFIRMATION_SENT' });
    expect(requestDecision(facts({ existing: pending(10) }))).toEqual({ action: 'resend', outcome: 'CONFIRMATION_SENT' });
    expect(requestDecision(facts({ existing: pending(60 * 72) }))).toEqual({ action: 'resend', outcome: 'CONFIRMATION_SENT' });
  });
  it('leaves an active alert alone, sending nothing', () => {
    expect(requestDecision(facts({ existing: active }))).toEqual({ action: 'none', outcome: 'CONFIRMATION_SENT' });
  });
  it('gives the same answer for no alert, a pending one and an active one: never whether an address asked', () => {
    const answers = [null, pending(1), pending(30), active].map((existing) => requestDecision(facts({ existing })).outcome);
    expect(new Set(answers)).toEqual(new Set(['CONFIRMATION_SENT']));
  });
  it('refuses a 51st alert of an address, but not a repeat of one it has', () => {
    expect(requestDecision(facts({ alertsOfAddress: 50 }))).toEqual({ action: 'none', outcome: 'TOO_MANY_ALERTS' });
    expect(requestDecision(facts({ alertsOfAddress: 50, existing: pending(30) }))).toEqual({
      action: 'resend',
      outcome: 'CONFIRMATION_SENT',
    });
  });
});

describe('cooldownOver', () => {
  it('lets a confirmation go when none was sent or the last is the cooldown old', () => {
    expect(cooldownOver(null, now, 600_000)).toBe(true);
    expect(cooldownOver(new Date(now.getTime() - 599_999), now, 600_000)).toBe(false);
    expect(cooldownOver(new Date(now.getTime() - 600_000), now, 600_000)).toBe(true);
  });
});

describe('confirmLinkValid', () => {
  const ttl = 48 * 3600_000;
  it('works for 48 hours after the email, not after', () => {
    expect(confirmLinkValid(minutesAgo(1), now, ttl)).toBe(true);
    expect(confirmLinkValid(new Date(now.getTime() - ttl), now, ttl)).toBe(true);
    expect(confirmLinkValid(new Date(now.getTime() - ttl - 1), now, ttl)).toBe(false);
  });
  it('never works without a sending time', () => {
    expect(confirmLinkValid(null, now, ttl)).toBe(false);
  });
  it('pendingCutoff is the sending time before which a link has expired', () => {
    expect(pendingCutoff(now, ttl)).toEqual(new Date(now.getTime() - ttl));
  });
});

describe('links', () => {
  it('point to the storefront pages in the alert language, with the token encoded', () => {
    expect(alertLinks('http://shop.test/', 'th', { confirmToken: 'a+b/c', cancelToken: 'x_y-z' })).toEqual({
      confirmUrl: 'http://shop.test/th/stock-alert/confirm?token=a%2Bb%2Fc',
      cancelUrl: 'http://shop.test/th/stock-alert/cancel?token=x_y-z',
    });
    expect(alertLinks('http://shop.test', 'en', { cancelToken: 't' })).toEqual({
      cancelUrl: 'http://shop.test/en/stock-alert/cancel?token=t',
    });
  });
  it('open the product page with the variant chosen by SKU', () => {
    expect(productPageUrl('https://shop.example//', 'en', 'home-shirt', 'SHIRT-M')).toBe(
      'https://shop.example/en/home-shirt?variant=SHIRT-M',
    );
    expect(productPageUrl('https://shop.example', 'th', 'home-shirt', 'A B&C')).toBe(
      'https://shop.example/th/home-shirt?variant=A%20B%26C',
    );
  });
});

describe('alertLanguage and optionLabel', () => {
  it('writes Thai for th and English for anything else', () => {
    expect(alertLanguage('th')).toBe('th');
    expect(['en', 'de', undefined, null].map(alertLanguage)).toEqual(['en', 'en', 'en', 'en']);
  });
  it('names each option with its group', () => {
    expect(optionLabel([{ group: 'ไซซ์', name: 'M' }])).toBe('ไซซ์: M');
    expect(
      optionLabel([
        { group: 'Size', name: 'M' },
        { group: 'Colour', name: 'Red' },
      ]),
    ).toBe('Size: M, Colour: Red');
    expect(optionLabel([])).toBe('');
  });
});

describe('isUniqueViolation', () => {
  it("knows PostgreSQL's and SQLite's unique index refusals, and nothing else", () => {
    expect(isUniqueViolation({ code: '23505', message: 'duplicate key value violates unique constraint' })).toBe(true);
    expect(isUniqueViolation({ message: 'x', driverError: { code: '23505' } })).toBe(true);
    expect(
      isUniqueViolation({ code: 'SQLITE_CONSTRAINT', message: 'SQLITE_CONSTRAINT: UNIQUE constraint failed: stock_alert.emailAddress' }),
    ).toBe(true);
    expect(isUniqueViolation({ code: '23503', message: 'foreign key violation' })).toBe(false);
    expect(isUniqueViolation(new Error('connection lost'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
