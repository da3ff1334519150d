import { signRequestResponse } from '@/lib/security/security.server';

/**
 * POST /api/sign-request (with `x-csrf-token`): signs the JSON body of the request the browser
 * is about to send (cart creation); answers `{}` with `x-hmac-signature` and `x-hmac-timestamp`
 * (lib/security/signed-request.ts).
 */
export function POST(request: Request): Promise<Response> {
  return signRequestResponse(request);
}
