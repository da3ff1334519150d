import type { Cart, CartItemInput, CartResult } from '@talat/commerce/types';
import { createStore } from '../ui/create-store';
import { SdkError } from '@talat/sdk';
import { cartMutation, fetchCart, type CartMutation } from './cart-api';
import { isQueuedMethod, withQueuedEdit } from './offline-queue';
import { cartBaseline, reportCartChange } from '../analytics/cart-analytics';

/**
 * The browser's copy of the cart (the engine keeps the real one). `count` is null until a call
 * tells, so the header keeps the server-rendered count from the cart cookie until then.
 */
export interface CartStoreState {
  cart: Cart | null;
  count: number | null;
  loaded: boolean;
}

export const cartStore = createStore<CartStoreState>({ cart: null, count: null, loaded: false });

function setCart(cart: Cart | null): void {
  cartStore.setState(() => ({ cart, count: cart?.total_quantity ?? 0, loaded: true }));
}

let loading: Promise<Cart | null> | null = null;

/**
 * The store's cart can be shown as it is: loaded, and priced in `currency` (the shopper's
 * currency cookie; a switch re-renders the page but keeps the browser's store).
 */
export function isCartCurrent(state: CartStoreState, currency: string | undefined): boolean {
  if (!state.loaded) return false;
  if (!state.cart) return true;
  return currency !== undefined && state.cart.prices.grand_total.currency === currency;
}

/** Loads the cart once (again with `force`), e.g. when the sidebar opens. */
export function loadCart(force = false): Promise<Cart | null> {
  if (!loading || force) {
    loading = fetchCart()
      .then((cart) => {
        setCart(cart);
        return cart;
      })
      .catch((error: unknown) => {
        loading = null;
        throw error;
      });
  }
  return loading;
}

type CartChange = Exclude<CartMutation, 'placeOrder' | 'submitPaymentDetails'>;

/** A cart change; the store follows the cart the engine answers, also after a partial failure. */
export async function changeCart<M extends CartChange>(
  method: M,
  input: Parameters<typeof cartMutation<M>>[1],
  locale: string,
  options: Parameters<typeof cartMutation<M>>[3] = {},
): Promise<CartResult> {
  let result: CartResult;
  // What the cart was, for the data layer's add_to_cart / remove_from_cart (lib/analytics).
  const baseline = cartBaseline(cartStore.getState());
  try {
    result = (await cartMutation(method, input, locale, options)) as CartResult;
  } catch (error) {
    // Queued while offline (lib/cart/offline-queue.ts): show the change the shopper made.
    const { cart } = cartStore.getState();
    if (error instanceof SdkError && error.code === 'OFFLINE_QUEUED' && cart && isQueuedMethod(method)) {
      setCart(withQueuedEdit(cart, { method, input: input as Record<string, unknown> }));
    }
    throw error;
  }
  if (result.ok) reportCartChange(method, input, baseline, result.cart);
  if (result.ok) setCart(result.cart);
  else if (result.cart) setCart(result.cart);
  return result;
}

export function addToCart(items: CartItemInput[], locale: string): Promise<CartResult> {
  return changeCart('addCartItems', { items, locale } as Parameters<typeof cartMutation<'addCartItems'>>[1], locale);
}

/** After an order is placed the session has no cart. */
export function clearCart(): void {
  setCart(null);
}
