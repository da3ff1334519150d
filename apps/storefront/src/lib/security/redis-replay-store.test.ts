import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisReplayStore } from './redis-replay-store';

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('RedisReplayStore', () => {
  const a = new RedisReplayStore('redis://127.0.0.1:6379/15');
  const b = new RedisReplayStore('redis://127.0.0.1:6379/15');
  afterAll(() => new Promise((done) => setTimeout(done, 10)));

  it('lets a signature be used once across two processes (two stores, one Redis)', async () => {
    const key = randomUUID();
    const now = Date.now();
    expect(await a.claim(key, now + 60_000, now)).toBe(true);
    expect(await b.claim(key, now + 60_000, now)).toBe(false);
    expect(await a.claim(key, now + 60_000, now)).toBe(false);
  });

  it('falls back to its own memory while Redis is away', async () => {
    const away = new RedisReplayStore('redis://127.0.0.1:1/0');
    const key = randomUUID();
    const now = Date.now();
    expect(await away.claim(key, now + 60_000, now)).toBe(true);
    expect(await away.claim(key, now + 60_000, now)).toBe(false);
  });
});
