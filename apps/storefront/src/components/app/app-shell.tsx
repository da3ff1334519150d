'use client';

import { useEffect } from 'react';
import { setOfflineWords } from '../../lib/app/offline-words';
import type { AppShellWords } from './app-words';
import { InstallPrompt } from './install-prompt';
import { OfflineBanner } from './offline-banner';
import { restorePageAfterSignIn } from './page-before-sign-in';
import { useBuildCheck } from './use-build-check';
import { useErrorReporting } from './use-error-reporting';
import { useOfflineCart } from './use-offline-cart';
import { useServiceWorker } from './use-service-worker';

/**
 * The installable, offline app around every page (spec sections 1, 4, 7, 8 and 9): the service
 * worker and its updates, new builds, error reports and chunk reloads, the offline banner and
 * cart queue, the install offer, and the page as it was before a sign-in.
 */
export function AppShell({ labels }: { labels: AppShellWords }) {
  useEffect(() => setOfflineWords({ needsNetwork: labels.offline.needsNetwork, queued: labels.offline.queued }), [labels]);
  // The page's scripts have run (its root hydrated): `html[data-hydrated]`, what browser tests wait
  // for before they use a control that needs them.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    // Back from the sister site's sign-in: the page as the shopper left it (decision 0050).
    restorePageAfterSignIn();
  }, []);
  useServiceWorker();
  useErrorReporting();
  useBuildCheck(process.env.NEXT_PUBLIC_BUILD_ID ?? 'development');
  useOfflineCart(labels.offline);
  return (
    <>
      <OfflineBanner text={labels.offline.banner} />
      <InstallPrompt labels={labels.install} />
    </>
  );
}
