import { describe, expect, it } from 'vitest';
import { actionReturnUrl, parseChallengeReturn } from './challenge';

describe('actionReturnUrl', () => {
  it('is the absolute return page in the shopper’s language', () => {
    expect(actionReturnUrl('http://localhost:3000/', 'th')).toBe('http://localhost:3000/th/adyen-direct');
    expect(actionReturnUrl('https://shop.example', 'en')).toBe('https://shop.example/en/adyen-direct');
  });
});

describe('parseChallengeReturn', () => {
  it('reads the test card provider’s parameters', () => {
    expect(parseChallengeReturn({ resultCode: 'Authorised', paymentId: '12', ref: 'tcr_abc.def' })).toEqual({
      resultCode: 'Authorised',
      paymentId: '12',
      details: { ref: 'tcr_abc.def' },
    });
    expect(parseChallengeReturn({ resultCode: ['Refused', 'x'], paymentId: '12', ref: 'tcr_1' })).toMatchObject({ resultCode: 'Refused' });
    expect(parseChallengeReturn({ resultCode: 'Weird', paymentId: '12', ref: 'tcr_1' })).toMatchObject({ resultCode: 'Other' });
  });
  it('reads a redirect’s result without a payment id (the tab remembers the payment)', () => {
    expect(parseChallengeReturn({ redirectResult: 'X6XtfGC3%21Y...' })).toEqual({
      resultCode: 'Other',
      paymentId: null,
      details: { redirectResult: 'X6XtfGC3%21Y...' },
    });
  });
  it('refuses a return without details, and malformed ids and details', () => {
    expect(parseChallengeReturn({ paymentId: '12' })).toBeNull();
    expect(parseChallengeReturn({ paymentId: '1 2', ref: 'x' })).toBeNull();
    expect(parseChallengeReturn({ paymentId: '12', ref: '<script>' })).toBeNull();
    expect(parseChallengeReturn({ redirectResult: 'a b' })).toBeNull();
  });
});
