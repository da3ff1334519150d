import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerToken } from './serialise-mutations';
import { LocalSessionLock, RedisSessionLock, sessionKey, type SessionLock } from './session-lock';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs `count` read-change-write steps on one counter under the lock(s), all at once. */
async function racingIncrements(locks: SessionLock | SessionLock[], key: string, count: number) {
  const all = Array.isArray(locks) ? locks : [locks];
  let counter = 0;
  let inside = 0;
  let most = 0;
  await Promise.all(
    Array.from({ length: count }, async (_, i) => {
      const release = await all[i % all.length]!.acquire(key);
      inside++;
      most = Math.max(most, inside);
      const read = counter;
      await wait(Math.random() * 5);
      counter = read + 1;
      inside--;
      await release();
    }),
  );
  return { counter, most };
}

describe('LocalSessionLock', () => {
  it('lets one holder at a time change a session, in arrival order, and forgets the key after', async () => {
    const lock = new LocalSessionLock();
    const order: number[] = [];
    await Promise.all(
      [0, 1, 2, 3].map(async (n) => {
        const release = await lock.acquire('s');
        order.push(n);
        await wait(2);
        await release();
      }),
    );
    expect(order).toEqual([0, 1, 2, 3]);
    expect(await racingIncrements(lock, 's', 20)).toEqual({ counter: 20, most: 1 });
    expect(lock.size).toBe(0);
  });

  it('does not hold up another session', async () => {
    const lock = new LocalSessionLock();
    const held = await lock.acquire('a');
    const started = Date.now();
    const other = await lock.acquire('b');
    expect(Date.now() - started).toBeLessThan(50);
    await other();
    await held();
  });

  it('takes the lock from a holder that keeps it past its lease, and says so', async () => {
    const warnings: string[] = [];
    const lock = new LocalSessionLock({ leaseMs: 50, waitMs: 5_000 }, (m) => warnings.push(m));
    await lock.acquire('s'); // never released
    const started = Date.now();
    const next = await lock.acquire('s');
    expect(Date.now() - started).toBeGreaterThanOrEqual(40);
    expect(warnings.join()).toMatch(/held a session's lock for 50 ms/);
    await next();
  });

  it('a waiter goes on after waitMs rather than wait for ever', async () => {
    const warnings: string[] = [];
    const lock = new LocalSessionLock({ leaseMs: 10_000, waitMs: 30 }, (m) => warnings.push(m));
    const first = await lock.acquire('s');
    const second = await lock.acquire('s');
    expect(warnings.join()).toMatch(/going on without the lock/);
    await second();
    await first();
  });
});

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('RedisSessionLock', () => {
  const options = { host: '127.0.0.1', port: 6379, db: 15 };

  it('serialises one session across two processes (two locks, one Redis)', async () => {
    const a = new RedisSessionLock(options);
    const b = new RedisSessionLock(options);
    try {
      expect(await racingIncrements([a, b], randomUUID(), 16)).toEqual({ counter: 16, most: 1 });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('keeps serialising within the process while Redis is away, and says so', async () => {
    const warnings: string[] = [];
    const away = new RedisSessionLock({ host: '127.0.0.1', port: 1, retryStrategy: () => null }, {}, (m) => warnings.push(m));
    try {
      expect(await racingIncrements(away, 's', 10)).toEqual({ counter: 10, most: 1 });
      expect(warnings.join()).toMatch(/Redis unavailable/);
    } finally {
      await away.close();
    }
  });
});

describe('session keys', () => {
  it('name a session without its token', () => {
    const token = 'a'.repeat(40);
    expect(sessionKey(token)).toHaveLength(32);
    expect(sessionKey(token)).not.toContain('aaaa');
    expect(sessionKey(token)).toBe(sessionKey(token));
    expect(sessionKey(token)).not.toBe(sessionKey(`${token}b`));
  });

  it('come from the bearer header only', () => {
    expect(bearerToken('Bearer abc123')).toBe('abc123');
    expect(bearerToken('bearer  abc123 ')).toBe('abc123');
    expect(bearerToken('Basic abc')).toBeUndefined();
    expect(bearerToken('Bearer')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
  });
});
