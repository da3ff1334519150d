import { Redis, type RedisOptions } from 'ioredis';

/** One attempt counted in a fixed window: how many so far in it, and when it ends. */
export interface Hit {
  count: number;
  resetInMs: number;
}

/** Counts attempts per key in fixed windows (the first attempt opens a window of `windowMs`). */
export interface AttemptCounter {
  hit(key: string, windowMs: number): Promise<Hit>;
  close(): Promise<void>;
}

/** Counts in this process's memory (the embedded profile: one engine process). */
export class MemoryAttemptCounter implements AttemptCounter {
  private readonly windows = new Map<string, { count: number; endsAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, windowMs: number): Promise<Hit> {
    const now = this.now();
    if (this.windows.size > 10_000) this.prune(now);
    let window = this.windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { count: 0, endsAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return { count: window.count, resetInMs: window.endsAt - now };
  }

  /** Keys with an open window (tests: nothing grows without bound). */
  get size(): number {
    return this.windows.size;
  }

  private prune(now: number): void {
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }

  async close(): Promise<void> {}
}

// INCR, and the window's expiry set by the attempt that opened it; answers the count and the time left.
const HIT_SCRIPT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {n, ttl}`;

/**
 * Counts in Redis (`talat:attempts:<key>`), so that every engine process of the scaled profile
 * shares them. While Redis is away the process counts in its own memory (and says so once), so a
 * Redis outage neither stops sign-in nor lifts the limits.
 */
export class RedisAttemptCounter implements AttemptCounter {
  private readonly redis: Redis;
  private readonly fallback = new MemoryAttemptCounter();
  private warned = false;
  /** The first connection (at most 1 s): attempts right after start do not fall back needlessly. */
  private readonly connected: Promise<void>;

  constructor(
    options: RedisOptions,
    private readonly warn: (message: string) => void = () => {},
  ) {
    this.redis = new Redis({ ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
    this.redis.on('error', () => {});
    this.connected = new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 1000);
      timer.unref();
      this.redis.once('ready', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  async hit(key: string, windowMs: number): Promise<Hit> {
    await this.connected;
    try {
      const [count, ttl] = (await this.redis.eval(HIT_SCRIPT, 1, `talat:attempts:${key}`, String(windowMs))) as [number, number];
      this.warned = false;
      return { count, resetInMs: ttl };
    } catch (e) {
      if (!this.warned) this.warn(`Redis unavailable for attempt counts (${(e as Error).message}); counting in this process meanwhile`);
      this.warned = true;
      return this.fallback.hit(key, windowMs);
    }
  }

  async close(): Promise<void> {
    this.redis.disconnect();
  }
}
