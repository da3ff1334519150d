import { ACCESS_TOKEN_COOKIE } from '@server/shared-names';
import { CART_SESSION_COOKIE, CART_COOKIE_MAX_AGE, cartStateOf } from '../cart/cart-session';
import type { Cart } from '@talat/commerce/types';
import { COOKIE } from '../cookies/names';
import type { NewNotification } from '../ui/notifications';

/**
 * The sign-on's cookies (spec section 3, docs/decisions/0021). Credentials are http-only:
 * - `s7-refresh-token`: the provider's refresh token (30 days). The provider rotates it on every
 *   refresh and revokes the whole grant when an old one is used again, so one refresh per token
 *   is shared by every request and storefront process (shared-refresh.ts);
 * - `s7-customer-token`: the provider's access token, living exactly as long as the token, so
 *   its absence says "refresh now";
 * - `s7-cart-session` (decision 0007): the engine session, the customer's once signed on;
 * - `s7-auth-flow`: the pending authorization request (state, nonce, PKCE verifier), 10 minutes;
 * - `s7-sso-retry`: set for 10 s after a failed attempt, so a failing provider is not asked on
 *   every page (the reload-loop guard of spec section 9).
 * Readable: `s7-customer` ('authenticated'), `s7-sso-token` (the user id signed on with, compared
 * with the sister site's `_sa_sso_upid`), `s7-group-key`, `s7-message` (flash) and `s7-cart`.
 */
export const AUTH_COOKIE = {
  accessToken: ACCESS_TOKEN_COOKIE,
  flow: 's7-auth-flow',
  retry: 's7-sso-retry',
} as const;

export const AUTHENTICATED = 'authenticated';
export const SIGN_ON_MAX_AGE = 30 * 24 * 60 * 60;
export const FLOW_MAX_AGE = 10 * 60;
export const RETRY_GUARD_SECONDS = 10;

export interface CookieSettings {
  secure: boolean;
  /** SSO_COOKIE_DOMAIN: the domain the sister site shares `_sa_sso_upid` on (empty: host-only). */
  ssoDomain?: string;
}

interface One {
  name: string;
  value: string;
  maxAge: number;
  httpOnly: boolean;
  domain?: string;
}

function serialize(c: One, settings: CookieSettings): string {
  const parts = [`${c.name}=${encodeURIComponent(c.value)}`, 'Path=/', 'SameSite=Lax', `Max-Age=${c.maxAge}`];
  if (c.domain) parts.push(`Domain=${c.domain}`);
  if (c.httpOnly) parts.push('HttpOnly');
  if (settings.secure) parts.push('Secure');
  return parts.join('; ');
}

const clear = (name: string, httpOnly: boolean, domain?: string): One => ({ name, value: '', maxAge: 0, httpOnly, domain });

export interface SignedInState {
  /** The provider's subject: the user id the sister site shares as `_sa_sso_upid`. */
  userId: string;
  refreshToken?: string;
  accessToken: string;
  accessTokenTtl: number;
  /** The engine session of the customer (replaces the guest's). */
  sessionToken?: string;
  groupKey?: string;
  /** The customer's cart after sign-on (merged), for the readable cart cookie. */
  cart?: Cart | null;
  flash?: NewNotification;
}

/** Set-Cookie values after a successful sign-on or refresh. */
export function signedInCookies(state: SignedInState, settings: CookieSettings): string[] {
  const list: One[] = [
    { name: COOKIE.customer, value: AUTHENTICATED, maxAge: SIGN_ON_MAX_AGE, httpOnly: false },
    { name: COOKIE.ssoToken, value: state.userId, maxAge: SIGN_ON_MAX_AGE, httpOnly: false },
    { name: AUTH_COOKIE.accessToken, value: state.accessToken, maxAge: Math.max(1, Math.floor(state.accessTokenTtl)), httpOnly: true },
    clear(AUTH_COOKIE.retry, true),
  ];
  if (state.refreshToken) list.push({ name: COOKIE.refreshToken, value: state.refreshToken, maxAge: SIGN_ON_MAX_AGE, httpOnly: true });
  if (state.sessionToken) list.push({ name: CART_SESSION_COOKIE, value: state.sessionToken, maxAge: SIGN_ON_MAX_AGE, httpOnly: true });
  if (state.groupKey) list.push({ name: COOKIE.groupKey, value: state.groupKey, maxAge: SIGN_ON_MAX_AGE, httpOnly: false });
  if (state.cart) {
    list.push({ name: COOKIE.cart, value: JSON.stringify(cartStateOf(state.cart)), maxAge: CART_COOKIE_MAX_AGE, httpOnly: false });
  } else if (state.cart === null) {
    // No cart: no cart cookie, so catalogue pages stay the shared, cached ones (decision 0015).
    list.push(clear(COOKIE.cart, false));
  }
  if (state.flash) list.push({ name: COOKIE.message, value: JSON.stringify(state.flash), maxAge: 60, httpOnly: false });
  return list.map((c) => serialize(c, settings));
}

/** The client login state: the flag, the access token, the group and the customer's cart session. */
function clientState(): One[] {
  return [
    clear(COOKIE.customer, false),
    clear(AUTH_COOKIE.accessToken, true),
    clear(COOKIE.groupKey, false),
    clear(CART_SESSION_COOKIE, true),
    // The cart is reset (spec section 4): no cart cookie at all, which also means no cart id.
    clear(COOKIE.cart, false),
  ];
}

/** The shopper browses as a guest; the sign-on cookies stay, and no new attempt for 10 s. */
export function clearClientStateCookies(settings: CookieSettings): string[] {
  return [...clientState(), { name: AUTH_COOKIE.retry, value: '1', maxAge: RETRY_GUARD_SECONDS, httpOnly: true }].map((c) =>
    serialize(c, settings),
  );
}

/**
 * Client state and the shop's sign-on cookies, the sister site's user id included (host-only and
 * on the shared domain). With `flash`, the full logout's warning for the next page.
 */
export function clearSignOnCookies(settings: CookieSettings, flash?: NewNotification): string[] {
  const list = [
    ...clientState(),
    clear(COOKIE.refreshToken, true),
    clear(COOKIE.ssoToken, false),
    clear(COOKIE.ssoUserId, false),
    clear(AUTH_COOKIE.flow, true),
    { name: AUTH_COOKIE.retry, value: '1', maxAge: RETRY_GUARD_SECONDS, httpOnly: true },
  ];
  if (settings.ssoDomain) list.push(clear(COOKIE.ssoUserId, false, settings.ssoDomain));
  if (flash) list.push({ name: COOKIE.message, value: JSON.stringify(flash), maxAge: 60, httpOnly: false });
  return list.map((c) => serialize(c, settings));
}

/** The customer group key cookie alone (POST /api/auth/group). */
export function groupKeyCookie(groupKey: string, settings: CookieSettings): string {
  return serialize({ name: COOKIE.groupKey, value: groupKey, maxAge: SIGN_ON_MAX_AGE, httpOnly: false }, settings);
}

export function flowCookie(value: string, settings: CookieSettings): string {
  return serialize({ name: AUTH_COOKIE.flow, value, maxAge: FLOW_MAX_AGE, httpOnly: true }, settings);
}

export function clearFlowCookie(settings: CookieSettings): string {
  return serialize(clear(AUTH_COOKIE.flow, true), settings);
}
