import { describe, expect, it } from 'vitest';
import { quantityProblem } from './quantity';

describe('quantityProblem', () => {
  it('accepts whole numbers from 1 to 999', () => {
    expect(quantityProblem('1', null)).toBeNull();
    expect(quantityProblem(' 999 ', null)).toBeNull();
  });

  it('refuses zero, negative, fractional, huge and non-numeric quantities', () => {
    for (const bad of ['0', '-1', '1.5', '1000', '99999999', '', 'abc', '1e3']) {
      expect(quantityProblem(bad, null), bad).toEqual({ kind: 'range' });
    }
  });

  it('caps at what is left in stock when the shop says', () => {
    expect(quantityProblem('3', 2)).toEqual({ kind: 'stock', max: 2 });
    expect(quantityProblem('2', 2)).toBeNull();
  });
});
