import { createStore, type Store } from './create-store';

/**
 * Notifications (spec section 3 and 4): at most 3 shown (the oldest is dropped), each dismissed
 * after 5000 ms unless `persist`, and a notification whose text is already shown is ignored.
 */
export type NotificationType = 'info' | 'success' | 'warning' | 'error';

export interface Notification {
  id: string;
  title?: string;
  message: string;
  type: NotificationType;
  icon?: string;
  persist?: boolean;
}

export type NewNotification = Omit<Notification, 'id'> & { id?: string };

export const MAX_NOTIFICATIONS = 3;
export const NOTIFICATION_TIMEOUT_MS = 5000;

export interface NotificationStore extends Pick<Store<readonly Notification[]>, 'getState' | 'subscribe'> {
  /** Adds a notification; returns its id, or null when the same text is already shown. */
  add(notification: NewNotification): string | null;
  dismiss(id: string): void;
  clear(): void;
}

interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const defaultTimers: Timers = {
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createNotificationStore(options: { max?: number; timeoutMs?: number; timers?: Timers } = {}): NotificationStore {
  const max = options.max ?? MAX_NOTIFICATIONS;
  const timeoutMs = options.timeoutMs ?? NOTIFICATION_TIMEOUT_MS;
  const timers = options.timers ?? defaultTimers;
  const store = createStore<readonly Notification[]>([]);
  const pending = new Map<string, unknown>();
  let counter = 0;

  const stopTimer = (id: string) => {
    if (!pending.has(id)) return;
    timers.clearTimeout(pending.get(id));
    pending.delete(id);
  };

  const dismiss = (id: string) => {
    stopTimer(id);
    store.setState((list) => (list.some((n) => n.id === id) ? list.filter((n) => n.id !== id) : list));
  };

  return {
    getState: store.getState,
    subscribe: store.subscribe,
    dismiss,
    clear() {
      for (const id of [...pending.keys()]) stopTimer(id);
      store.setState(() => []);
    },
    add(input) {
      const text = input.message.trim();
      const current = store.getState();
      if (current.some((n) => n.message.trim() === text && (n.title ?? '') === (input.title ?? ''))) return null;
      const id = input.id ?? `n${++counter}`;
      const next = [...current, { ...input, id }];
      const dropped = next.slice(0, Math.max(0, next.length - max));
      for (const old of dropped) stopTimer(old.id);
      store.setState(() => next.slice(-max));
      if (!input.persist)
        pending.set(
          id,
          timers.setTimeout(() => dismiss(id), timeoutMs),
        );
      return id;
    },
  };
}

/** The browser's one notification store. */
export const notifications = createNotificationStore();
