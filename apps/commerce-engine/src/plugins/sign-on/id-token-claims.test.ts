import { describe, expect, it } from 'vitest';
import { readSignOnClaims } from './id-token-claims';

const base = { sub: 'acc-1', email: ' Somchai@Talat.Example ', email_verified: true, given_name: 'สมชาย', family_name: 'ใจดี' };

describe('readSignOnClaims', () => {
  it('answers sub, the email in lower case and trimmed, and the names', () => {
    expect(readSignOnClaims(base, 'shop')).toEqual({
      ok: true,
      claims: { sub: 'acc-1', email: 'somchai@talat.example', firstName: 'สมชาย', lastName: 'ใจดี' },
    });
  });

  it('gives empty names when the token has none', () => {
    const { given_name: _g, family_name: _f, ...rest } = base;
    expect(readSignOnClaims(rest, 'shop')).toMatchObject({ ok: true, claims: { firstName: '', lastName: '' } });
  });

  it('refuses a token without sub, or with an empty one', () => {
    expect(readSignOnClaims({ ...base, sub: undefined }, 'shop')).toEqual({ ok: false, reason: 'no sub claim' });
    expect(readSignOnClaims({ ...base, sub: '  ' }, 'shop')).toEqual({ ok: false, reason: 'no sub claim' });
    expect(readSignOnClaims({ ...base, sub: 42 }, 'shop').ok).toBe(false);
  });

  it('refuses a token without an email address', () => {
    expect(readSignOnClaims({ ...base, email: undefined }, 'shop')).toEqual({ ok: false, reason: 'no email claim' });
    expect(readSignOnClaims({ ...base, email: 'not an address' }, 'shop').ok).toBe(false);
  });

  it('refuses an email the provider has not verified (only the boolean true counts)', () => {
    for (const email_verified of [false, undefined, 'true', 1]) {
      expect(readSignOnClaims({ ...base, email_verified }, 'shop')).toEqual({ ok: false, reason: 'email not verified' });
    }
  });

  it('wants azp to be this client when the token has several audiences', () => {
    expect(readSignOnClaims({ ...base, aud: ['shop', 'other'], azp: 'other' }, 'shop')).toEqual({
      ok: false,
      reason: 'azp is not this client',
    });
    expect(readSignOnClaims({ ...base, aud: ['shop', 'other'], azp: 'shop' }, 'shop').ok).toBe(true);
    expect(readSignOnClaims({ ...base, aud: ['shop'] }, 'shop').ok).toBe(true);
  });
});
