/**
 * Remembers request signatures already used, until they expire, so a signed request cannot be
 * replayed inside its time window.
 *
 * `MemoryReplayStore` lives in one Node.js process. With several storefront processes (more than
 * one instance, or a cluster) a signature used on one could be replayed on another: give them a
 * shared store implementing `ReplayStore`, e.g. Redis with
 * `SET talat:sig:<signature> 1 PXAT <expiresAt> NX` (claimed when the answer is OK).
 */
export interface ReplayStore {
  /**
   * Records `key` until `expiresAt` (ms since the epoch). True the first time; false when the key
   * is already recorded and not yet expired (a replay).
   */
  claim(key: string, expiresAt: number, now: number): boolean | Promise<boolean>;
}

export class MemoryReplayStore implements ReplayStore {
  private readonly seen = new Map<string, number>();

  /**
   * `maxEntries` bounds memory: past it the oldest entries are dropped (they could then be
   * replayed until they expire; a replayed cart creation only makes another empty cart).
   */
  constructor(private readonly maxEntries = 100_000) {}

  claim(key: string, expiresAt: number, now: number): boolean {
    this.prune(now);
    const until = this.seen.get(key);
    if (until !== undefined && until > now) return false;
    this.seen.delete(key);
    this.seen.set(key, expiresAt);
    for (const oldest of this.seen.keys()) {
      if (this.seen.size <= this.maxEntries) break;
      this.seen.delete(oldest);
    }
    return true;
  }

  get size(): number {
    return this.seen.size;
  }

  /** Drops expired entries from the front (insertion order is close to expiry order). */
  private prune(now: number): void {
    for (const [key, until] of this.seen) {
      if (until > now) break;
      this.seen.delete(key);
    }
  }
}
