import { describe, expect, it } from 'vitest';
import { cardTokenRequest, readCardTokenAnswer } from './card-token';
import th from '@messages/th/checkout.json';

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
});

describe('readCardTokenAnswer', () => {
  const words = th.checkoutCard.errors;
  it('reads a token', () => {
    expect(readCardTokenAnswer({ token: 'tct_1', brand: 'visa', last4: '1111' }, 'th', words)).toEqual({
      ok: true,
      token: 'tct_1',
      brand: 'visa',
      last4: '1111',
    });
  });
  const refusal = { field: 'number', code: 'number_invalid', message: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' } };
  it('picks the provider’s words in the shopper’s language', () => {
    expect(readCardTokenAnswer({ errors: [refusal] }, 'th', words)).toEqual({
      ok: false,
      errors: [{ field: 'number', message: 'หมายเลขบัตรไม่ถูกต้อง' }],
    });
  });
  it('falls back to English, then to the catalogue’s words for the field', () => {
    expect(readCardTokenAnswer({ errors: [{ ...refusal, message: { en: 'Bad number' } }] }, 'th', words)).toEqual({
      ok: false,
      errors: [{ field: 'number', message: 'Bad number' }],
    });
    expect(readCardTokenAnswer({ errors: [{ field: 'cvc', code: 'cvc_invalid', message: {} }] }, 'th', words)).toEqual({
      ok: false,
      errors: [{ field: 'cvc', message: words.cvcInvalid }],
    });
  });
  it('drops unknown fields', () => {
    expect(
      readCardTokenAnswer(
        {
          errors: [
            { field: 'cvc', message: { th: 'x' } },
            { field: 'pin', message: { th: 'y' } },
          ],
        },
        'th',
        words,
      ),
    ).toEqual({ ok: false, errors: [{ field: 'cvc', message: 'x' }] });
  });
  it('reads anything else as a failure without words of its own', () => {
    expect(readCardTokenAnswer({ errors: [] }, 'th', words)).toEqual({ ok: false, error: '' });
    expect(readCardTokenAnswer(null, 'th', words)).toEqual({ ok: false, error: '' });
    expect(readCardTokenAnswer('<html>', 'th', words)).toEqual({ ok: false, error: '' });
  });
});
