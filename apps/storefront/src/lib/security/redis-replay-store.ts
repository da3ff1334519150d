import type { Redis } from 'ioredis';
import { failFastRedis, redisConnected } from './redis-connected';
import { MemoryReplayStore, type ReplayStore } from './replay-store';

/**
 * The replay store of the scaled profile (REDIS_URL): one record of used signatures for every
 * storefront process, so a signature used on one process cannot be replayed on another
 * (`SET talat:sig:<key> 1 PXAT <expiresAt> NX`). While Redis is away each process falls back
 * to its own memory, and says so once a minute.
 */
export class RedisReplayStore implements ReplayStore {
  private readonly redis: Redis;
  private readonly fallback = new MemoryReplayStore();
  private warned = 0;

  constructor(url: string) {
    this.redis = failFastRedis(url);
    this.redis.on('error', (error: Error) => this.warn(error.message));
  }

  async claim(key: string, expiresAt: number, now: number): Promise<boolean> {
    try {
      await redisConnected(this.redis);
      return (await this.redis.set(`talat:sig:${key}`, '1', 'PXAT', expiresAt, 'NX')) === 'OK';
    } catch (error) {
      this.warn((error as Error).message);
      return this.fallback.claim(key, expiresAt, now);
    }
  }

  private warn(message: string) {
    if (Date.now() - this.warned < 60_000) return;
    this.warned = Date.now();
    console.warn(`Replay store: Redis unavailable (${message}); using this process's memory`);
  }
}
