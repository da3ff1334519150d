import { describe, expect, it } from 'vitest';
import { firstTime, SENT_ONCE_KEY } from './sent-once';

function memory(initial?: string) {
  const data = new Map<string, string>(initial === undefined ? [] : [[SENT_ONCE_KEY, initial]]);
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('firstTime', () => {
  it('answers yes once per key (a purchase is counted once, even on a reload)', () => {
    const storage = memory();
    expect(firstTime('purchase:TFC-1', storage)).toBe(true);
    expect(firstTime('purchase:TFC-1', storage)).toBe(false);
    expect(firstTime('purchase:TFC-2', storage)).toBe(true);
  });

  it('keeps the last 50 keys and survives a broken entry', () => {
    const storage = memory('not json');
    for (let i = 0; i < 60; i++) firstTime(`k${i}`, storage);
    const kept = JSON.parse(storage.data.get(SENT_ONCE_KEY)!) as string[];
    expect(kept).toHaveLength(50);
    expect(kept[0]).toBe('k10');
  });

  it('lets the event go when there is no storage', () => {
    expect(firstTime('x', null)).toBe(true);
    expect(firstTime('x', null)).toBe(true);
  });
});
