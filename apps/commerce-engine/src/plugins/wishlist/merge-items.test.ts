import { describe, expect, it } from 'vitest';
import { entriesToAdd } from './merge-items';

const e = (productId: string, productVariantId: string | null = null) => ({ productId, productVariantId });

describe('entriesToAdd', () => {
  it('adds the guest products the customer does not have, in the guest order', () => {
    expect(entriesToAdd([e('1'), e('2', '21')], [e('3'), e('2', '22'), e('4', '41')], 10)).toEqual([e('3'), e('4', '41')]);
  });

  it('adds a product listed twice by the guest once, with the first variant', () => {
    expect(entriesToAdd([], [e('5', '51'), e('5', '52')], 10)).toEqual([e('5', '51')]);
  });

  it('stops at the room left', () => {
    expect(entriesToAdd([e('1')], [e('2'), e('3'), e('4')], 2)).toEqual([e('2'), e('3')]);
    expect(entriesToAdd([e('1')], [e('2')], 0)).toEqual([]);
  });
});
