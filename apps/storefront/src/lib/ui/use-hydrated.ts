import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the server's HTML and until React has hydrated the component, true after. A button
 * whose only action is a click handler stays disabled until then, so that a press made while
 * the scripts load is not silently lost.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
