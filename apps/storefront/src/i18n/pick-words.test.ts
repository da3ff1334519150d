import { describe, expect, it } from 'vitest';
import { pickWords } from './pick-words';

describe('pickWords', () => {
  it('keeps the named words of a subtree, nested ones whole, and nothing else', () => {
    const cart = { empty: 'Empty', loading: 'Loading', totals: { title: 'Summary' }, coupon: { label: 'Coupon' } };
    expect(pickWords(cart, ['empty', 'totals'])).toEqual({ empty: 'Empty', totals: { title: 'Summary' } });
  });
});
