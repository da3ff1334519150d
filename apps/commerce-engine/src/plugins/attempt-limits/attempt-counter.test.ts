import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MemoryAttemptCounter, RedisAttemptCounter } from './attempt-counter';

describe('MemoryAttemptCounter', () => {
  it('counts within a window and starts again after it', async () => {
    let now = 1_000;
    const counter = new MemoryAttemptCounter(() => now);
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await counter.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(await counter.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets ended windows once it holds many', async () => {
    let now = 0;
    const counter = new MemoryAttemptCounter(() => now);
    for (let i = 0; i <= 10_000; i++) await counter.hit(`k${i}`, 1000);
    now = 2000;
    await counter.hit('new', 1000);
    expect(counter.size).toBe(1);
  });
});

// Against the machine's Redis (started on every machine of this kind and in CI).
describe('RedisAttemptCounter', () => {
  it('shares counts between two processes (two counters, one Redis) and ends the window', async () => {
    const a = new RedisAttemptCounter({ host: '127.0.0.1', port: 6379, db: 15 });
    const b = new RedisAttemptCounter({ host: '127.0.0.1', port: 6379, db: 15 });
    const key = `test:${randomUUID()}`;
    try {
      expect((await a.hit(key, 300)).count).toBe(1);
      const second = await b.hit(key, 300);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(300);
      await new Promise((r) => setTimeout(r, 350));
      expect((await a.hit(key, 300)).count).toBe(1);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps counting in memory while Redis is away, and says so once', async () => {
    const warnings: string[] = [];
    const away = new RedisAttemptCounter({ host: '127.0.0.1', port: 1, retryStrategy: () => null }, (m) => warnings.push(m));
    try {
      expect((await away.hit('k', 60_000)).count).toBe(1);
      expect((await away.hit('k', 60_000)).count).toBe(2);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatch(/Redis unavailable/);
    } finally {
      await away.close();
    }
  });
});
