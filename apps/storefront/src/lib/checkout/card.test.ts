import { describe, expect, it } from 'vitest';
import { cvcError, expiryError, firstCardError, formatCardNumber, formatExpiry, nameError, numberError, validateCard } from './card';

const NOW = new Date(2026, 10, 26); // 26 November 2026, local time

describe('numberError', () => {
  it('accepts spaces and dashes between the digits', () => {
    expect(numberError('4111 1111 1111 1111')).toBeNull();
    expect(numberError('4000-0000-0000-3220')).toBeNull();
  });
  it('asks for a number when empty', () => {
    expect(numberError('  ')).toBe('numberRequired');
  });
  it('refuses a failed Luhn check, letters and wrong lengths', () => {
    expect(numberError('4111 1111 1111 1112')).toBe('numberInvalid');
    expect(numberError('4111 1111 1111 111a')).toBe('numberInvalid');
    expect(numberError('42424242424')).toBe('numberInvalid');
    expect(numberError('4'.repeat(20))).toBe('numberInvalid');
  });
});

describe('formatCardNumber', () => {
  it('groups by four, Amex 4-6-5, and stops at 19 digits', () => {
    expect(formatCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatCardNumber('41111')).toBe('4111 1');
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('1'.repeat(25)).replace(/\s/g, '')).toHaveLength(19);
  });
});

describe('formatExpiry', () => {
  it('adds the slash as the shopper types and lets them delete it', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12/');
    expect(formatExpiry('1230')).toBe('12/30');
    expect(formatExpiry('12/305')).toBe('12/30');
    expect(formatExpiry('12', '12/')).toBe('12');
  });
});

describe('expiryError', () => {
  it('accepts the current month and later', () => {
    expect(expiryError('11/26', NOW)).toBeNull();
    expect(expiryError('01/27', NOW)).toBeNull();
  });
  it('refuses the previous month as expired', () => {
    expect(expiryError('10/26', NOW)).toBe('expiryPast');
    expect(expiryError('12/25', NOW)).toBe('expiryPast');
  });
  it('asks for a date when empty and for MM/YY when unreadable or too far ahead', () => {
    expect(expiryError('', NOW)).toBe('expiryRequired');
    expect(expiryError('soon', NOW)).toBe('expiryInvalid');
    expect(expiryError('01/2050', NOW)).toBe('expiryInvalid');
  });
});

describe('cvcError and nameError', () => {
  it('takes 3 or 4 digits', () => {
    expect(cvcError('737')).toBeNull();
    expect(cvcError('7373')).toBeNull();
    expect(cvcError('')).toBe('cvcRequired');
    expect(cvcError('73')).toBe('cvcInvalid');
    expect(cvcError('73737')).toBe('cvcInvalid');
    expect(cvcError('7a7')).toBe('cvcInvalid');
  });
  it('takes a name in Thai or English without digits or markup', () => {
    expect(nameError('Somchai Jaidee')).toBeNull();
    expect(nameError('สมชาย ใจดี')).toBeNull();
    expect(nameError(' ')).toBe('nameRequired');
    expect(nameError('R2D2')).toBe('nameInvalid');
    expect(nameError('<b>x</b>')).toBe('nameInvalid');
    expect(nameError('a'.repeat(101))).toBe('nameInvalid');
  });
});

describe('validateCard', () => {
  it('returns no errors for a good card', () => {
    expect(validateCard({ number: '4111 1111 1111 1111', expiry: '03/30', cvc: '737', name: 'Somchai Jaidee' }, NOW)).toEqual({});
  });
  it('returns every bad field, first in form order', () => {
    const errors = validateCard({ number: '', expiry: '13/30', cvc: '1', name: '' }, NOW);
    expect(errors).toEqual({ number: 'numberRequired', expiry: 'expiryInvalid', cvc: 'cvcInvalid', name: 'nameRequired' });
    expect(firstCardError(errors)).toBe('number');
    expect(firstCardError({ cvc: 'cvcInvalid' })).toBe('cvc');
    expect(firstCardError({})).toBeNull();
  });
});
