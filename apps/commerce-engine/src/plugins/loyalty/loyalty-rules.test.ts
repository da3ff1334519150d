import { describe, expect, it } from 'vitest';
import { pointsEarned, pointsToSpend } from './loyalty-rules';

const thb = { spend_per_point: 2500, point_value: 100 };
const gbp = { spend_per_point: 100, point_value: 4 };

describe('pointsEarned', () => {
  it('gives a whole point per step paid', () => {
    expect(pointsEarned(229000, thb)).toBe(91);
    expect(pointsEarned(6499, gbp)).toBe(64);
    expect(pointsEarned(2499, thb)).toBe(0);
  });
  it('gives nothing for nothing paid or a broken rate', () => {
    expect(pointsEarned(0, thb)).toBe(0);
    expect(pointsEarned(-100, thb)).toBe(0);
    expect(pointsEarned(1000, { spend_per_point: 0, point_value: 1 })).toBe(0);
  });
});

describe('pointsToSpend', () => {
  it('spends the whole balance when the amount due is larger', () => {
    expect(pointsToSpend(91, 229000, thb)).toEqual({ points: 91, amount: 9100 });
  });
  it('spends only the points the amount due needs, whole points only', () => {
    expect(pointsToSpend(500, 30050, thb)).toEqual({ points: 300, amount: 30000 });
    expect(pointsToSpend(1000, 203, gbp)).toEqual({ points: 50, amount: 200 });
  });
  it('spends nothing without a balance or an amount due', () => {
    expect(pointsToSpend(0, 1000, thb)).toEqual({ points: 0, amount: 0 });
    expect(pointsToSpend(10, 0, thb)).toEqual({ points: 0, amount: 0 });
    expect(pointsToSpend(10, 50, thb)).toEqual({ points: 0, amount: 0 });
  });
});
