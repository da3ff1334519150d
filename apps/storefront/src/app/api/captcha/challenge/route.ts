import { challengeResponse } from '@/lib/captcha/captcha-routes';
import { getCaptchaProvider } from '@/lib/captcha/captcha.server';

/**
 * GET /api/captcha/challenge: a fresh signed ALTCHA challenge for a flagged form's widget
 * (no-store: each is for one use); 404 when the shop's captcha is not ALTCHA.
 */
export function GET(request: Request): Promise<Response> {
  return challengeResponse(request, getCaptchaProvider());
}
