import { describe, expect, it } from 'vitest';
import { starShares, starsOutOfFive } from './rating';

describe('starsOutOfFive', () => {
  it('keeps stars to one decimal and clamps anything past five', () => {
    expect(starsOutOfFive(4.25)).toBe(4.3);
    // One scale from every connector: a value past five stars is clamped, not read as a percentage.
    expect(starsOutOfFive(90)).toBe(5);
    expect(starsOutOfFive(0)).toBe(0);
    expect(starsOutOfFive(Number.NaN)).toBe(0);
  });
});

describe('starShares', () => {
  it('gives each count its share', () => {
    expect(starShares([0, 0, 1, 1, 2])).toEqual([0, 0, 25, 25, 50]);
    expect(starShares([0, 0, 0, 0, 0])).toEqual([0, 0, 0, 0, 0]);
  });
});
