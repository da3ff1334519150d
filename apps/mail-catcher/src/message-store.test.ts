import { describe, expect, it } from 'vitest';
import { type CaughtMessage, MessageStore } from './message-store.js';

function message(id: string, to: string[]): CaughtMessage {
  return { id, from: 'shop@talat.example', to, subject: id, date: new Date(0).toISOString(), text: '', html: null, links: [], size: 1 };
}

describe('MessageStore', () => {
  it('lists newest first and drops the oldest beyond its limit', () => {
    const store = new MessageStore(3);
    for (const id of ['a', 'b', 'c', 'd', 'e']) store.add(message(id, ['x@talat.example']));
    expect(store.count).toBe(3);
    expect(store.list().map((m) => m.id)).toEqual(['e', 'd', 'c']);
    expect(store.get('a')).toBeUndefined();
    expect(store.get('c')?.id).toBe('c');
  });

  it('filters on any envelope recipient, whatever the case of the address asked for', () => {
    const store = new MessageStore(10);
    store.add(message('one', ['somchai@talat.example']));
    store.add(message('two', ['emma@talat.example', 'somchai@talat.example']));
    store.add(message('three', ['emma@talat.example']));
    expect(store.list(' Somchai@TALAT.example ').map((m) => m.id)).toEqual(['two', 'one']);
    expect(store.list('emma@talat.example').map((m) => m.id)).toEqual(['three', 'two']);
    expect(store.list('nobody@talat.example')).toEqual([]);
    expect(store.list('')).toHaveLength(3);
  });

  it('clears', () => {
    const store = new MessageStore(10);
    store.add(message('one', ['a@talat.example']));
    store.clear();
    expect(store.list()).toEqual([]);
  });

  it('refuses a limit below one', () => {
    expect(() => new MessageStore(0)).toThrow(/positive/);
  });
});
