import 'server-only';
import type { Redis } from 'ioredis';
import { createRateLimiter, type RateLimiter, type RateLimitOptions } from './rate-limit';
import { failFastRedis } from './redis-connected';
import { RedisRateLimiter } from './redis-rate-limit';

const limiters = new Map<string, RateLimiter>();
let redis: Redis | undefined;

/**
 * The named limiter of this process: shared in Redis by every storefront process when
 * REDIS_URL is set (the scaled profile), else in memory. One per name, made on first use.
 */
export function rateLimiter(name: string, options: RateLimitOptions): RateLimiter {
  let limiter = limiters.get(name);
  if (!limiter) {
    const url = process.env.REDIS_URL;
    if (url) redis ??= failFastRedis(url);
    limiter = redis ? new RedisRateLimiter(redis, name, options) : createRateLimiter(options);
    limiters.set(name, limiter);
  }
  return limiter;
}
