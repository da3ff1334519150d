import { describe, expect, it } from 'vitest';
import { visibleLength } from '@talat/rules/personalisation';
import { isPersonalisationFilled, validateName, validateNumber, validatePersonalisation } from './personalisation';

describe('validateName', () => {
  it('accepts letters and spaces in English and Thai, up to 12 characters', () => {
    expect(validateName('ANUCHA')).toBeNull();
    expect(validateName('Tom Smith')).toBeNull();
    expect(validateName('อนุชา')).toBeNull();
    expect(validateName('ABCDEFGHIJKL')).toBeNull();
    expect(validateName('')).toBeNull();
  });
  it('refuses digits, punctuation and markup', () => {
    expect(validateName('R9')).toBe('name-characters');
    expect(validateName('<b>')).toBe('name-characters');
    expect(validateName("O'NEIL")).toBe('name-characters');
  });
  it('refuses more than 12 visible characters', () => {
    expect(validateName('ABCDEFGHIJKLM')).toBe('name-length');
    // Thai marks do not count as characters of their own: 12 clusters pass.
    expect(visibleLength('กิ'.repeat(12))).toBe(12);
    expect(validateName('กิ'.repeat(12))).toBeNull();
  });
});

describe('validateNumber', () => {
  it('accepts 1 to 99', () => {
    for (const n of ['1', '7', '10', '99', ' 9 ']) expect(validateNumber(n)).toBeNull();
  });
  it('refuses 0, 100, negatives, leading zeros and words', () => {
    for (const n of ['0', '100', '-1', '07', '1.5', 'ten', '1e1']) expect(validateNumber(n)).toBe('number-range');
  });
});

describe('validatePersonalisation and isPersonalisationFilled', () => {
  it('validates both fields', () => {
    expect(validatePersonalisation({ name: 'A1', number: '100' })).toEqual({ name: 'name-characters', number: 'number-range' });
  });
  it('is filled when either field has text', () => {
    expect(isPersonalisationFilled({ name: ' ', number: '' })).toBe(false);
    expect(isPersonalisationFilled({ name: '', number: '7' })).toBe(true);
  });
});
