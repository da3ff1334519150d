import { describe, expect, it } from 'vitest';
import { visibleLength } from '@talat/rules/personalisation';
import { isBlank, nameProblem, numberProblem } from './personalisation-rules';

describe('nameProblem', () => {
  it('accepts letters of any script and spaces, up to 12 visible characters', () => {
    expect(nameProblem('SOMCHAI')).toBeNull();
    expect(nameProblem('Kim Lee')).toBeNull();
    expect(nameProblem('สมชาย')).toBeNull();
    expect(nameProblem('ABCDEFGHIJKL')).toBeNull();
    expect(nameProblem(null)).toBeNull();
    expect(nameProblem('  ')).toBeNull();
  });
  it('refuses digits, punctuation, untrimmed text and more than 12 characters', () => {
    expect(nameProblem('R2D2')).toBe('nameCharacters');
    expect(nameProblem('O-Neil')).toBe('nameCharacters');
    expect(nameProblem(' BOB')).toBe('nameCharacters');
    expect(nameProblem(7)).toBe('nameCharacters');
    expect(nameProblem('ABCDEFGHIJKLM')).toBe('nameLength');
  });
  it('counts a Thai consonant with its marks as one character', () => {
    expect(visibleLength('ที่')).toBe(1);
    expect(nameProblem('ที่ที่ที่ที่ที่ที่ที่ที่ที่ที่ที่ที่')).toBeNull();
  });
});

describe('numberProblem', () => {
  it('accepts 1 to 99 without a leading zero', () => {
    expect(numberProblem('1')).toBeNull();
    expect(numberProblem('99')).toBeNull();
    expect(numberProblem('')).toBeNull();
  });
  it('refuses 0, 100, leading zeros, signs and non-strings', () => {
    for (const bad of ['0', '00', '07', '100', '-1', '1.5', ' 7']) expect(numberProblem(bad), bad).toBe('numberRange');
    expect(numberProblem(7)).toBe('numberRange');
  });
});

describe('isBlank', () => {
  it('treats null, undefined and spaces as blank', () => {
    expect([null, undefined, '', '  '].every(isBlank)).toBe(true);
    expect(isBlank('x')).toBe(false);
  });
});
