import { describe, expect, it } from 'vitest';
import {
  alreadySubscribedNoteDue,
  answerFor,
  hashToken,
  isSource,
  newToken,
  normaliseEmail,
  subscribeDecision,
} from './subscription-rules';

describe('normaliseEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normaliseEmail('  Nok@Example.COM ')).toBe('nok@example.com');
  });
  it('refuses what is not an address', () => {
    for (const bad of ['', 'nok', 'nok@', '@example.com', 'nok@example', 'a b@example.com', `${'a'.repeat(250)}@example.com`]) {
      expect(normaliseEmail(bad)).toBeNull();
    }
  });
});

describe('isSource', () => {
  it('knows the four places a shopper subscribes from', () => {
    expect(['footer', 'account', 'modal', 'exit-capture'].every(isSource)).toBe(true);
    expect(isSource('popup')).toBe(false);
  });
});

describe('newToken', () => {
  it('gives a URL-safe token whose hash is what is stored', () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(hash).toBe(hashToken(token));
    expect(newToken().token).not.toBe(token);
  });
});

describe('subscribeDecision', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);
  const cooldown = 10 * 60_000;

  it('sends a confirmation to a new or unsubscribed address', () => {
    expect(subscribeDecision(null, now, cooldown)).toEqual({ send: true, outcome: 'CONFIRMATION_SENT' });
    expect(subscribeDecision({ status: 'UNSUBSCRIBED', confirmationSentAt: minutesAgo(1) }, now, cooldown)).toEqual({
      send: true,
      outcome: 'CONFIRMATION_SENT',
    });
  });
  it('sends nothing to a subscribed address', () => {
    expect(subscribeDecision({ status: 'SUBSCRIBED', confirmationSentAt: null }, now, cooldown)).toEqual({
      send: false,
      outcome: 'ALREADY_SUBSCRIBED',
    });
  });
  it('sends again to a pending address only after the cooldown', () => {
    expect(subscribeDecision({ status: 'PENDING', confirmationSentAt: minutesAgo(9) }, now, cooldown)).toEqual({
      send: false,
      outcome: 'ALREADY_PENDING',
    });
    expect(subscribeDecision({ status: 'PENDING', confirmationSentAt: minutesAgo(11) }, now, cooldown)).toEqual({
      send: true,
      outcome: 'CONFIRMATION_SENT',
    });
  });
});

describe('answerFor', () => {
  it('tells a stranger the same for a new, pending or subscribed address', () => {
    for (const [outcome, status] of [
      ['CONFIRMATION_SENT', 'PENDING'],
      ['ALREADY_PENDING', 'PENDING'],
      ['ALREADY_SUBSCRIBED', 'SUBSCRIBED'],
    ] as const) {
      expect(answerFor(outcome, status, false)).toEqual({ outcome: 'CONFIRMATION_SENT', status: 'PENDING' });
    }
  });
  it('tells the signed-in owner of the address the truth', () => {
    expect(answerFor('ALREADY_SUBSCRIBED', 'SUBSCRIBED', true)).toEqual({ outcome: 'ALREADY_SUBSCRIBED', status: 'SUBSCRIBED' });
    expect(answerFor('ALREADY_PENDING', 'PENDING', true)).toEqual({ outcome: 'ALREADY_PENDING', status: 'PENDING' });
  });
  it('still says what was wrong with the input', () => {
    expect(answerFor('INVALID_EMAIL', null, false)).toEqual({ outcome: 'INVALID_EMAIL', status: null });
  });
});

describe('alreadySubscribedNoteDue', () => {
  const now = new Date('2026-11-27T10:00:00Z');
  it('sends the note once per cooldown', () => {
    expect(alreadySubscribedNoteDue(null, now, 600_000)).toBe(true);
    expect(alreadySubscribedNoteDue(new Date(now.getTime() - 599_000), now, 600_000)).toBe(false);
    expect(alreadySubscribedNoteDue(new Date(now.getTime() - 600_000), now, 600_000)).toBe(true);
  });
});
