/**
 * The small records the sign-on keeps between requests (the session registry, the revoked set,
 * shared refreshes, seen logout tokens): string values and sets of strings, each with a time to
 * live. `MemorySignOnStore` serves one Node.js process (the embedded profile);
 * `RedisSignOnStore` (redis-sign-on-store.ts) every storefront process of the scaled profile.
 * Keys are whole (`talat:so:...`); values that hold a token are sealed (sealing.ts) by the caller.
 */
export interface SignOnStore {
  /** Sets `key` to `value` for `ttlMs`. */
  put(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets `key` only when it is absent (or expired); true when it was set. */
  putNew(key: string, value: string, ttlMs: number): Promise<boolean>;
  get(key: string): Promise<string | null>;
  /** Whether at least one of `keys` holds a value (one round trip). */
  hasAny(keys: string[]): Promise<boolean>;
  delete(keys: string[]): Promise<void>;
  /** Deletes `key` only while it holds `value` (the owner of a lock releasing it). */
  deleteIf(key: string, value: string): Promise<void>;
  /** Adds each member to its set; each set touched lives `ttlMs` from now. */
  addToSets(adds: { key: string; member: string }[], ttlMs: number): Promise<void>;
  members(key: string): Promise<string[]>;
  removeFromSet(key: string, members: string[]): Promise<void>;
}

interface Held {
  until: number;
  value: string | Set<string>;
}

/**
 * The store in this process's memory. `maxEntries` bounds it: past it the oldest records go
 * first (a registry entry dropped that way can no longer be ended by a logout token; the
 * provider's revocation of the grant still ends the session at its next refresh).
 */
export class MemorySignOnStore implements SignOnStore {
  private readonly held = new Map<string, Held>();
  private sweptAt = 0;

  constructor(
    private readonly maxEntries = 200_000,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.held.size;
  }

  async put(key: string, value: string, ttlMs: number): Promise<void> {
    this.set(key, { until: this.now() + ttlMs, value });
  }

  async putNew(key: string, value: string, ttlMs: number): Promise<boolean> {
    if (this.live(key)) return false;
    this.set(key, { until: this.now() + ttlMs, value });
    return true;
  }

  async get(key: string): Promise<string | null> {
    const value = this.live(key)?.value;
    return typeof value === 'string' ? value : null;
  }

  async hasAny(keys: string[]): Promise<boolean> {
    return keys.some((key) => this.live(key) !== undefined);
  }

  async delete(keys: string[]): Promise<void> {
    for (const key of keys) this.held.delete(key);
  }

  async deleteIf(key: string, value: string): Promise<void> {
    if (this.live(key)?.value === value) this.held.delete(key);
  }

  async addToSets(adds: { key: string; member: string }[], ttlMs: number): Promise<void> {
    const until = this.now() + ttlMs;
    for (const { key, member } of adds) {
      const current = this.live(key)?.value;
      const set = current instanceof Set ? current : new Set<string>();
      set.add(member);
      this.set(key, { until, value: set });
    }
  }

  async members(key: string): Promise<string[]> {
    const value = this.live(key)?.value;
    return value instanceof Set ? [...value] : [];
  }

  async removeFromSet(key: string, members: string[]): Promise<void> {
    const value = this.live(key)?.value;
    if (!(value instanceof Set)) return;
    for (const member of members) value.delete(member);
    if (value.size === 0) this.held.delete(key);
  }

  private live(key: string): Held | undefined {
    const held = this.held.get(key);
    if (held && held.until <= this.now()) {
      this.held.delete(key);
      return undefined;
    }
    return held;
  }

  /** Re-inserts `key` (Map order is then last-written first-out) and keeps the bounds. */
  private set(key: string, held: Held): void {
    this.held.delete(key);
    this.held.set(key, held);
    const now = this.now();
    if (now - this.sweptAt > 60_000) {
      this.sweptAt = now;
      for (const [k, h] of this.held) if (h.until <= now) this.held.delete(k);
    }
    for (const oldest of this.held.keys()) {
      if (this.held.size <= this.maxEntries) break;
      this.held.delete(oldest);
    }
  }
}
