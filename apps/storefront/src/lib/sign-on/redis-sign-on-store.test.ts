import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { RedisSignOnStore } from './redis-sign-on-store';

// Against the machine's Redis (started on every machine of this kind and in CI), database 15.
describe('the sign-on store in Redis', () => {
  const a = RedisSignOnStore.fromUrl('redis://127.0.0.1:6379/15');
  const b = RedisSignOnStore.fromUrl('redis://127.0.0.1:6379/15');
  afterAll(() => {
    a.disconnect();
    b.disconnect();
  });
  const key = (name: string) => `talat:test:${randomUUID()}:${name}`;

  it('shares values, first uses and locks between two processes (two stores, one Redis)', async () => {
    const value = key('v');
    await a.put(value, 'sealed', 60_000);
    expect(await b.get(value)).toBe('sealed');
    expect(await b.hasAny([key('none'), value])).toBe(true);
    const lock = key('lock');
    expect(await a.putNew(lock, 'a', 60_000)).toBe(true);
    expect(await b.putNew(lock, 'b', 60_000)).toBe(false);
    await b.deleteIf(lock, 'b');
    expect(await a.get(lock)).toBe('a');
    await a.deleteIf(lock, 'a');
    expect(await b.putNew(lock, 'b', 60_000)).toBe(true);
    await a.delete([value, lock]);
    expect(await b.hasAny([value, lock])).toBe(false);
  });

  it('shares sets between processes, each living its time', async () => {
    const set = key('set');
    await a.addToSets(
      [
        { key: set, member: 'x' },
        { key: set, member: 'y' },
      ],
      60_000,
    );
    await b.addToSets([{ key: set, member: 'z' }], 60_000);
    expect((await a.members(set)).sort()).toEqual(['x', 'y', 'z']);
    await b.removeFromSet(set, ['x', 'y']);
    expect(await a.members(set)).toEqual(['z']);
    const short = key('short');
    await a.put(short, '1', 50);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await b.get(short)).toBeNull();
  });

  it("keeps working in the process's memory while Redis is away", async () => {
    const away = RedisSignOnStore.fromUrl('redis://127.0.0.1:1/0');
    try {
      expect(await away.putNew('k', '1', 60_000)).toBe(true);
      expect(await away.putNew('k', '1', 60_000)).toBe(false);
      await away.addToSets([{ key: 's', member: 'm' }], 60_000);
      expect(await away.members('s')).toEqual(['m']);
      expect(await away.hasAny(['k'])).toBe(true);
    } finally {
      away.disconnect();
    }
  });
});
