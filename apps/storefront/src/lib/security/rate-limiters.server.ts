import 'server-only';
import { API_METHODS, methodsOf, type ApiArea, type RateLimitBudget } from '@talat/sdk';
import type { Redis } from 'ioredis';
import { getEnv } from '../config/env.server';
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

/**
 * The limiter of each rate-limited method of one API area (the rows' `rateLimit` budget in
 * @talat/sdk's method table), made on first use; methods of one budget share its limiter.
 */
export function limitersOfArea(area: ApiArea, budget = budgetLimiter): Partial<Record<string, RateLimiter>> {
  const byMethod: Partial<Record<string, RateLimiter>> = {};
  for (const method of methodsOf(area)) {
    const name = API_METHODS[method].rateLimit;
    if (name) Object.defineProperty(byMethod, method, { enumerable: true, get: () => budget(name) });
  }
  return byMethod;
}

/**
 * Each budget's limiter, sized by its setting, per client and minute: reviews; coupon and
 * gift-card codes (guessable by trying: one budget for both); newsletter emails and links; guests'
 * order lookups (an order number and email, guessable by trying).
 */
export function budgetLimiter(name: RateLimitBudget): RateLimiter {
  const env = getEnv();
  const limit = {
    reviews: env.REVIEW_RATE_LIMIT,
    codes: env.CODE_RATE_LIMIT,
    newsletter: env.NEWSLETTER_RATE_LIMIT,
    lookups: env.ORDER_LOOKUP_RATE_LIMIT,
  }[name];
  return rateLimiter(name, { limit, windowMs: 60_000 });
}
