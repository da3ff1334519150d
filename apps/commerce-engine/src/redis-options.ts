import type { RedisOptions } from 'ioredis';

/**
 * ioredis options from a `redis://[user:password@]host:port/db` URL. Reconnects with a delay
 * that grows to 2 s, so a Redis restart is waited out instead of ending the engine.
 */
export function redisOptions(url: string): RedisOptions {
  const u = new URL(url);
  if (u.protocol !== 'redis:' && u.protocol !== 'rediss:') throw new Error(`REDIS_URL must be redis:// or rediss://, not ${u.protocol}`);
  const db = Number(u.pathname.replace(/^\//, '') || 0);
  return {
    host: u.hostname || '127.0.0.1',
    port: Number(u.port || 6379),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    db: Number.isInteger(db) ? db : 0,
    ...(u.protocol === 'rediss:' ? { tls: {} } : {}),
    retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
  };
}
