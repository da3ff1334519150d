'use client';

import { Serwist } from '@serwist/window';
import { useEffect } from 'react';
import { sendClientLog } from '../../lib/app/client-log';
import { KEEP_HEADER } from '../../service-worker/offline-rules';

/** How often an open page asks for a new service worker while online (spec section 8). */
export const UPDATE_CHECK_MS = 20_000;

/** Set for the browser session once registration failed: it is not tried (and logged) on every page. */
const FAILED_KEY = 'talat:sw-failed';

function failedBefore(): boolean {
  try {
    return sessionStorage.getItem(FAILED_KEY) === '1';
  } catch {
    return false;
  }
}

/** The page and what it loaded before the worker controlled it, for the worker to keep. */
function urlsOfThisPage(): (string | [string, RequestInit])[] {
  const origin = window.location.origin;
  const resources = performance
    .getEntriesByType('resource')
    .map((e) => e.name)
    .filter((url) => url.startsWith(`${origin}/_next/static/`) || url.startsWith(`${origin}/media/`) || url.startsWith(`${origin}/icons/`));
  return [[window.location.href, { headers: { [KEEP_HEADER]: 'page' } }], ...new Set(resources)];
}

/**
 * Registers /sw.js (built by Serwist) for the whole site: checks for a new one every 20 s while
 * online; reloads a page an older worker served when a new one takes over (an update, or one
 * activated by another tab); hands the worker this page and its files to keep. A failed registration is logged (once
 * a browser session) and any worker left from before is unregistered, so a broken one cannot
 * keep serving old pages.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!('serviceWorker' in navigator) || process.env.NODE_ENV !== 'production' || failedBefore()) return;
    const sw = new Serwist('/sw.js', { scope: '/', type: 'classic' });
    let timer: ReturnType<typeof setInterval> | undefined;
    const keepThisPage = () => void sw.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache: urlsOfThisPage() } }).catch(() => undefined);
    // A page the old worker served reloads when a new one takes over; a page no worker served
    // (the first visit, or one loaded while the first worker was installing) has nothing stale.
    const hadWorker = navigator.serviceWorker.controller !== null;
    sw.addEventListener('controlling', (event) => {
      if (hadWorker && (event.isUpdate || event.isExternal)) window.location.reload();
      else keepThisPage();
    });
    sw.register()
      .then((registration) => {
        if (navigator.serviceWorker.controller) keepThisPage();
        timer = setInterval(() => {
          if (navigator.onLine) void registration?.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      })
      .catch(async (error: unknown) => {
        console.error('Service worker registration failed', error);
        try {
          sessionStorage.setItem(FAILED_KEY, '1');
        } catch {
          // Without session storage it is tried again on the next page.
        }
        sendClientLog(
          'error',
          error instanceof Error ? error : new Error(`Service worker registration failed: ${String(error)}`),
          'service-worker',
        );
        const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
        await Promise.all(registrations.map((r) => r.unregister()));
      });
    return () => clearInterval(timer);
  }, []);
}
