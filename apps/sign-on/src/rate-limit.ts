export interface RateLimiterOptions {
  /** Attempts allowed in any window of `windowMs` (sliding). */
  max: number;
  windowMs: number;
  now?: () => number;
}

export interface Verdict {
  allowed: boolean;
  /** Seconds until one more attempt is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding-window counter per key, in memory (one process; a restart forgets). `hit` counts an
 * attempt when it is allowed; `blocked` and `record` let a caller count only failures.
 */
export class RateLimiter {
  private readonly attempts = new Map<string, number[]>();
  private readonly now: () => number;
  private operations = 0;

  constructor(private readonly options: RateLimiterOptions) {
    this.now = options.now ?? Date.now;
  }

  private recent(key: string, now: number): number[] {
    const since = now - this.options.windowMs;
    const list = (this.attempts.get(key) ?? []).filter((t) => t > since);
    if (list.length) this.attempts.set(key, list);
    else this.attempts.delete(key);
    if (++this.operations % 1000 === 0) this.sweep(now);
    return list;
  }

  private verdict(list: number[], now: number): Verdict {
    if (list.length < this.options.max) return { allowed: true, retryAfterSeconds: 0 };
    const oldest = list[list.length - this.options.max] ?? now;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.options.windowMs - now) / 1000)) };
  }

  /** Whether another attempt would be refused, without counting one. */
  blocked(key: string): Verdict {
    const now = this.now();
    return this.verdict(this.recent(key, now), now);
  }

  /** Counts an attempt (a failure, for callers counting only those). */
  record(key: string): void {
    const now = this.now();
    this.attempts.set(key, [...this.recent(key, now), now]);
  }

  /** Counts an attempt if it is allowed; a refused attempt is not counted. */
  hit(key: string): Verdict {
    const now = this.now();
    const list = this.recent(key, now);
    const verdict = this.verdict(list, now);
    if (verdict.allowed) this.attempts.set(key, [...list, now]);
    return verdict;
  }

  reset(key: string): void {
    this.attempts.delete(key);
  }

  /** Number of keys held (for tests and the sweep). */
  get size(): number {
    return this.attempts.size;
  }

  private sweep(now: number): void {
    const since = now - this.options.windowMs;
    for (const [key, list] of this.attempts) {
      if (!list.some((t) => t > since)) this.attempts.delete(key);
    }
  }
}
