import { describe, expect, it } from 'vitest';
import { cardTokenRequest, readCardTokenAnswer } from './card-token';
import th from '@messages/th/checkout.json';
import { cardTokenInput, fieldErrorsIn } from './card-token-provider';

describe('cardTokenRequest', () => {
  it('sends digits only, MM/YY and trimmed texts', () => {
    expect(cardTokenRequest({ number: ' 4111 1111-1111 1111 ', expiry: '3 / 2030', cvc: ' 737 ', name: '  Somchai   Jaidee ' })).toEqual({
      number: '4111111111111111',
      expiry: '03/30',
      cvc: '737',
      name: 'Somchai Jaidee',
    });
  });
  it('leaves what it cannot read for the provider to refuse', () => {
    expect(cardTokenRequest({ number: '4111x', expiry: 'soon', cvc: '', name: '' })).toMatchObject({ number: '4111x', expiry: 'soon' });
  });
  it('matches the route input schema', () => {
    const body = { ...cardTokenRequest({ number: '4111111111111111', expiry: '12/30', cvc: '123', name: 'A B' }), locale: 'th' };
    expect(cardTokenInput.safeParse(body).success).toBe(true);
    expect(cardTokenInput.safeParse({ ...body, extra: 1 }).success).toBe(false);
  });
});

describe('fieldErrorsIn', () => {
  const refusal = {
    field: 'number' as const,
    code: 'number_invalid',
    message: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' },
  };
  it('picks the provider’s words in the shopper’s language', () => {
    expect(fieldErrorsIn([refusal], 'th')).toEqual([{ field: 'number', message: 'หมายเลขบัตรไม่ถูกต้อง' }]);
  });
  it('falls back to English, then to the catalogue’s words for the field', () => {
    expect(fieldErrorsIn([{ ...refusal, message: { en: 'Bad number' } }], 'th')).toEqual([{ field: 'number', message: 'Bad number' }]);
    expect(fieldErrorsIn([{ field: 'cvc', code: 'cvc_invalid', message: {} }], 'th')).toEqual([
      { field: 'cvc', message: th.checkoutCard.errors.cvcInvalid },
    ]);
  });
});

describe('readCardTokenAnswer', () => {
  it('reads a token', () => {
    expect(readCardTokenAnswer({ token: 'tct_1', brand: 'visa', last4: '1111' })).toEqual({
      ok: true,
      token: 'tct_1',
      brand: 'visa',
      last4: '1111',
    });
  });
  it('reads field errors and drops unknown fields', () => {
    expect(
      readCardTokenAnswer({
        errors: [
          { field: 'cvc', message: 'x' },
          { field: 'pin', message: 'y' },
        ],
      }),
    ).toEqual({
      ok: false,
      errors: [{ field: 'cvc', message: 'x' }],
    });
  });
  it('reads an error message or nothing', () => {
    expect(readCardTokenAnswer({ error: { code: 'UNREACHABLE', message: 'down' } })).toEqual({ ok: false, error: 'down' });
    expect(readCardTokenAnswer(null)).toEqual({ ok: false, error: '' });
  });
});
