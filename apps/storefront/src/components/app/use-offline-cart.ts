'use client';

import { useEffect } from 'react';
import { fillTemplate } from '@/i18n/fill-template';
import { loadCart, changeCart } from '../../lib/cart/cart-store';
import { dropNewest, readQueue, removeFromQueue, replay, type ReplayResult } from '../../lib/cart/offline-queue';
import { SdkError } from '@talat/sdk';
import { notifications } from '../../lib/ui/notifications';
import type { Messages } from '@/i18n/messages';

/** A network just back can drop again: edits it could not send are tried again this often. */
export const REPLAY_RETRY_MS = 2_000;
const MAX_RETRIES = 15;

/** A network failure (or the browser offline again, which queued the edit anew): not a refusal. */
function networkFailure(error: unknown): { requeued: boolean } | null {
  if (!(error instanceof SdkError)) return error instanceof TypeError ? { requeued: false } : null;
  if (error.code === 'OFFLINE_QUEUED') return { requeued: true };
  return error.status === 0 || error.code === 'OFFLINE' ? { requeued: false } : null;
}

/** One tab replays at a time (Web Locks); a browser without them replays in each tab. */
async function oneTabAtATime(run: () => Promise<void>): Promise<void> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks) return run();
  await locks.request('talat-offline-cart', { ifAvailable: true }, async (lock) => {
    if (lock) await run();
  });
}

/**
 * Sends the cart edits made offline (lib/cart/offline-queue.ts) once the network is back, and
 * at start when some are waiting, in the order they were made; then says how it went (once,
 * for every edit sent since the network came back) and refreshes the cart. An edit leaves the
 * stored queue only once it was sent, so a page left mid-way loses none; edits the network
 * dropped again stay first in the queue and are tried again shortly. The words: `replayed` with
 * `{count}` edits applied, `replayFailed` with `{count}` refused and `{reason}` the first reason.
 */
export function useOfflineCart(labels: Pick<Messages['app']['offline'], 'replayed' | 'replayFailed'>): void {
  useEffect(() => {
    let running = false;
    let retries = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    const sent = { applied: 0, failed: [] as string[] };
    const replayQueue = async () => {
      const edits = readQueue(localStorage);
      if (edits.length === 0) return;
      const outcome = await replay(edits, async (edit): Promise<ReplayResult> => {
        // Offline again (or never really back): the edit waits where it is.
        if (!navigator.onLine) return { retry: true };
        try {
          const result = await changeCart(edit.method, edit.input as never, edit.locale);
          removeFromQueue(localStorage, edit);
          return result.ok ? { ok: true } : { ok: false, reason: result.error.message };
        } catch (error) {
          const failure = networkFailure(error);
          if (!failure) {
            removeFromQueue(localStorage, edit);
            throw error;
          }
          // The browser queued the edit anew on its way out: the stored one is still first.
          if (failure.requeued) dropNewest(localStorage);
          return { retry: true };
        }
      });
      sent.applied += outcome.applied;
      sent.failed.push(...outcome.failed);
      if (outcome.pending.length > 0) {
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
    };
    const send = async () => {
      if (running || !navigator.onLine) return;
      running = true;
      clearTimeout(retryTimer);
      try {
        await oneTabAtATime(replayQueue);
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
