import { Redis } from 'ioredis';

/**
 * A client for the storefront's small Redis records (rate-limit counts, used signatures) that
 * fails at once while Redis is away (no queue of commands waiting for it), so each caller falls
 * back to its process's memory instead of holding a shopper's request.
 */
export function failFastRedis(url: string): Redis {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 1000 });
  redis.on('error', () => {});
  return redis;
}

/**
 * Waits up to a second for a connection still being opened (the first requests after a start),
 * for clients made with `enableOfflineQueue: false`, which refuse commands until connected.
 */
export async function redisConnected(redis: Redis): Promise<void> {
  if (redis.status !== 'connecting' && redis.status !== 'connect') return;
  await new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, 1000);
    redis.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
}
