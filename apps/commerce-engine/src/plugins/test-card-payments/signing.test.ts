import { describe, expect, it } from 'vitest';
import { createCardToken, createChallengeRef, verifyCardToken, verifyChallengeRef } from './signing';

const card = { outcome: 'authorise' as const, brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2030 };

describe('card tokens', () => {
  it('round-trip without the card number and with a fresh nonce each time', () => {
    const a = createCardToken('s', card, 60_000, 1000);
    const b = createCardToken('s', card, 60_000, 1000);
    expect(a.token).toMatch(/^tct_/);
    expect(a.token).not.toBe(b.token);
    expect(Buffer.from(a.token.slice(4).split('.')[0], 'base64url').toString()).not.toContain('4111111111111111');
    expect(verifyCardToken('s', a.token, 2000)).toEqual({ ok: true, payload: a.payload });
  });
  it('refuses another secret, a tampered body, an expired token and junk', () => {
    const { token } = createCardToken('s', card, 60_000, 1000);
    expect(verifyCardToken('other', token, 2000)).toEqual({ ok: false, reason: 'invalid' });
    const [body, sig] = token.slice(4).split('.');
    const forged = Buffer.from(Buffer.from(body, 'base64url').toString().replace('authorise', 'challenge')).toString('base64url');
    expect(verifyCardToken('s', `tct_${forged}.${sig}`, 2000)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyCardToken('s', token, 70_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyCardToken('s', 'tct_', 0)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyCardToken('s', undefined, 0)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('challenge references', () => {
  it('bind the payment id and result', () => {
    const ref = createChallengeRef('s', '12', 'Authorised', 60_000, 1000);
    expect(verifyChallengeRef('s', ref, 2000)).toEqual({
      ok: true,
      payload: { paymentId: '12', resultCode: 'Authorised', exp: 61_000 },
    });
    expect(verifyChallengeRef('s', ref, 62_000)).toEqual({ ok: false, reason: 'expired' });
    expect(verifyChallengeRef('x', ref, 2000)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('are not accepted as card tokens', () => {
    const ref = createChallengeRef('s', '12', 'Authorised', 60_000, 1000);
    expect(verifyCardToken('s', `tct_${ref.slice(4)}`, 2000)).toEqual({ ok: false, reason: 'invalid' });
  });
});
