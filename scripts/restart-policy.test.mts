import { describe, expect, it } from 'vitest';
import { HEALTHY_AFTER_MS, MAX_DELAY_MS, nextAttempt, restartDelayMs } from './restart-policy.mjs';

describe('restartDelayMs', () => {
  it('doubles from half a second', () => {
    expect([1, 2, 3, 4, 5].map(restartDelayMs)).toEqual([500, 1000, 2000, 4000, 8000]);
  });

  it('never waits longer than the cap', () => {
    expect(restartDelayMs(7)).toBe(MAX_DELAY_MS);
    expect(restartDelayMs(50)).toBe(MAX_DELAY_MS);
  });

  it('treats a nonsense attempt as the first', () => {
    expect(restartDelayMs(0)).toBe(500);
    expect(restartDelayMs(-3)).toBe(500);
  });
});

describe('nextAttempt', () => {
  it('counts quick failures up', () => {
    expect(nextAttempt(0, 200)).toBe(1);
    expect(nextAttempt(3, 5_000)).toBe(4);
  });

  it('starts over after a healthy run', () => {
    expect(nextAttempt(6, HEALTHY_AFTER_MS)).toBe(1);
    expect(nextAttempt(6, HEALTHY_AFTER_MS - 1)).toBe(7);
  });
});
