import type { Redis } from 'ioredis';
import { redisConnected } from './redis-connected';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rate-limit';

// One count per key and window: the first hit of a window starts its expiry.
const HIT_SCRIPT = `local n = redis.call('INCR', KEYS[1]) if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return n`;

/**
 * The rate limits of the scaled profile (REDIS_URL): one count per key for every storefront
 * process, so that two processes behind nginx do not each allow the limit
 * (`talat:rl:<name>:<key>`, INCR and PEXPIRE in one script). While Redis is away each process
 * counts in its own memory, and says so once a minute.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly fallback;
  private warned = 0;

  constructor(
    private readonly redis: Redis,
    private readonly name: string,
    private readonly options: RateLimitOptions,
  ) {
    this.fallback = createRateLimiter(options);
  }

  async hit(key: string): Promise<boolean> {
    try {
      await redisConnected(this.redis);
      const count = Number(await this.redis.eval(HIT_SCRIPT, 1, `talat:rl:${this.name}:${key}`, this.options.windowMs));
      return count <= this.options.limit;
    } catch (error) {
      this.warn((error as Error).message);
      return this.fallback.count(key);
    }
  }

  private warn(message: string) {
    if (Date.now() - this.warned < 60_000) return;
    this.warned = Date.now();
    console.warn(`Rate limits: Redis unavailable (${message}); counting in this process's memory`);
  }
}
