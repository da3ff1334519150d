import 'server-only';
import type { Cart, CommerceContext } from '@talat/commerce/types';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { readCartState } from '../cart/cart-cookie';
import { CART_SESSION_COOKIE, ORDER_SUCCESS_COOKIE, readOrderSuccess, readSessionToken } from '../cart/cart-session';
import { getConnector } from '../commerce/connector.server';
import { getShopContext } from '../commerce/shop-context.server';
import { COOKIE } from '../cookies/names';
import { localePath, type Locale } from '../locale/locales';
import { CHECKOUT_PATHS, checkoutRedirect, guardStateOfCart, guardStateOfCookie, type CheckoutStep } from './guard';

/**
 * The checkout pages' server side: the shopper's cart session from the cookies, and the guards
 * (lib/checkout/guard.ts for the rules). Reading cookies makes every checkout page dynamic:
 * nothing here is cached across shoppers.
 */
export interface CheckoutSession {
  ctx: CommerceContext & { locale: Locale };
  token: string | undefined;
}

export async function checkoutSession(locale: Locale): Promise<CheckoutSession & { cookieState: ReturnType<typeof readCartState> }> {
  const [shop, jar] = await Promise.all([getShopContext(locale), cookies()]);
  const token = readSessionToken(jar.get(CART_SESSION_COOKIE)?.value);
  return { ctx: { ...shop, customerToken: token }, token, cookieState: readCartState(jar.get(COOKIE.cart)?.value) };
}

function go(locale: Locale, target: keyof typeof CHECKOUT_PATHS): never {
  redirect(localePath(locale, CHECKOUT_PATHS[target]));
}

/** /checkout/secure: decided from the cart cookie alone (no engine call). */
export async function secureCheckoutTarget(locale: Locale): Promise<never> {
  const { token, cookieState } = await checkoutSession(locale);
  go(locale, checkoutRedirect('secure', guardStateOfCookie(token !== undefined, cookieState)) ?? 'shipping');
}

/**
 * The cart for a checkout step, or a redirect: to the cart page when there is nothing to check
 * out, between shipping and payment as the guard says.
 */
export async function guardedCart(locale: Locale, step: Exclude<CheckoutStep, 'secure'>): Promise<CheckoutSession & { cart: Cart }> {
  const session = await checkoutSession(locale);
  const hasSession = session.token !== undefined;
  if (checkoutRedirect(step, guardStateOfCookie(hasSession, session.cookieState)) === 'cart') go(locale, 'cart');
  const { cart } = await getConnector().getCart(session.ctx);
  const target = checkoutRedirect(step, guardStateOfCart(hasSession, cart));
  if (target || !cart) go(locale, target ?? 'cart');
  return { ...session, cart };
}

/** The order-success guard: the order this browser just placed, else home. */
export async function placedOrder(locale: Locale) {
  const [shop, jar] = await Promise.all([getShopContext(locale), cookies()]);
  const code = readOrderSuccess(jar.get(ORDER_SUCCESS_COOKIE)?.value);
  if (!code) redirect(localePath(locale));
  const customerToken = readSessionToken(jar.get(CART_SESSION_COOKIE)?.value);
  const ctx = { ...shop, customerToken };
  const order = await getConnector().getOrder(ctx, { code });
  if (!order) redirect(localePath(locale));
  return { order, ctx };
}
