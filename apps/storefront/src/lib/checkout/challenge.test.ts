import { describe, expect, it } from 'vitest';
import { challengeRedirectUrl, parseChallengeReturn } from './challenge';

describe('challengeRedirectUrl', () => {
  it('appends the absolute return URL and the language', () => {
    const url = new URL(challengeRedirectUrl('http://localhost:3001/payments/test-card/challenge/12', 'http://localhost:3000/', 'th'));
    expect(url.origin + url.pathname).toBe('http://localhost:3001/payments/test-card/challenge/12');
    expect(url.searchParams.get('returnUrl')).toBe('http://localhost:3000/th/adyen-direct');
    expect(url.searchParams.get('lang')).toBe('th');
  });
});

describe('parseChallengeReturn', () => {
  it('reads the provider parameters', () => {
    expect(parseChallengeReturn({ resultCode: 'Authorised', paymentId: '12', ref: 'tcr_abc.def' })).toEqual({
      resultCode: 'Authorised',
      paymentId: '12',
      ref: 'tcr_abc.def',
    });
    expect(parseChallengeReturn({ resultCode: ['Refused', 'x'], paymentId: '12', ref: 'tcr_1' })).toMatchObject({ resultCode: 'Refused' });
    expect(parseChallengeReturn({ resultCode: 'Weird', paymentId: '12', ref: 'tcr_1' })).toMatchObject({ resultCode: 'Other' });
  });
  it('refuses missing or malformed ids and refs', () => {
    expect(parseChallengeReturn({ paymentId: '12' })).toBeNull();
    expect(parseChallengeReturn({ paymentId: '1 2', ref: 'x' })).toBeNull();
    expect(parseChallengeReturn({ paymentId: '12', ref: '<script>' })).toBeNull();
  });
});
