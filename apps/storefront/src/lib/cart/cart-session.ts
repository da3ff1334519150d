import type { Cart } from '@talat/commerce/types';
import { COOKIE } from '../cookies/names';
import type { CookieCartState } from './cart-cookie';

/**
 * The shopper's cart session across requests (decision 0007).
 *
 * - `s7-cart-session` (http-only): the engine's session token. It is a bearer credential for the
 *   cart, so page scripts never see it; only storefront-API route handlers and server pages read it.
 * - `s7-cart` (readable, spec section 3 "Cart state"): `{ id, total_quantity, is_virtual,
 *   is_giftcard_only }`, so the header count and the checkout guards work without a call.
 * - `s7-order-success` (http-only, short-lived): the order number this browser just placed; the
 *   thank-you page shows only that order (the order-success guard).
 *
 * A storefront-API call records what it learnt in a CartSessionOutcome; `cartSessionCookies`
 * turns that into Set-Cookie values. Pure, so every rule is unit-tested.
 */
export const CART_SESSION_COOKIE = 's7-cart-session';
export const ORDER_SUCCESS_COOKIE = 's7-order-success';
/** A guest cart lives 30 days from its last change. */
export const CART_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;
/** The thank-you page is reachable for an hour after placing the order. */
export const ORDER_SUCCESS_MAX_AGE = 60 * 60;

const TOKEN = /^[A-Za-z0-9._~+/=-]{8,512}$/;
const ORDER_NUMBER = /^[A-Za-z0-9_-]{1,64}$/;

export type CartState = CookieCartState;

export const EMPTY_CART_STATE: CartState = { id: null, total_quantity: 0, is_virtual: false, is_giftcard_only: false };

/** What one request learnt about the session; route handlers turn it into cookies. */
export interface CartSessionOutcome {
  /** The engine issued a (new) session token. */
  token?: string;
  /** The cart as it is after the call (null: the session has no cart any more). */
  cart?: Cart | null;
  /** An order was placed (or found already placed) in this call. */
  placedOrder?: string;
}

export function cartStateOf(cart: Cart | null): CartState {
  if (!cart) return EMPTY_CART_STATE;
  return {
    id: cart.id,
    total_quantity: cart.total_quantity,
    is_virtual: cart.is_virtual,
    is_giftcard_only: cart.is_giftcard_only,
  };
}

/** The session token of a Cookie value, or undefined when absent or not token-shaped. */
export function readSessionToken(raw: string | undefined): string | undefined {
  return raw && TOKEN.test(raw) ? raw : undefined;
}

export function readOrderSuccess(raw: string | undefined): string | undefined {
  return raw && ORDER_NUMBER.test(raw) ? raw : undefined;
}

function cookie(name: string, value: string, options: { secure: boolean; httpOnly: boolean; maxAge: number }): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, 'Path=/', 'SameSite=Lax', `Max-Age=${options.maxAge}`];
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}

/** Set-Cookie values for an outcome (none when the call learnt nothing). */
export function cartSessionCookies(outcome: CartSessionOutcome, secure: boolean): string[] {
  const headers: string[] = [];
  if (outcome.token && TOKEN.test(outcome.token)) {
    headers.push(cookie(CART_SESSION_COOKIE, outcome.token, { secure, httpOnly: true, maxAge: CART_COOKIE_MAX_AGE }));
  }
  if (outcome.placedOrder && ORDER_NUMBER.test(outcome.placedOrder)) {
    headers.push(cookie(ORDER_SUCCESS_COOKIE, outcome.placedOrder, { secure, httpOnly: true, maxAge: ORDER_SUCCESS_MAX_AGE }));
    // The placed order is no longer a cart: the next add starts a new one in the same session.
    headers.push(cookie(COOKIE.cart, JSON.stringify(EMPTY_CART_STATE), { secure, httpOnly: false, maxAge: CART_COOKIE_MAX_AGE }));
  } else if (outcome.cart !== undefined) {
    const state = outcome.cart && outcome.cart.state !== 'placed' ? cartStateOf(outcome.cart) : EMPTY_CART_STATE;
    headers.push(cookie(COOKIE.cart, JSON.stringify(state), { secure, httpOnly: false, maxAge: CART_COOKIE_MAX_AGE }));
  }
  return headers;
}
