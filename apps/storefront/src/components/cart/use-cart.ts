'use client';

import { useSyncExternalStore } from 'react';
import { cartStore, type CartStoreState } from '../../lib/cart/cart-store';

const serverState: CartStoreState = { cart: null, count: null, loaded: false };

/** The browser's cart state (see lib/cart/cart-store.ts). */
export function useCart(): CartStoreState {
  return useSyncExternalStore(cartStore.subscribe, cartStore.getState, () => serverState);
}
