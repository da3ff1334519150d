import { CART_SESSION_COOKIE } from '../cart/cart-session';
import { COOKIE, readCookie } from '../cookies/names';
import { AUTHENTICATED } from './sign-on-cookies';

/**
 * Spec section 4 "Server authorization error": a signed-in customer's call that the engine no
 * longer answers as that customer (it started a new anonymous session instead) while a refresh
 * token exists. The storefront API then answers 401 `AUTHORIZATION` after the full logout; the
 * browser goes to the locale home (lib/api/browser-sdk.ts).
 */
export const AUTHORIZATION_CODE = 'AUTHORIZATION';

export function lostCustomerSession(request: Request, response: Response): boolean {
  const cookieHeader = request.headers.get('cookie');
  if (readCookie(cookieHeader, COOKIE.customer) !== AUTHENTICATED || !readCookie(cookieHeader, COOKIE.refreshToken)) return false;
  const sent = readCookie(cookieHeader, CART_SESSION_COOKIE);
  return response.headers
    .getSetCookie()
    .some((c) => c.startsWith(`${CART_SESSION_COOKIE}=`) && !c.startsWith(`${CART_SESSION_COOKIE}=${sent ?? ''};`) && !/Max-Age=0/.test(c));
}
