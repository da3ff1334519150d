'use client';

import { useEffect } from 'react';
import { isNewerBuild } from '../../lib/app/build-info';

/** How often an open page asks which build the server runs. */
export const BUILD_CHECK_MS = 60_000;

/**
 * Polls /builds/latest.json (spec section 8): every minute while the page is shown and online,
 * and whenever it is shown again or the network returns. Once the server runs another build,
 * the next navigation is a full page load (a same-site link, or back and forward), so the
 * shopper gets the new build's pages and scripts instead of a client-side navigation the old
 * scripts can no longer serve.
 */
export function useBuildCheck(buildId: string): void {
  useEffect(() => {
    let stale = false;
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      window.location.assign(url.href);
    };
    const onPopState = () => window.location.reload();
    const becomeStale = () => {
      if (stale) return;
      stale = true;
      document.addEventListener('click', onClick, true);
      window.addEventListener('popstate', onPopState);
    };
    const check = async () => {
      if (stale || document.visibilityState !== 'visible' || !navigator.onLine) return;
      try {
        const res = await fetch('/builds/latest.json', { cache: 'no-store' });
        // Read to its end whatever the status: an unread body keeps the request open.
        const latest: unknown = await res.json().catch(() => null);
        if (res.ok && isNewerBuild(buildId, latest)) becomeStale();
      } catch {
        // Offline or the server restarting: the next check will tell.
      }
    };
    // Soon after the page opens too: it may have come from the service worker's cache.
    const first = setTimeout(check, 2_000);
    const timer = setInterval(check, BUILD_CHECK_MS);
    const onVisible = () => void (document.visibilityState === 'visible' && check());
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, [buildId]);
}
