import { describe, expect, it } from 'vitest';
import { sealingKey } from './sealing';
import { createSessionRegistry } from './session-registry';
import { MemorySignOnStore } from './sign-on-store';

const key = sealingKey('test-secret-of-sixteen');

function setup(now?: () => number) {
  const store = new MemorySignOnStore(1000, now);
  return { registry: createSessionRegistry({ store, key }) };
}

describe('the session registry', () => {
  it('ends the shop sessions of one provider session (sid), and revokes their engine session and refresh token', async () => {
    const { registry } = setup();
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1' });
    await registry.record({ sub: 'u1', sid: 's2', sessionToken: 'engine-2', refreshToken: 'refresh-2' });
    expect(await registry.isRevoked({ sessionToken: 'engine-1', refreshToken: 'refresh-1' })).toBe(false);
    expect(await registry.end({ sub: 'u1', sid: 's1' })).toEqual(['engine-1']);
    expect(await registry.isRevoked({ sessionToken: 'engine-1' })).toBe(true);
    expect(await registry.isRevoked({ refreshToken: 'refresh-1' })).toBe(true);
    // The account's other session (another browser) goes on.
    expect(await registry.isRevoked({ sessionToken: 'engine-2', refreshToken: 'refresh-2' })).toBe(false);
  });

  it('ends every session of the account for a logout token with sub alone (a password reset)', async () => {
    const { registry } = setup();
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1' });
    await registry.record({ sub: 'u1', sessionToken: 'engine-2', refreshToken: 'refresh-2' });
    await registry.record({ sub: 'u2', sid: 's3', sessionToken: 'engine-3', refreshToken: 'refresh-3' });
    expect((await registry.end({ sub: 'u1' })).sort()).toEqual(['engine-1', 'engine-2']);
    expect(await registry.isRevoked({ refreshToken: 'refresh-2' })).toBe(true);
    expect(await registry.isRevoked({ sessionToken: 'engine-3', refreshToken: 'refresh-3' })).toBe(false);
    // Ended once: a second token for the same account finds nothing left to end.
    expect(await registry.end({ sub: 'u1' })).toEqual([]);
  });

  it('revokes every refresh token a session had, the rotated ones included', async () => {
    const { registry } = setup();
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1' });
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1b' });
    expect(await registry.end({ sid: 's1' })).toEqual(['engine-1']);
    expect(await registry.isRevoked({ refreshToken: 'refresh-1' })).toBe(true);
    expect(await registry.isRevoked({ refreshToken: 'refresh-1b' })).toBe(true);
  });

  it('leaves a session of another account alone when sid and sub do not agree', async () => {
    const { registry } = setup();
    await registry.record({ sub: 'u2', sid: 's1', sessionToken: 'engine-2', refreshToken: 'refresh-2' });
    expect(await registry.end({ sub: 'u1', sid: 's1' })).toEqual([]);
    expect(await registry.isRevoked({ sessionToken: 'engine-2' })).toBe(false);
  });

  it('revokes a sign-on that is recorded after its provider session ended (the logout token came first)', async () => {
    const { registry } = setup();
    expect(await registry.end({ sub: 'u1', sid: 's1' })).toEqual([]);
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1' });
    expect(await registry.isRevoked({ sessionToken: 'engine-1' })).toBe(true);
    await registry.record({ sub: 'u1', sid: 's-new', sessionToken: 'engine-2', refreshToken: 'refresh-2' });
    expect(await registry.isRevoked({ sessionToken: 'engine-2' })).toBe(false);
  });

  it('still revokes a session whose record was sealed with another secret (it cannot end it at the engine)', async () => {
    const store = new MemorySignOnStore();
    await createSessionRegistry({ store, key: sealingKey('an-old-secret-of-sixteen') }).record({
      sub: 'u1',
      sid: 's1',
      sessionToken: 'engine-1',
      refreshToken: 'refresh-1',
    });
    const registry = createSessionRegistry({ store, key });
    expect(await registry.end({ sid: 's1' })).toEqual([]);
    expect(await registry.isRevoked({ sessionToken: 'engine-1' })).toBe(true);
    expect(await registry.isRevoked({ refreshToken: 'refresh-1' })).toBe(true);
  });

  it('keeps the records and the revoked tokens 30 days, as long as the sign-on cookies', async () => {
    let now = 0;
    const { registry } = setup(() => now);
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-1', refreshToken: 'refresh-1' });
    now += 29 * 24 * 3600 * 1000;
    expect(await registry.end({ sid: 's1' })).toEqual(['engine-1']);
    now += 29 * 24 * 3600 * 1000;
    expect(await registry.isRevoked({ sessionToken: 'engine-1' })).toBe(true);
    now += 2 * 24 * 3600 * 1000;
    expect(await registry.isRevoked({ sessionToken: 'engine-1' })).toBe(false);
  });

  it('writes no token in the clear (keys, values or set members)', async () => {
    const written: string[] = [];
    const store = new (class extends MemorySignOnStore {
      override put(k: string, v: string, ttl: number) {
        written.push(k, v);
        return super.put(k, v, ttl);
      }
      override addToSets(adds: { key: string; member: string }[], ttl: number) {
        written.push(...adds.flatMap((a) => [a.key, a.member]));
        return super.addToSets(adds, ttl);
      }
    })();
    const registry = createSessionRegistry({ store, key });
    await registry.record({ sub: 'u1', sid: 's1', sessionToken: 'engine-secret-token', refreshToken: 'refresh-secret-token' });
    await registry.end({ sid: 's1' });
    expect(written.length).toBeGreaterThan(4);
    expect(written.join(' ')).not.toMatch(/engine-secret-token|refresh-secret-token/);
  });

  it('a request without tokens is never revoked', async () => {
    const { registry } = setup();
    expect(await registry.isRevoked({})).toBe(false);
  });
});
