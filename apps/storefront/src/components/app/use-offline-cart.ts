'use client';

import { useEffect } from 'react';
import { fillTemplate } from '../../lib/product/fill-template';
import { loadCart, changeCart } from '../../lib/cart/cart-store';
import { replay, takeQueue } from '../../lib/cart/offline-queue';
import { notifications } from '../../lib/ui/notifications';

export interface OfflineCartLabels {
  /** `{count}` changes applied. */
  replayed: string;
  /** `{count}` changes refused, `{reason}` the first reason. */
  replayFailed: string;
}

/**
 * Sends the cart edits made offline (lib/cart/offline-queue.ts) once the network is back, and
 * at start when some are waiting, in the order they were made; then says how it went and
 * refreshes the cart.
 */
export function useOfflineCart(labels: OfflineCartLabels): void {
  useEffect(() => {
    let running = false;
    const send = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      try {
        const edits = takeQueue(localStorage);
        if (edits.length === 0) return;
        const outcome = await replay(edits, async (edit) => {
          const result = await changeCart(edit.method, edit.input as never, edit.locale);
          return result.ok ? { ok: true } : { ok: false, reason: result.error.message };
        });
        if (outcome.applied > 0) notifications.add({ type: 'success', message: fillTemplate(labels.replayed, { count: outcome.applied }) });
        if (outcome.failed.length > 0) {
          notifications.add({
            type: 'error',
            persist: true,
            message: fillTemplate(labels.replayFailed, { count: outcome.failed.length, reason: outcome.failed[0] ?? '' }),
          });
        }
        await loadCart(true).catch(() => null);
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [labels]);
}
