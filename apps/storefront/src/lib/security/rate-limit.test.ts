import { describe, expect, it } from 'vitest';
import { clientAddress, createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows the limit per window, refuses more, and opens again in the next window', () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 1000 });
    expect(limiter.count('a', 0)).toBe(true);
    expect(limiter.count('a', 10)).toBe(true);
    expect(limiter.count('a', 20)).toBe(false);
    expect(limiter.count('b', 20)).toBe(true);
    expect(limiter.count('a', 1000)).toBe(true);
  });

  it('counts the same through hit, asynchronously', async () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000 });
    expect(await limiter.hit('a')).toBe(true);
    expect(await limiter.hit('a')).toBe(false);
  });

  it('keeps at most maxKeys windows', () => {
    const limiter = createRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 2 });
    limiter.count('a', 0);
    limiter.count('b', 0);
    limiter.count('c', 0);
    // 'a' was dropped, so it starts a fresh window.
    expect(limiter.count('a', 1)).toBe(true);
    expect(limiter.count('c', 1)).toBe(false);
  });
});

describe('clientAddress', () => {
  it("is the address the storefront's server set, never what a client wrote in X-Forwarded-For or X-Real-IP", () => {
    const spoofed = { 'x-forwarded-for': '1.1.1.1', 'x-real-ip': '2.2.2.2' };
    expect(clientAddress(new Request('http://shop.test/', { headers: { ...spoofed, 'x-talat-client-address': '203.0.113.9' } }))).toBe(
      '203.0.113.9',
    );
    expect(clientAddress(new Request('http://shop.test/', { headers: spoofed }))).toBe('unknown');
  });
});
