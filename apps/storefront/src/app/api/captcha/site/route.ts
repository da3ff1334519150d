import { siteResponse } from '@/lib/captcha/captcha-routes';
import { getCaptchaProvider } from '@/lib/captcha/captcha.server';

/**
 * GET /api/captcha/site: the captcha a flagged form shows, as the browser needs it
 * (`{ kind: 'altcha', challengeUrl }`, `{ kind: 'recaptcha', siteKey }` or `{ kind: 'off' }`), read
 * at run time so a deployment changes provider without a build. Public settings only.
 */
export function GET(): Response {
  return siteResponse(getCaptchaProvider());
}
