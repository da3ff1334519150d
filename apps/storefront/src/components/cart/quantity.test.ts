import { describe, expect, it } from 'vitest';
import { checkQuantity, maxQuantityOf, stepQuantity } from './quantity';

describe('maxQuantityOf', () => {
  it('returns 999 when the engine tells no maximum', () => {
    expect(maxQuantityOf({ max_quantity: null })).toBe(999);
  });

  it('returns the engine maximum, at least 1 and at most 999', () => {
    expect(maxQuantityOf({ max_quantity: 3 })).toBe(3);
    expect(maxQuantityOf({ max_quantity: 0 })).toBe(1);
    expect(maxQuantityOf({ max_quantity: 5000 })).toBe(999);
  });
});

describe('checkQuantity', () => {
  it('accepts whole numbers from 1 to what is left', () => {
    expect(checkQuantity('1', 3)).toEqual({ ok: true, quantity: 1 });
    expect(checkQuantity(' 3 ', 3)).toEqual({ ok: true, quantity: 3 });
    expect(checkQuantity('999', null)).toEqual({ ok: true, quantity: 999 });
  });

  it('refuses 0, 1000, empty, negative, decimal and text input as out of range', () => {
    for (const value of ['0', '1000', '', '-1', '1.5', 'two']) {
      expect(checkQuantity(value, null)).toEqual({ ok: false, problem: { kind: 'range' } });
    }
  });

  it('refuses more than is left in stock, telling how many are left', () => {
    expect(checkQuantity('4', 3)).toEqual({ ok: false, problem: { kind: 'stock', max: 3 } });
  });
});

describe('stepQuantity', () => {
  it('steps within the range', () => {
    expect(stepQuantity(2, 1, 3)).toEqual({ ok: true, quantity: 3 });
    expect(stepQuantity(2, -1, 3)).toEqual({ ok: true, quantity: 1 });
  });

  it('refuses to go below 1 or past what is left', () => {
    expect(stepQuantity(1, -1, 3)).toEqual({ ok: false, problem: { kind: 'min' } });
    expect(stepQuantity(3, 1, 3)).toEqual({ ok: false, problem: { kind: 'stock', max: 3 } });
    expect(stepQuantity(999, 1, null)).toEqual({ ok: false, problem: { kind: 'range' } });
  });
});
