import { describe, expect, it } from 'vitest';
import { dropNewest, enqueue, MAX_QUEUED, QUEUE_KEY, readQueue, removeFromQueue, replay, type QueuedEdit } from './offline-queue';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    map,
  };
}

const edit = (n: number): QueuedEdit => ({ method: 'updateCartItem', input: { uid: `line-${n}`, quantity: n }, locale: 'th', at: n });

describe('the offline cart queue', () => {
  it('keeps edits in order until each one is sent', () => {
    const storage = memory();
    expect(enqueue(storage, edit(1))).toBe(true);
    const removal: QueuedEdit = { method: 'removeCartItem', input: { uid: 'line-2' }, locale: 'th', at: 2 };
    expect(enqueue(storage, removal)).toBe(true);
    expect(readQueue(storage).map((e) => e.method)).toEqual(['updateCartItem', 'removeCartItem']);
    // Reading does not take: a page left mid-replay leaves the rest stored.
    expect(readQueue(storage).map((e) => e.at)).toEqual([1, 2]);
    removeFromQueue(storage, edit(1));
    expect(readQueue(storage)).toEqual([removal]);
    removeFromQueue(storage, edit(1));
    expect(readQueue(storage)).toEqual([removal]);
    removeFromQueue(storage, removal);
    expect(storage.map.has(QUEUE_KEY)).toBe(false);
  });

  it('drops the copy queued anew at the end, and only that one', () => {
    const storage = memory();
    enqueue(storage, edit(1));
    enqueue(storage, edit(2));
    enqueue(storage, { ...edit(1), at: 7 });
    dropNewest(storage);
    expect(readQueue(storage).map((e) => e.at)).toEqual([1, 2]);
    dropNewest(storage);
    dropNewest(storage);
    dropNewest(storage);
    expect(readQueue(storage)).toEqual([]);
  });

  it('refuses past its size, and reads unreadable or foreign storage as empty', () => {
    const storage = memory();
    for (let i = 0; i < MAX_QUEUED; i++) expect(enqueue(storage, edit(i))).toBe(true);
    expect(enqueue(storage, edit(99))).toBe(false);
    storage.map.set(QUEUE_KEY, '{not json');
    expect(readQueue(storage)).toEqual([]);
    storage.map.set(QUEUE_KEY, JSON.stringify([{ method: 'placeOrder', input: {}, locale: 'en', at: 1 }, edit(3)]));
    expect(readQueue(storage).map((e) => e.at)).toEqual([3]);
  });

  it('replays in order and reports what failed and why', async () => {
    const sent: number[] = [];
    const outcome = await replay([edit(1), edit(2), edit(3)], async (e) => {
      sent.push(e.at);
      if (e.at === 2) return { ok: false, reason: 'Only 1 left in stock' };
      if (e.at === 3) throw new Error('network');
      return { ok: true };
    });
    expect(sent).toEqual([1, 2, 3]);
    expect(outcome).toEqual({ applied: 1, failed: ['Only 1 left in stock', 'network'], pending: [] });
  });

  it('stops at a network failure and keeps that edit and the later ones, in order, for later', async () => {
    const sent: number[] = [];
    const outcome = await replay([edit(1), edit(2), edit(3)], async (e) => {
      sent.push(e.at);
      return e.at === 2 ? { retry: true } : { ok: true };
    });
    expect(sent).toEqual([1, 2]);
    expect(outcome).toEqual({ applied: 1, failed: [], pending: [edit(2), edit(3)] });
  });
});

describe('withQueuedEdit', () => {
  const cart = {
    id: 'c',
    total_quantity: 3,
    items: [
      { uid: 'a', quantity: 1 },
      { uid: 'b', quantity: 2 },
    ],
  };
  it('shows a queued quantity or removal, and leaves adds to the engine', async () => {
    const { withQueuedEdit } = await import('./offline-queue');
    expect(withQueuedEdit(cart, { method: 'updateCartItem', input: { uid: 'a', quantity: 3 } })).toEqual({
      id: 'c',
      total_quantity: 5,
      items: [
        { uid: 'a', quantity: 3 },
        { uid: 'b', quantity: 2 },
      ],
    });
    expect(withQueuedEdit(cart, { method: 'removeCartItem', input: { uid: 'b' } })).toMatchObject({
      total_quantity: 1,
      items: [{ uid: 'a' }],
    });
    expect(withQueuedEdit(cart, { method: 'updateCartItem', input: { uid: 'b', quantity: 0 } }).items).toHaveLength(1);
    expect(withQueuedEdit(cart, { method: 'addCartItems', input: { items: [] } })).toBe(cart);
  });
});
