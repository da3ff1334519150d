import { verifyCaptchaResponse } from '@/lib/captcha/captcha-routes';
import { captchaChecks } from '@/lib/captcha/captcha.server';
import { requireCsrf } from '@/lib/security/security.server';

/**
 * POST /api/verify-recaptcha (with `x-csrf-token`; spec section 7): checks a captcha solution
 * `{ token, action }` with whichever provider the shop uses and answers `{ success: true }`, else
 * 403 (or 503 when the provider cannot answer) with the shopper's message. A solution it accepts is
 * used up: the flagged action itself asks for a fresh one.
 */
export function POST(request: Request): Promise<Response> {
  return verifyCaptchaResponse(request, { csrf: requireCsrf, ...captchaChecks });
}
