import type { Redis } from 'ioredis';

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
