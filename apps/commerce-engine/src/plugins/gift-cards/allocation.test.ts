import { describe, expect, it } from 'vitest';
import { allocateGiftCards, sumAllocations } from './allocation';

describe('allocateGiftCards', () => {
  it('covers part of a total larger than the balance', () => {
    const a = allocateGiftCards(229000, [{ code: 'A', balance: 100000 }]);
    expect(a).toEqual([{ code: 'A', amount: 100000 }]);
    expect(229000 - sumAllocations(a)).toBe(129000);
  });

  it('covers a smaller total in full and leaves the rest of the balance', () => {
    expect(allocateGiftCards(54000, [{ code: 'A', balance: 100000 }])).toEqual([{ code: 'A', amount: 54000 }]);
  });

  it('uses cards in the order applied and gives later ones what is left', () => {
    expect(
      allocateGiftCards(3000, [
        { code: 'A', balance: 2500 },
        { code: 'B', balance: 2500 },
        { code: 'C', balance: 2500 },
      ]),
    ).toEqual([
      { code: 'A', amount: 2500 },
      { code: 'B', amount: 500 },
      { code: 'C', amount: 0 },
    ]);
  });

  it('never allocates negative amounts', () => {
    expect(allocateGiftCards(-5, [{ code: 'A', balance: 100 }])).toEqual([{ code: 'A', amount: 0 }]);
    expect(allocateGiftCards(100, [{ code: 'A', balance: -3 }])).toEqual([{ code: 'A', amount: 0 }]);
  });
});
