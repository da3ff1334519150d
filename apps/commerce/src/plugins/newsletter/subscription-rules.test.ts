import { describe, expect, it } from 'vitest';
import { hashToken, isSource, newToken, normaliseEmail, subscribeDecision } from './subscription-rules';

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
    expect(subscribeDecision({ status: 'UNSUBSCRIBED', confirmationSentAt: minutesAgo(1) }, now, cooldown)).toEqual({ send: true, outcome: 'CONFIRMATION_SENT' });
  });
  it('sends nothing to a subscribed address', () => {
    expect(subscribeDecision({ status: 'SUBSCRIBED', confirmationSentAt: null }, now, cooldown)).toEqual({ send: false, outcome: 'ALREADY_SUBSCRIBED' });
  });
  it('sends again to a pending address only after the cooldown', () => {
    expect(subscribeDecision({ status: 'PENDING', confirmationSentAt: minutesAgo(9) }, now, cooldown)).toEqual({ send: false, outcome: 'ALREADY_PENDING' });
    expect(subscribeDecision({ status: 'PENDING', confirmationSentAt: minutesAgo(11) }, now, cooldown)).toEqual({ send: true, outcome: 'CONFIRMATION_SENT' });
  });
});
