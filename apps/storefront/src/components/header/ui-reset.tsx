'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';
import { closeAll, uiStore } from '../../lib/ui/toggles';

/** Closes every menu, picker and sidebar when the page changes. */
export function UiReset() {
  const pathname = usePathname();
  useEffect(() => {
    uiStore.setState(closeAll);
  }, [pathname]);
  return null;
}
