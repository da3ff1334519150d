import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limit.js';

function limiter(max: number, windowMs: number) {
  let now = 1_000_000;
  const l = new RateLimiter({ max, windowMs, now: () => now });
  return { l, advance: (ms: number) => (now += ms) };
}

describe('RateLimiter', () => {
  it('allows max hits per window, then refuses without counting the refused ones', () => {
    const { l, advance } = limiter(3, 60_000);
    expect([1, 2, 3].map(() => l.hit('k').allowed)).toEqual([true, true, true]);
    const refused = l.hit('k');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 60 });
    advance(30_000);
    expect(l.hit('k')).toEqual({ allowed: false, retryAfterSeconds: 30 });
    advance(30_000);
    expect(l.hit('k').allowed).toBe(true);
  });

  it('slides: old attempts leave the window one by one', () => {
    const { l, advance } = limiter(2, 10_000);
    l.hit('k');
    advance(6_000);
    l.hit('k');
    expect(l.blocked('k').allowed).toBe(false);
    advance(4_001);
    expect(l.blocked('k').allowed).toBe(true);
    expect(l.hit('k').allowed).toBe(true);
    expect(l.hit('k').allowed).toBe(false);
  });

  it('keeps keys apart', () => {
    const { l } = limiter(1, 1_000);
    expect(l.hit('a').allowed).toBe(true);
    expect(l.hit('b').allowed).toBe(true);
    expect(l.hit('a').allowed).toBe(false);
  });

  it('counts only failures with blocked/record, and forgets on reset', () => {
    const { l } = limiter(2, 1_000);
    expect(l.blocked('k').allowed).toBe(true);
    l.record('k');
    l.record('k');
    expect(l.blocked('k').allowed).toBe(false);
    l.reset('k');
    expect(l.blocked('k').allowed).toBe(true);
  });

  it('drops keys whose attempts have all expired', () => {
    const { l, advance } = limiter(5, 1_000);
    l.hit('a');
    l.hit('b');
    expect(l.size).toBe(2);
    advance(1_001);
    l.blocked('a');
    expect(l.size).toBe(1);
  });
});
