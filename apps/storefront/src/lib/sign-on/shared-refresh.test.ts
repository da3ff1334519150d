import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { SignOnError, type TokenSet } from './oidc-client';
import { RedisSignOnStore } from './redis-sign-on-store';
import { sealingKey } from './sealing';
import { createSharedRefresh, type RefreshedSignOn } from './shared-refresh';
import { MemorySignOnStore } from './sign-on-store';

const key = sealingKey('test-secret-of-sixteen');
const tokens = (n: number, expiresIn = 900): TokenSet => ({
  accessToken: `access-${n}`,
  idToken: `id-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn,
});
const refreshed = (n: number, expiresIn?: number): RefreshedSignOn => ({ tokens: tokens(n, expiresIn), sub: 'u1', sid: 's1' });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('the shared refresh', () => {
  it('asks the provider once for requests that come together with the same refresh token', async () => {
    const shared = createSharedRefresh({ store: new MemorySignOnStore(), key });
    const attempt = vi.fn(async () => refreshed(2));
    const [a, b] = await Promise.all([shared.run('refresh-1', attempt), shared.run('refresh-1', attempt)]);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(a.tokens.refreshToken).toBe('refresh-2');
    expect(b.tokens.refreshToken).toBe('refresh-2');
  });

  it('gives a later request with the old token (another process, a slow request) the same new tokens, with the access token’s life left', async () => {
    let now = 1_000_000;
    const store = new MemorySignOnStore(1000, () => now);
    const first = createSharedRefresh({ store, key, now: () => now });
    const second = createSharedRefresh({ store, key, now: () => now });
    await first.run('refresh-1', async () => refreshed(2, 900));
    now += 20_000;
    const attempt = vi.fn(async () => refreshed(3));
    const out = await second.run('refresh-1', attempt);
    expect(attempt).not.toHaveBeenCalled();
    expect(out).toEqual({ tokens: { ...tokens(2), expiresIn: 880 }, sub: 'u1', sid: 's1' });
  });

  it('keeps the new tokens 30 s, and never longer than the access token lives', async () => {
    let now = 0;
    const store = new MemorySignOnStore(1000, () => now);
    const shared = createSharedRefresh({ store, key, now: () => now });
    await shared.run('refresh-1', async () => refreshed(2, 900));
    now += 30_000;
    const attempt = vi.fn(async () => refreshed(3));
    expect((await shared.run('refresh-1', attempt)).tokens.refreshToken).toBe('refresh-3');
    await shared.run('short-lived', async () => refreshed(4, 15));
    now += 15_000;
    expect((await shared.run('short-lived', async () => refreshed(5, 15))).tokens.refreshToken).toBe('refresh-5');
  });

  it('shares a refusal for 5 s, so the others do not present a refused token again', async () => {
    let now = 0;
    const store = new MemorySignOnStore(1000, () => now);
    const first = createSharedRefresh({ store, key, now: () => now });
    const second = createSharedRefresh({ store, key, now: () => now });
    await expect(first.run('refresh-1', async () => Promise.reject(new SignOnError(401, 'invalid_grant')))).rejects.toMatchObject({
      status: 401,
    });
    const attempt = vi.fn(async () => refreshed(2));
    await expect(second.run('refresh-1', attempt)).rejects.toMatchObject({ status: 401 });
    expect(attempt).not.toHaveBeenCalled();
    now += 5_000;
    expect((await second.run('refresh-1', attempt)).tokens.refreshToken).toBe('refresh-2');
  });

  it('waits for the refresh another process is doing and takes its new tokens', async () => {
    const store = new MemorySignOnStore();
    const first = createSharedRefresh({ store, key, pollMs: 5 });
    const second = createSharedRefresh({ store, key, pollMs: 5 });
    const provider = deferred<RefreshedSignOn>();
    const running = first.run('refresh-1', () => provider.promise);
    const attempt = vi.fn(async () => refreshed(3));
    const waiting = second.run('refresh-1', attempt);
    await new Promise((resolve) => setTimeout(resolve, 20));
    provider.resolve(refreshed(2));
    expect((await waiting).tokens.refreshToken).toBe('refresh-2');
    expect((await running).tokens.refreshToken).toBe('refresh-2');
    expect(attempt).not.toHaveBeenCalled();
  });

  it('gives up with a 503 when the other process’s refresh does not finish in time', async () => {
    const store = new MemorySignOnStore();
    const first = createSharedRefresh({ store, key });
    const second = createSharedRefresh({ store, key, waitMs: 30, pollMs: 5 });
    void first.run('refresh-1', () => new Promise<RefreshedSignOn>(() => {}));
    await expect(second.run('refresh-1', async () => refreshed(3))).rejects.toMatchObject({ status: 503 });
  });

  it('holds no token in the clear in the store', async () => {
    const written: string[] = [];
    const store = new (class extends MemorySignOnStore {
      override put(k: string, v: string, ttl: number) {
        written.push(k, v);
        return super.put(k, v, ttl);
      }
    })();
    await createSharedRefresh({ store, key }).run('refresh-old-secret', async () => refreshed(2));
    expect(written.join(' ')).not.toMatch(/refresh-old-secret|refresh-2|access-2/);
  });
});

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('the shared refresh across storefront processes (Redis)', () => {
  const a = RedisSignOnStore.fromUrl('redis://127.0.0.1:6379/15');
  const b = RedisSignOnStore.fromUrl('redis://127.0.0.1:6379/15');
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });

  it('asks the provider once when two processes refresh the same token at once', async () => {
    const token = `refresh-${randomUUID()}`;
    const attempt = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 30));
      return refreshed(2);
    });
    const [one, two] = await Promise.all([
      createSharedRefresh({ store: a, key, pollMs: 5 }).run(token, attempt),
      createSharedRefresh({ store: b, key, pollMs: 5 }).run(token, attempt),
    ]);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(one.tokens.refreshToken).toBe('refresh-2');
    expect(two.tokens.refreshToken).toBe('refresh-2');
  });
});
