import { csrfTokenResponse } from '@/lib/security/security.server';

/**
 * GET /api/csrf: `{ csrfToken }` for the `x-csrf-token` header of state-changing calls; sets the
 * http-only `s7-csrf` cookie holding the token's secret half (lib/security/csrf.ts).
 */
export function GET(request: Request): Response {
  return csrfTokenResponse(request);
}
