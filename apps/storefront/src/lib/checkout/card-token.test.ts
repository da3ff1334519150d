import { describe, expect, it } from 'vitest';
import { cardTokenRequest, readCardTokenAnswer } from './card-token';
import { cardTokenEndpoint, cardTokenInput, mapProviderAnswer } from './card-token-provider';

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

describe('cardTokenEndpoint', () => {
  it('is /payments/test-card/tokens on the engine next to its Shop API', () => {
    expect(cardTokenEndpoint('http://localhost:3001/shop-api')).toBe('http://localhost:3001/payments/test-card/tokens');
    expect(cardTokenEndpoint('https://engine.example/shop-api/')).toBe('https://engine.example/payments/test-card/tokens');
    expect(cardTokenEndpoint('https://example.com/commerce/shop-api')).toBe('https://example.com/commerce/payments/test-card/tokens');
  });
});

describe('mapProviderAnswer', () => {
  it('passes on the token, brand and last four digits only', () => {
    const answer = mapProviderAnswer(201, { token: 'tct_abc', expiresAt: 'x', brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2030 }, 'en');
    expect(answer).toEqual({ ok: true, token: 'tct_abc', brand: 'visa', last4: '1111' });
  });
  it('picks the field messages in the shopper language', () => {
    const body = { errors: [{ field: 'number', code: 'number_invalid', message: { en: 'This card number is not valid.', th: 'หมายเลขบัตรไม่ถูกต้อง' } }] };
    expect(mapProviderAnswer(422, body, 'th')).toEqual({ ok: false, errors: [{ field: 'number', message: 'หมายเลขบัตรไม่ถูกต้อง' }] });
  });
  it('answers null for anything else', () => {
    expect(mapProviderAnswer(500, {}, 'en')).toBeNull();
    expect(mapProviderAnswer(201, { nope: true }, 'en')).toBeNull();
    expect(mapProviderAnswer(422, { errors: [] }, 'en')).toBeNull();
  });
});

describe('readCardTokenAnswer', () => {
  it('reads a token', () => {
    expect(readCardTokenAnswer({ token: 'tct_1', brand: 'visa', last4: '1111' })).toEqual({ ok: true, token: 'tct_1', brand: 'visa', last4: '1111' });
  });
  it('reads field errors and drops unknown fields', () => {
    expect(readCardTokenAnswer({ errors: [{ field: 'cvc', message: 'x' }, { field: 'pin', message: 'y' }] })).toEqual({
      ok: false,
      errors: [{ field: 'cvc', message: 'x' }],
    });
  });
  it('reads an error message or nothing', () => {
    expect(readCardTokenAnswer({ error: { code: 'UNREACHABLE', message: 'down' } })).toEqual({ ok: false, error: 'down' });
    expect(readCardTokenAnswer(null)).toEqual({ ok: false, error: '' });
  });
});
