import { describe, expect, it } from 'vitest';
import { redisOptions } from './redis-options';

describe('redisOptions', () => {
  it('reads host, port and database', () => {
    expect(redisOptions('redis://127.0.0.1:6380/2')).toMatchObject({ host: '127.0.0.1', port: 6380, db: 2 });
    expect(redisOptions('redis://cache')).toMatchObject({ host: 'cache', port: 6379, db: 0 });
  });

  it('reads credentials and TLS', () => {
    const o = redisOptions('rediss://shop:p%40ss@cache.example:6390');
    expect(o).toMatchObject({ username: 'shop', password: 'p@ss', tls: {} });
  });

  it('waits longer between reconnects, up to 2 s', () => {
    const retry = redisOptions('redis://x').retryStrategy!;
    expect([1, 5, 50].map((n) => retry(n))).toEqual([200, 1000, 2000]);
  });

  it('refuses another scheme', () => {
    expect(() => redisOptions('http://cache:6379')).toThrow(/redis:\/\//);
  });
});
