import { CLIENT_ADDRESS_HEADER } from '@talat/service-kit/headers';

/**
 * A fixed-window rate limiter: at most `limit` hits per key in each `windowMs`. In memory it
 * is one process's view; the scaled profile's storefront processes share their counts in
 * Redis (redis-rate-limit.ts) behind the same interface.
 */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit in the current window. */
  hit(key: string): Promise<boolean>;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
}

/** The limiter in this process's memory; `hit` takes the time for tests. */
export interface MemoryRateLimiter extends RateLimiter {
  hit(key: string, now?: number): Promise<boolean>;
  /** The same count, synchronously. */
  count(key: string, now?: number): boolean;
}

export function createRateLimiter(options: RateLimitOptions & { maxKeys?: number }): MemoryRateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    async hit(key, now = Date.now()) {
      return this.count(key, now);
    },
    count(key, now = Date.now()) {
      let w = windows.get(key);
      if (!w || now - w.start >= options.windowMs) {
        if (!w && windows.size >= maxKeys) {
          // Drop the oldest window first (Map keeps insertion order).
          const oldest = windows.keys().next().value;
          if (oldest !== undefined) windows.delete(oldest);
        }
        w = { start: now, count: 0 };
        windows.delete(key);
        windows.set(key, w);
      }
      w.count += 1;
      return w.count <= options.limit;
    },
  };
}

/**
 * The client address of a request, the key of its limits: what the storefront's server found
 * (server/client-address.ts: the connection, or X-Forwarded-For through trusted proxies only),
 * set on every request it hands to Next.js in place of anything a client sent. `unknown` only
 * for a request that did not come through that server (tests).
 */
export function clientAddress(request: Request): string {
  return request.headers.get(CLIENT_ADDRESS_HEADER) || 'unknown';
}
