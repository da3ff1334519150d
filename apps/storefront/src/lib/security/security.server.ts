import 'server-only';
import { getEnv } from '../config/env.server';
import { handleCsrfTokenRequest, verifyCsrf } from './csrf';
import { handleSignRequest, verifySignedRequestHeaders } from './signed-request';

/**
 * The CSRF and signed-request checks bound to the storefront's secrets (CSRF_SECRET,
 * SIGN_REQUEST_SECRET). Server only: the secrets never reach a client bundle, and are never
 * logged. For the cart work:
 *
 *   const refused = requireCsrf(request); if (refused) return refused;
 *   const body = await request.text();
 *   const unsigned = await requireSignature(request, body); if (unsigned) return unsigned;
 */

/** null when the request's `x-csrf-token` verifies, else the 403 CSRF answer. */
export function requireCsrf(request: Request): Response | null {
  return verifyCsrf(request, getEnv().CSRF_SECRET);
}

/** null when `x-hmac-signature` / `x-hmac-timestamp` verify for `body` (once), else the 403 SIGNATURE answer. */
export function requireSignature(request: Request, body: string): Promise<Response | null> {
  return verifySignedRequestHeaders(request, body, { secret: getEnv().SIGN_REQUEST_SECRET });
}

/** GET /api/csrf. */
export function csrfTokenResponse(request: Request): Response {
  const env = getEnv();
  return handleCsrfTokenRequest(request, { secret: env.CSRF_SECRET, secure: env.COOKIE_SECURE });
}

/** POST /api/sign-request. */
export function signRequestResponse(request: Request): Promise<Response> {
  const env = getEnv();
  return handleSignRequest(request, { csrfSecret: env.CSRF_SECRET, signSecret: env.SIGN_REQUEST_SECRET });
}
