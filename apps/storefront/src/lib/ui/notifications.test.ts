import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notifications';

describe('createNotificationStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows at most 3 notifications and drops the oldest', () => {
    const store = createNotificationStore();
    for (const m of ['one', 'two', 'three', 'four']) store.add({ message: m, type: 'info' });
    expect(store.getState().map((n) => n.message)).toEqual(['two', 'three', 'four']);
  });

  it('dismisses a notification after 5000 ms', () => {
    const store = createNotificationStore();
    store.add({ message: 'Saved', type: 'success' });
    vi.advanceTimersByTime(4999);
    expect(store.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toHaveLength(0);
  });

  it('keeps a persistent notification until dismissed', () => {
    const store = createNotificationStore();
    const id = store.add({ message: 'Logged out', type: 'warning', persist: true });
    vi.advanceTimersByTime(60_000);
    expect(store.getState()).toHaveLength(1);
    store.dismiss(id!);
    expect(store.getState()).toHaveLength(0);
  });

  it('ignores a notification whose text is already shown', () => {
    const store = createNotificationStore();
    expect(store.add({ message: 'Added to cart', type: 'success' })).not.toBeNull();
    expect(store.add({ message: ' Added to cart ', type: 'info' })).toBeNull();
    expect(store.getState()).toHaveLength(1);
  });

  it('accepts the same text again once the first one is gone', () => {
    const store = createNotificationStore();
    store.add({ message: 'Hello', type: 'info' });
    vi.advanceTimersByTime(5000);
    expect(store.add({ message: 'Hello', type: 'info' })).not.toBeNull();
  });

  it('notifies subscribers and stops the timer of a dropped notification', () => {
    const store = createNotificationStore({ max: 1 });
    const listener = vi.fn();
    store.subscribe(listener);
    store.add({ message: 'a', type: 'info' });
    store.add({ message: 'b', type: 'info' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(vi.getTimerCount()).toBe(1);
  });
});
