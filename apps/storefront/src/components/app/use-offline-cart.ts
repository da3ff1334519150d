'use client';

import { useEffect } from 'react';
import { fillTemplate } from '../../lib/product/fill-template';
import { loadCart, changeCart } from '../../lib/cart/cart-store';
import { replay, returnToQueue, takeQueue, type ReplayResult } from '../../lib/cart/offline-queue';
import { SdkError } from '@talat/sdk';
import { notifications } from '../../lib/ui/notifications';

export interface OfflineCartLabels {
  /** `{count}` changes applied. */
  replayed: string;
  /** `{count}` changes refused, `{reason}` the first reason. */
  replayFailed: string;
}

/** A network just back can drop again: edits it could not send are tried again this often. */
export const REPLAY_RETRY_MS = 2_000;
const MAX_RETRIES = 15;

/** A network failure (or the browser offline again, which queued the edit anew): not a refusal. */
function networkFailure(error: unknown): { requeued: boolean } | null {
  if (!(error instanceof SdkError)) return error instanceof TypeError ? { requeued: false } : null;
  if (error.code === 'OFFLINE_QUEUED') return { requeued: true };
  return error.status === 0 || error.code === 'OFFLINE' ? { requeued: false } : null;
}

/**
 * Sends the cart edits made offline (lib/cart/offline-queue.ts) once the network is back, and
 * at start when some are waiting, in the order they were made; then says how it went (once,
 * for every edit sent since the network came back) and refreshes the cart. Edits the network
 * dropped again are put back in front of the queue and tried again shortly.
 */
export function useOfflineCart(labels: OfflineCartLabels): void {
  useEffect(() => {
    let running = false;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const sent = { applied: 0, failed: [] as string[] };
    const send = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      clearTimeout(retryTimer);
      try {
        const edits = takeQueue(localStorage);
        if (edits.length === 0) return;
        let requeued = false;
        const outcome = await replay(edits, async (edit): Promise<ReplayResult> => {
          try {
            const result = await changeCart(edit.method, edit.input as never, edit.locale);
            return result.ok ? { ok: true } : { ok: false, reason: result.error.message };
          } catch (error) {
            const failure = networkFailure(error);
            if (!failure) throw error;
            requeued = failure.requeued;
            return { retry: true };
          }
        });
        sent.applied += outcome.applied;
        sent.failed.push(...outcome.failed);
        if (outcome.pending.length > 0) {
          // The first pending edit is in the queue already when the browser queued it anew.
          returnToQueue(localStorage, requeued ? outcome.pending.slice(1) : outcome.pending);
          if (retries < MAX_RETRIES) {
            retries += 1;
            retryTimer = setTimeout(() => void send(), REPLAY_RETRY_MS);
          }
          return;
        }
        retries = 0;
        if (sent.applied > 0) notifications.add({ type: 'success', message: fillTemplate(labels.replayed, { count: sent.applied }) });
        if (sent.failed.length > 0) {
          notifications.add({
            type: 'error',
            persist: true,
            message: fillTemplate(labels.replayFailed, { count: sent.failed.length, reason: sent.failed[0] ?? '' }),
          });
        }
        sent.applied = 0;
        sent.failed = [];
        await loadCart(true).catch(() => null);
      } finally {
        running = false;
      }
    };
    void send();
    window.addEventListener('online', send);
    return () => {
      window.removeEventListener('online', send);
      clearTimeout(retryTimer);
    };
  }, [labels]);
}
