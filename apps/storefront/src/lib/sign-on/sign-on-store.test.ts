import { describe, expect, it } from 'vitest';
import { MemorySignOnStore } from './sign-on-store';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the sign-on store in memory', () => {
  it('keeps a value until its time to live ends', async () => {
    const time = clock();
    const store = new MemorySignOnStore(100, time.now);
    await store.put('a', '1', 1000);
    expect(await store.get('a')).toBe('1');
    expect(await store.hasAny(['x', 'a'])).toBe(true);
    time.advance(1000);
    expect(await store.get('a')).toBeNull();
    expect(await store.hasAny(['a'])).toBe(false);
  });

  it('sets a new value only when there is none (a lock, a first use)', async () => {
    const time = clock();
    const store = new MemorySignOnStore(100, time.now);
    expect(await store.putNew('lock', 'me', 500)).toBe(true);
    expect(await store.putNew('lock', 'you', 500)).toBe(false);
    await store.deleteIf('lock', 'you');
    expect(await store.get('lock')).toBe('me');
    await store.deleteIf('lock', 'me');
    expect(await store.putNew('lock', 'you', 500)).toBe(true);
    time.advance(500);
    expect(await store.putNew('lock', 'them', 500)).toBe(true);
  });

  it('keeps sets whose life starts again with each addition', async () => {
    const time = clock();
    const store = new MemorySignOnStore(100, time.now);
    await store.addToSets(
      [
        { key: 's', member: 'a' },
        { key: 's', member: 'b' },
        { key: 't', member: 'a' },
      ],
      1000,
    );
    time.advance(800);
    await store.addToSets([{ key: 's', member: 'c' }], 1000);
    time.advance(800);
    expect((await store.members('s')).sort()).toEqual(['a', 'b', 'c']);
    expect(await store.members('t')).toEqual([]);
    await store.removeFromSet('s', ['a', 'b', 'c']);
    expect(await store.members('s')).toEqual([]);
    expect(store.size).toBe(0);
  });

  it('drops the oldest records past its bound', async () => {
    const store = new MemorySignOnStore(2);
    await store.put('a', '1', 60_000);
    await store.put('b', '1', 60_000);
    await store.put('c', '1', 60_000);
    expect(await store.get('a')).toBeNull();
    expect(await store.get('c')).toBe('1');
    expect(store.size).toBe(2);
  });
});
