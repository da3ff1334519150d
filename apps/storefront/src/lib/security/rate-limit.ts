/**
 * A fixed-window rate limiter in memory: at most `limit` hits per key in each `windowMs`.
 * One process's view; with several storefront processes each counts its own share (the
 * scaled profile gives them a shared store behind the same interface).
 */
export interface RateLimiter {
  /** Counts a hit; false when the key is over its limit in the current window. */
  hit(key: string, now?: number): boolean;
}

export function createRateLimiter(options: { limit: number; windowMs: number; maxKeys?: number }): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  const maxKeys = options.maxKeys ?? 50_000;
  return {
    hit(key, now = Date.now()) {
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

/** The client address of a request: the first X-Forwarded-For hop when a proxy is trusted, else a constant. */
export function clientAddress(request: Request, trustProxy: boolean): string {
  if (!trustProxy) return request.headers.get('x-real-ip') ?? 'direct';
  const forwarded = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  return forwarded || request.headers.get('x-real-ip') || 'direct';
}
