import { createHash, randomUUID } from 'node:crypto';
import { Redis, type RedisOptions } from 'ioredis';

/** Gives back a held lock. Safe to call more than once. */
export type Release = () => Promise<void>;

/**
 * One writer at a time per key (here: per shopper session). `acquire` waits for the holder
 * before it; a holder that never gives its lock back loses it after `leaseMs`, and a waiter
 * that waits longer than `waitMs` goes on without it (logged): a stuck request must not stop
 * a shopper's cart for good.
 */
export interface SessionLock {
  acquire(key: string): Promise<Release>;
  close(): Promise<void>;
}

export interface LockTimings {
  /** How long a holder keeps the lock at most (default 15 s). */
  leaseMs: number;
  /** How long a waiter waits at most before it goes on without the lock (default 10 s). */
  waitMs: number;
}

const DEFAULT_TIMINGS: LockTimings = { leaseMs: 15_000, waitMs: 10_000 };

/** A key that names a session without carrying its token (which is a secret). */
export function sessionKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url').slice(0, 32);
}

/** The lock within one process: each key's holders form a queue of promises. */
export class LocalSessionLock implements SessionLock {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly timings: LockTimings;

  constructor(
    timings: Partial<LockTimings> = {},
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
  }

  async acquire(key: string): Promise<Release> {
    const before = this.tails.get(key) ?? Promise.resolve();
    let free!: () => void;
    const mine = new Promise<void>((resolve) => (free = resolve));
    const tail = before.then(() => mine);
    this.tails.set(key, tail);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.timings.waitMs);
      timer.unref();
    });
    const waited = await Promise.race([before.then(() => true), timedOut]);
    clearTimeout(timer);
    if (!waited) this.warn(`waited ${this.timings.waitMs} ms for a session's earlier request; going on without the lock`);
    let released = false;
    const release = async () => {
      if (released) return;
      released = true;
      clearTimeout(lease);
      free();
      if (this.tails.get(key) === tail) this.tails.delete(key);
    };
    const lease = setTimeout(() => {
      this.warn(`a request held a session's lock for ${this.timings.leaseMs} ms; giving it to the next`);
      void release();
    }, this.timings.leaseMs);
    lease.unref();
    return release;
  }

  /** Keys with a holder or waiters (for tests: nothing is left behind). */
  get size(): number {
    return this.tails.size;
  }

  async close(): Promise<void> {}
}

// Deletes the lock only if it is still ours (a lease that ran out may have passed it on).
const RELEASE_SCRIPT = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/**
 * The lock across processes (the scaled profile): requests of one process queue in its memory
 * first, then the head of the queue takes `talat:session-lock:<key>` in Redis with
 * `SET NX PX lease`, trying again every 10-30 ms. While Redis is away the process's own lock
 * still holds (one serving engine process, as the scaled profile runs it), and that is logged.
 */
export class RedisSessionLock implements SessionLock {
  private readonly local: LocalSessionLock;
  private readonly redis: Redis;
  private readonly timings: LockTimings;

  constructor(
    options: RedisOptions,
    timings: Partial<LockTimings> = {},
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.timings = { ...DEFAULT_TIMINGS, ...timings };
    this.local = new LocalSessionLock(this.timings, warn);
    this.redis = new Redis({ ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
    this.redis.on('error', () => {});
  }

  async acquire(key: string): Promise<Release> {
    const releaseLocal = await this.local.acquire(key);
    const redisKey = `talat:session-lock:${key}`;
    const token = randomUUID();
    const deadline = Date.now() + this.timings.waitMs;
    let held = false;
    try {
      await this.connected();
      while (!held) {
        held = (await this.redis.set(redisKey, token, 'PX', this.timings.leaseMs, 'NX')) === 'OK';
        if (held) break;
        if (Date.now() >= deadline) {
          this.warn(`waited ${this.timings.waitMs} ms for a session's lock in Redis; going on without it`);
          break;
        }
        await delay(10 + Math.random() * 20);
      }
    } catch (error) {
      this.warn(`Redis unavailable for session locks (${(error as Error).message}); this process's lock only`);
    }
    return async () => {
      if (held) {
        held = false;
        await this.redis.eval(RELEASE_SCRIPT, 1, redisKey, token).catch(() => undefined);
      }
      await releaseLocal();
    };
  }

  /** Waits up to a second for a connection still being opened (the first requests after a start). */
  private async connected(): Promise<void> {
    if (this.redis.status !== 'connecting' && this.redis.status !== 'connect') return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms).unref());
}
