import { describe, expect, it } from 'vitest';
import { UsedSolutions } from './used-solutions.js';

describe('used captcha solutions', () => {
  it('lets a signature through once until it expires', () => {
    const used = new UsedSolutions();
    expect(used.claim('a', 1_000, 0)).toBe(true);
    expect(used.claim('a', 1_000, 500)).toBe(false);
    expect(used.claim('b', 1_000, 500)).toBe(true);
    // Past its expiry the challenge itself is refused; the entry may be replaced.
    expect(used.claim('a', 3_000, 1_000)).toBe(true);
    expect(used.claim('a', 3_000, 2_000)).toBe(false);
  });

  it('sweeps expired signatures, alone and every few hundred claims', () => {
    const used = new UsedSolutions();
    used.claim('old', 100, 0);
    used.claim('new', 10_000, 0);
    used.sweep(100);
    expect(used.size).toBe(1);
    for (let i = 0; i < 300; i++) used.claim(`s${i}`, 200, 150);
    // The 256th claim came at 150: nothing had expired.
    expect(used.size).toBe(301);
    // The 512th comes at 300 and sweeps the 300 that expired at 200: what is left is `new` and the 256 `t`s.
    for (let i = 0; i < 256; i++) used.claim(`t${i}`, 10_000, 300);
    expect(used.size).toBe(257);
  });
});
