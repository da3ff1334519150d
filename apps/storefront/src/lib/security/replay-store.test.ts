import { describe, expect, it } from 'vitest';
import { MemoryReplayStore } from './replay-store';

describe('MemoryReplayStore', () => {
  it('claims a key once until it expires', () => {
    const store = new MemoryReplayStore();
    expect(store.claim('a', 1000, 0)).toBe(true);
    expect(store.claim('a', 1000, 500)).toBe(false);
    expect(store.claim('a', 2000, 1000)).toBe(true);
  });

  it('drops expired entries', () => {
    const store = new MemoryReplayStore();
    store.claim('a', 100, 0);
    store.claim('b', 200, 0);
    store.claim('c', 300, 250);
    expect(store.size).toBe(1);
  });

  it('stays within maxEntries by dropping the oldest', () => {
    const store = new MemoryReplayStore(2);
    store.claim('a', 1000, 0);
    store.claim('b', 1000, 0);
    store.claim('c', 1000, 0);
    expect(store.size).toBe(2);
    expect(store.claim('b', 1000, 1)).toBe(false);
    expect(store.claim('c', 1000, 1)).toBe(false);
  });
});
