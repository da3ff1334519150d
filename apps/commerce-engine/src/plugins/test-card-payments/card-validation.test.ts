import { describe, expect, it } from 'vitest';
import { validateCard } from './card-validation';

const NOW = new Date('2026-11-26T00:00:00Z');
const good = { number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737', name: 'Somchai Jaidee' };

describe('validateCard', () => {
  it('maps the test cards to their outcomes and keeps only the last four digits', () => {
    expect(validateCard(good, NOW)).toEqual({
      card: { brand: 'visa', last4: '1111', expiryMonth: 3, expiryYear: 2030, outcome: 'authorise' },
    });
    expect(validateCard({ ...good, number: '4000000000000002' }, NOW)).toMatchObject({ card: { outcome: 'refuse' } });
    expect(validateCard({ ...good, number: '4000-0000-0000-3220' }, NOW)).toMatchObject({ card: { outcome: 'challenge' } });
    expect(validateCard({ ...good, number: '5555555555554444' }, NOW)).toMatchObject({ card: { outcome: 'refuse' } });
  });
  it('accepts the current month and refuses the previous one', () => {
    expect(validateCard({ ...good, expiry: '11/26' }, NOW)).toHaveProperty('card');
    expect(validateCard({ ...good, expiry: '10/26' }, NOW)).toEqual({
      errors: [expect.objectContaining({ field: 'expiry', code: 'expiry_past' })],
    });
  });
  it('reports every bad field with English and Thai messages', () => {
    const result = validateCard({ number: '4111111111111112', expiry: 'soon', cvc: '12', name: '' }, NOW);
    expect(result).toHaveProperty('errors');
    const errors = 'errors' in result ? result.errors : [];
    expect(errors.map((e) => e.code)).toEqual(['number_invalid', 'expiry_invalid', 'cvc_invalid', 'name_required']);
    for (const e of errors) {
      expect(e.message.en).toMatch(/\w/);
      expect(e.message.th).toMatch(/[\u0E00-\u0E7F]/);
    }
  });
  it('refuses missing values, wrong types, too short numbers and names with digits', () => {
    const result = validateCard({ number: 4111111111111111, cvc: '12345', name: 'R2D2' }, NOW);
    const codes = 'errors' in result ? result.errors.map((e) => e.code) : [];
    expect(codes).toEqual(['number_required', 'expiry_required', 'cvc_invalid', 'name_invalid']);
    const short = validateCard({ ...good, number: '4242' }, NOW);
    expect('errors' in short ? short.errors[0].code : '').toBe('number_invalid');
  });
});
