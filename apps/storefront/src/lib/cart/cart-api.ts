import type { Cart, CartResult } from '@talat/commerce/types';
import { browserSdk } from '../api/browser-sdk';
import { SdkError, type CommerceInput, type CommercePostOnlyMethod, type CommerceResults } from '@talat/sdk';
import { browserOffline, offlineWords } from '../app/offline-words';
import { COOKIE, readCookie } from '../cookies/names';
import { enqueue, isQueuedMethod } from './offline-queue';
import { csrfToken, signedHeaders } from '../security/request-security.client';

/**
 * The browser's cart calls (storefront API, spec section 7). Every change carries the CSRF
 * token. A browser whose cart cookie names no cart creates one first with a signed
 * createEmptyCart; if the session expired anyway (the API answers 409 NO_CART) it creates one
 * and tries once more. A refused CSRF
 * token (expired cookie, another tab) is fetched again once.
 */
const sdk = browserSdk;

export type CartMutation = Exclude<CommercePostOnlyMethod, 'createEmptyCart' | 'createProductReview' | 'lookupOrder'>;
type Input<M extends CartMutation | 'getCart' | 'getShippingMethods' | 'getPaymentMethods'> = CommerceInput<M>;

/** createEmptyCart, signed over the exact body the SDK sends. */
export async function createCart(locale: string): Promise<CartResult> {
  const input = { locale } as CommerceInput<'createEmptyCart'>;
  const token = await csrfToken();
  const headers = await signedHeaders(JSON.stringify(input), token);
  return sdk.commerce.createEmptyCart(input, { csrfToken: token, headers });
}

function isCode(error: unknown, code: string): boolean {
  return error instanceof SdkError && error.code === code;
}

/** The readable cart cookie names a cart: the session most likely has one (no signed creation needed first). */
function cookieNamesCart(): boolean {
  if (typeof document === 'undefined') return true;
  const raw = readCookie(document.cookie, COOKIE.cart);
  try {
    const state: unknown = raw ? JSON.parse(raw) : null;
    return typeof (state as { id?: unknown } | null)?.id === 'string';
  } catch {
    return false;
  }
}

/**
 * Without a network a cart edit (add, quantity, remove) is queued to be sent when it returns
 * (components/app/use-offline-cart.ts) and the shopper told so; anything else says it needs the
 * network. Both throw, with the message to show.
 */
function refuseOffline(method: string, input: unknown, locale: string): never {
  const words = offlineWords();
  if (isQueuedMethod(method)) {
    let queued = false;
    try {
      queued = enqueue(localStorage, { method, input: input as Record<string, unknown>, locale, at: Date.now() });
    } catch {
      queued = false;
    }
    if (queued) throw new SdkError('Queued while offline', 0, '', 'OFFLINE_QUEUED', undefined, words.queued);
  }
  throw new SdkError('Offline', 0, '', 'OFFLINE', undefined, words.needsNetwork);
}

export async function cartMutation<M extends CartMutation>(
  method: M,
  input: Input<M>,
  locale: string,
  /** `headers`: a captcha solution (a flagged change: coupon, gift card, placing the order). */
  options: { headers?: Record<string, string> } = {},
): Promise<CommerceResults[M]> {
  if (browserOffline()) refuseOffline(method, input, locale);
  let created = false;
  // A browser without a cart creates one (signed) first rather than learning it from a 409.
  if (!cookieNamesCart()) {
    const result = await createCart(locale);
    if (!result.ok) throw new SdkError(result.error.message, 409, '', 'NO_CART', undefined, result.error.message);
    created = true;
  }
  let refreshed = false;
  for (;;) {
    try {
      const call = sdk.commerce[method] as (
        i: Input<M>,
        o: { csrfToken: string; headers?: Record<string, string> },
      ) => Promise<CommerceResults[M]>;
      return await call(input, { csrfToken: await csrfToken(refreshed), headers: options.headers });
    } catch (error) {
      if (isCode(error, 'NO_CART') && !created) {
        created = true;
        const result = await createCart(locale);
        if (!result.ok) throw new SdkError(result.error.message, 409, '', 'NO_CART', undefined, result.error.message);
        continue;
      }
      if (isCode(error, 'CSRF') && !refreshed) {
        refreshed = true;
        continue;
      }
      throw error;
    }
  }
}

export function fetchCart(): Promise<Cart | null> {
  return sdk.commerce.getCart({}, { method: 'POST' });
}

export function fetchShippingMethods(): Promise<CommerceResults['getShippingMethods']> {
  return sdk.commerce.getShippingMethods({}, { method: 'POST' });
}

export function fetchPaymentMethods(): Promise<CommerceResults['getPaymentMethods']> {
  return sdk.commerce.getPaymentMethods({}, { method: 'POST' });
}

/** The message to show for a failed call: the API's own (in the shopper's language) or a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof SdkError && error.shopperMessage ? error.shopperMessage : fallback;
}
