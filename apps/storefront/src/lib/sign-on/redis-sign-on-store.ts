import type { Redis } from 'ioredis';
import { failFastRedis, redisConnected } from '../security/redis-connected';
import { MemorySignOnStore, type SignOnStore } from './sign-on-store';

// Deletes a lock only while it is still its owner's (another process may hold it since).
const DELETE_IF_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end`;

/**
 * The sign-on store of the scaled profile (REDIS_URL): one registry of sign-on sessions, one
 * revoked set and one record of refreshes for every storefront process, so a logout token that
 * reaches one process signs the shopper out on all of them, and a refresh token rotated by one is
 * not presented again by another. Plain Redis strings (`SET ... PX`) and sets (`SADD` +
 * `PEXPIRE`). While Redis is away each process falls back to its own memory (the provider's
 * revocation of the grant still ends the session at its next refresh), and says so once a minute.
 */
export class RedisSignOnStore implements SignOnStore {
  private readonly fallback = new MemorySignOnStore();
  private warned = 0;

  constructor(private readonly redis: Redis) {}

  static fromUrl(url: string): RedisSignOnStore {
    const store = new RedisSignOnStore(failFastRedis(url));
    store.redis.on('error', (error: Error) => store.warn(error.message));
    return store;
  }

  disconnect(): void {
    this.redis.disconnect();
  }

  put(key: string, value: string, ttlMs: number): Promise<void> {
    return this.attempt(
      async (r) => void (await r.set(key, value, 'PX', ttlMs)),
      (m) => m.put(key, value, ttlMs),
    );
  }

  putNew(key: string, value: string, ttlMs: number): Promise<boolean> {
    return this.attempt(
      async (r) => (await r.set(key, value, 'PX', ttlMs, 'NX')) === 'OK',
      (m) => m.putNew(key, value, ttlMs),
    );
  }

  get(key: string): Promise<string | null> {
    return this.attempt(
      (r) => r.get(key),
      (m) => m.get(key),
    );
  }

  hasAny(keys: string[]): Promise<boolean> {
    if (keys.length === 0) return Promise.resolve(false);
    return this.attempt(
      async (r) => (await r.exists(...keys)) > 0,
      (m) => m.hasAny(keys),
    );
  }

  delete(keys: string[]): Promise<void> {
    if (keys.length === 0) return Promise.resolve();
    return this.attempt(
      async (r) => void (await r.del(...keys)),
      (m) => m.delete(keys),
    );
  }

  deleteIf(key: string, value: string): Promise<void> {
    return this.attempt(
      async (r) => void (await r.eval(DELETE_IF_SCRIPT, 1, key, value)),
      (m) => m.deleteIf(key, value),
    );
  }

  addToSets(adds: { key: string; member: string }[], ttlMs: number): Promise<void> {
    if (adds.length === 0) return Promise.resolve();
    return this.attempt(
      async (r) => {
        const batch = r.multi();
        for (const { key, member } of adds) batch.sadd(key, member);
        for (const key of new Set(adds.map((a) => a.key))) batch.pexpire(key, ttlMs);
        const results = await batch.exec();
        const failed = results?.find(([error]) => error);
        if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction aborted');
      },
      (m) => m.addToSets(adds, ttlMs),
    );
  }

  members(key: string): Promise<string[]> {
    return this.attempt(
      (r) => r.smembers(key),
      (m) => m.members(key),
    );
  }

  removeFromSet(key: string, members: string[]): Promise<void> {
    if (members.length === 0) return Promise.resolve();
    return this.attempt(
      async (r) => void (await r.srem(key, ...members)),
      (m) => m.removeFromSet(key, members),
    );
  }

  private async attempt<T>(shared: (redis: Redis) => Promise<T>, local: (memory: MemorySignOnStore) => Promise<T>): Promise<T> {
    try {
      await redisConnected(this.redis);
      return await shared(this.redis);
    } catch (error) {
      this.warn((error as Error).message);
      return local(this.fallback);
    }
  }

  private warn(message: string) {
    if (Date.now() - this.warned < 60_000) return;
    this.warned = Date.now();
    console.warn(`Sign-on store: Redis unavailable (${message}); using this process's memory`);
  }
}
