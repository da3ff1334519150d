import { describe, expect, it } from 'vitest';
import { isValidCustomsCode } from './customs-code';

describe('isValidCustomsCode', () => {
  it('accepts blank and 3 to 40 letters, digits, spaces and - / . + :', () => {
    for (const ok of [null, undefined, '', 'P123456789012', 'AB-12/3.4+5:6', 'abc']) expect(isValidCustomsCode(ok), String(ok)).toBe(true);
  });
  it('refuses short, long, untrimmed or other characters', () => {
    for (const bad of ['P1', 'X'.repeat(41), ' P123', 'P12_3', 'P12#3', 42]) expect(isValidCustomsCode(bad), String(bad)).toBe(false);
  });
});
