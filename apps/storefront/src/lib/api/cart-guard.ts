import { apiMethodRow, commerceMethodRow } from '@talat/sdk';
import { COOKIE, readCookie } from '../cookies/names';
import { AUTHENTICATED } from '../sign-on/sign-on-cookies';
import { CART_SESSION_COOKIE, readSessionToken, type CartSessionOutcome } from '../cart/cart-session';
import type { RateLimiter } from '../security/rate-limit';
import { contextFromRequest, errorResponse, type ApiHooks, type RequestContext } from './handle-api';

/**
 * The checks of the storefront API around cart and checkout calls (spec section 7):
 *
 * - every state-changing (POST-only) method needs a valid CSRF token, else 403 CSRF;
 * - creating a cart needs a fresh request signature from /api/sign-request, else 403 SIGNATURE;
 * - other cart changes need the cart session a signed creation started, else 409 NO_CART (the
 *   browser then creates a cart, signed, and tries once more), so nothing makes engine carts
 *   without a signature;
 * - writing a review, and entering a coupon or gift-card code, are rate-limited per client
 *   address (429 RATE_LIMITED); the engine limits them again per client and per cart or customer.
 *
 * The checks themselves are parameters (security.server.ts binds them to the secrets), so the
 * rules are unit-tested without secrets.
 */
export interface CartGuardChecks {
  csrf(request: Request): Response | null;
  signature(request: Request, body: string): Promise<Response | null>;
  /** Limited methods, each counted per client address by its limiter. */
  limiters: Partial<Record<string, RateLimiter>>;
  address(request: Request): string;
}

/** How a method uses the cart session: its row of COMMERCE_METHODS (`none` for any other route's). */
function cartUseOf(methodName: string) {
  return commerceMethodRow(methodName)?.cart ?? 'none';
}

export function sessionTokenOf(request: Request): string | undefined {
  return readSessionToken(readCookie(request.headers.get('cookie'), CART_SESSION_COOKIE));
}

/** A signed-in customer's engine session: the sign-on flag cookie and the session both. */
export function customerSessionOf(request: Request): string | undefined {
  const flagged = readCookie(request.headers.get('cookie'), COOKIE.customer) === AUTHENTICATED;
  return flagged ? sessionTokenOf(request) : undefined;
}

export function cartApiHooks(checks: CartGuardChecks, cookieHeaders: (outcome: CartSessionOutcome) => string[]): ApiHooks {
  return {
    async guard(request, methodName, bodyText, method) {
      if (method.postOnly) {
        const refused = checks.csrf(request);
        if (refused) return refused;
      }
      const limiter = Object.hasOwn(checks.limiters, methodName) ? checks.limiters[methodName] : undefined;
      if (limiter && !(await limiter.hit(checks.address(request)))) {
        return errorResponse(429, 'RATE_LIMITED', 'tooMany', contextFromRequest(request, {}).locale, 60);
      }
      const cart = cartUseOf(methodName);
      if (cart === 'none') return null;
      if (cart === 'creates') return checks.signature(request, bodyText);
      if (cart === 'needs' && !sessionTokenOf(request)) {
        return errorResponse(409, 'NO_CART', 'noCart', contextFromRequest(request, {}).locale);
      }
      return null;
    },
    context(request, methodName): Partial<RequestContext> {
      if (cartUseOf(methodName) !== 'none') return { customerToken: sessionTokenOf(request), session: {} };
      // A shopper's call is the customer's when signed on (a review is then in My Account's reviews).
      if ((apiMethodRow(methodName)?.owner ?? 'anyone') !== 'anyone') return { customerToken: customerSessionOf(request) };
      return {};
    },
    finish(response, ctx) {
      if (!ctx.session) return;
      for (const header of cookieHeaders(ctx.session)) response.headers.append('set-cookie', header);
    },
  };
}
