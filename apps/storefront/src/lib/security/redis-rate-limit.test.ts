import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { failFastRedis } from './redis-connected';
import { RedisRateLimiter } from './redis-rate-limit';

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('RedisRateLimiter', () => {
  const redisA = failFastRedis('redis://127.0.0.1:6379/15');
  const redisB = failFastRedis('redis://127.0.0.1:6379/15');
  afterAll(() => {
    redisA.disconnect();
    redisB.disconnect();
  });

  it('holds one count across two processes (two limiters, one Redis)', async () => {
    const name = `test-${randomUUID()}`;
    const a = new RedisRateLimiter(redisA, name, { limit: 3, windowMs: 60_000 });
    const b = new RedisRateLimiter(redisB, name, { limit: 3, windowMs: 60_000 });
    const answers = [await a.hit('203.0.113.1'), await b.hit('203.0.113.1'), await a.hit('203.0.113.1'), await b.hit('203.0.113.1')];
    expect(answers).toEqual([true, true, true, false]);
    expect(await a.hit('203.0.113.2')).toBe(true);
  });

  it('opens again when the window ends', async () => {
    const limiter = new RedisRateLimiter(redisA, `test-${randomUUID()}`, { limit: 1, windowMs: 150 });
    expect(await limiter.hit('k')).toBe(true);
    expect(await limiter.hit('k')).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await limiter.hit('k')).toBe(true);
  });

  it("counts in the process's memory while Redis is away", async () => {
    const away = failFastRedis('redis://127.0.0.1:1/0');
    try {
      const limiter = new RedisRateLimiter(away, 'away', { limit: 2, windowMs: 60_000 });
      expect([await limiter.hit('k'), await limiter.hit('k'), await limiter.hit('k')]).toEqual([true, true, false]);
    } finally {
      away.disconnect();
    }
  });
});
