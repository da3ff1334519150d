import { useSyncExternalStore } from 'react';

// Cookies change on navigation and with the calls that set them (whose answers the page's stores
// follow): nothing to subscribe to.
const noSubscription = () => () => undefined;

/**
 * A value read from the browser's readable cookies (`document.cookie`), and `onServer` in the
 * server's HTML and during hydration. The parts of a kept page that differ per shopper (the cart
 * count, a product's trail, the account menu: docs/decisions/0036) read their cookies this way.
 * `read` must answer a primitive, so that two reads of the same cookies are equal.
 */
export function useCookieReading<T extends string | number | boolean | null>(read: (cookies: string) => T, onServer: T): T {
  return useSyncExternalStore(
    noSubscription,
    () => read(document.cookie),
    () => onServer,
  );
}
