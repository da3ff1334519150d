import { afterEach, describe, expect, it, vi } from 'vitest';
import { isPrintNumber, printNameProblem, visibleLength } from './personalisation';

describe('visibleLength', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('counts characters as the shopper sees them: a Thai consonant with its marks is one', () => {
    expect(visibleLength('ที่')).toBe(1);
    expect(visibleLength('กิ'.repeat(12))).toBe(12);
    expect(visibleLength('SOMCHAI')).toBe(7);
    expect(visibleLength('')).toBe(0);
  });

  it('counts code points where the runtime has no Intl.Segmenter', () => {
    vi.stubGlobal('Intl', {});
    expect(visibleLength('ABC')).toBe(3);
    expect(visibleLength('ที่')).toBe(3);
  });
});

describe('printNameProblem', () => {
  it('accepts letters of any script and spaces, up to 12 characters as seen', () => {
    for (const name of ['SOMCHAI', 'Kim Lee', 'สมชาย', 'ABCDEFGHIJKL', 'ที่'.repeat(12)]) expect(printNameProblem(name), name).toBeNull();
  });

  it('refuses digits, punctuation and markup', () => {
    for (const name of ['R2D2', 'O-Neil', "O'NEIL", '<b>', '']) expect(printNameProblem(name), name).toBe('characters');
  });

  it('refuses a thirteenth character', () => {
    expect(printNameProblem('ABCDEFGHIJKLM')).toBe('length');
  });
});

describe('isPrintNumber', () => {
  it('accepts 1 to 99', () => {
    for (const n of ['1', '7', '10', '99']) expect(isPrintNumber(n), n).toBe(true);
  });

  it('refuses 0, 100, leading zeros, signs, spaces and words', () => {
    for (const n of ['0', '00', '07', '100', '-1', '1.5', ' 7', 'ten', '1e1', '']) expect(isPrintNumber(n), n).toBe(false);
  });
});
