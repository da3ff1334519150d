import { apiMethodRow } from '@talat/sdk';
import { customerSessionOf } from './cart-guard';
import type { RateLimiter } from '../security/rate-limit';
import { contextFromRequest, errorResponse, type ApiHooks, type RequestContext } from './handle-api';

export interface AccountGuardDeps {
  csrf(request: Request): Response | null;
  limiter: RateLimiter;
  address(request: Request): string;
}

/**
 * The checks of `/api/account/{method}`: changes need the CSRF token (403); customer methods a
 * signed-in customer (401 NOT_SIGNED_IN, in the shopper's language); newsletter calls are
 * rate-limited per client address (429). Customer calls run with the customer's session.
 */
export function accountApiHooks(deps: AccountGuardDeps): ApiHooks {
  return {
    async guard(request, methodName, _body, method) {
      const locale = contextFromRequest(request, {}).locale;
      if (method.postOnly) {
        const refused = deps.csrf(request);
        if (refused) return refused;
      }
      const row = apiMethodRow(methodName);
      if (row?.owner === 'customer' && !customerSessionOf(request)) return errorResponse(401, 'NOT_SIGNED_IN', 'notSignedIn', locale);
      // Methods that send email or change a subscription (their rows' `rateLimit`): per client address.
      if (row?.rateLimit && !(await deps.limiter.hit(`${methodName}:${deps.address(request)}`))) {
        return errorResponse(429, 'RATE_LIMITED', 'tooMany', locale);
      }
      return null;
    },
    context(request): Partial<RequestContext> {
      // A signed-in customer subscribing their own address is linked to it by the engine.
      return { customerToken: customerSessionOf(request) };
    },
  };
}
