import { describe, expect, it } from 'vitest';
import { restockedVariantIds, restocks, unique } from './restock-rules';

const move = (type: string, quantity: number, id: number | string = 1) => ({ type, quantity, productVariant: { id } });

describe('restocks', () => {
  it('sees stock added by staff, and stock given back by a release, cancellation or return', () => {
    expect(restocks(move('ADJUSTMENT', 5))).toBe(true);
    expect(restocks(move('RELEASE', 1))).toBe(true);
    expect(restocks(move('CANCELLATION', 1))).toBe(true);
    expect(restocks(move('RETURN', 1))).toBe(true);
  });
  it('ignores what only takes stock away', () => {
    expect(restocks(move('ADJUSTMENT', -3))).toBe(false);
    expect(restocks(move('ADJUSTMENT', 0))).toBe(false);
    expect(restocks(move('ALLOCATION', 2))).toBe(false);
    expect(restocks(move('SALE', 2))).toBe(false);
  });
});

describe('restockedVariantIds', () => {
  it('lists each restocked variant once', () => {
    expect(restockedVariantIds([move('ADJUSTMENT', 5, 3), move('RELEASE', 1, 3), move('SALE', 1, 4), move('RETURN', 1, '7')])).toEqual([
      3,
      '7',
    ]);
    expect(restockedVariantIds([{ type: 'ADJUSTMENT', quantity: 1, productVariant: null }])).toEqual([]);
  });
  it('unique keeps the first of IDs with the same text and drops empty ones', () => {
    expect(unique([1, '1', null, 2, undefined, 2])).toEqual([1, 2]);
  });
});
