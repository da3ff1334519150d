'use client';

import { useEffect } from 'react';
import { sendClientLog } from '../../lib/app/client-log';
import { isChunkLoadError, RELOAD_KEY, reloadAllowed } from '../../lib/app/reload-guard';

function lastReload(): number | null {
  try {
    const raw = sessionStorage.getItem(RELOAD_KEY);
    return raw === null ? null : Number(raw);
  } catch {
    return null;
  }
}

/**
 * Unhandled errors of the page reach the server's log (POST /api/pino, spec section 8). A
 * script chunk that fails to load (a new build replaced it) reloads the page instead, once per
 * 10 s: a second failure right after a reload is logged and the page stays.
 */
export function useErrorReporting(): void {
  useEffect(() => {
    const handle = (error: unknown, type: string) => {
      if (isChunkLoadError(error)) {
        const now = Date.now();
        if (reloadAllowed(lastReload(), now)) {
          try {
            sessionStorage.setItem(RELOAD_KEY, String(now));
          } catch {
            // Without session storage the guard cannot hold: log rather than risk a loop.
            sendClientLog('error', error, type);
            return;
          }
          window.location.reload();
          return;
        }
        sendClientLog('warn', error, `${type}: chunk still missing after a reload`);
        return;
      }
      sendClientLog('error', error, type);
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message, 'error');
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason, 'unhandledrejection');
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}
