import type { CaptchaFlag } from '@talat/commerce/types';
import { contextFromRequest, errorResponse, type ApiHooks } from '../api/handle-api';
import type { Locale } from '../locale/locales';
import { CAPTCHA_HEADER, type CaptchaFailure, type CaptchaProvider } from './captcha-provider';
import { captchaFlagOf } from './captcha-flags';

export interface CaptchaChecks {
  /** The provider CAPTCHA_PROVIDER chose; null when it is off. */
  provider(): CaptchaProvider | null;
  /** Whether the store's config turns the flag on (store config `captcha`). */
  flagOn(flag: CaptchaFlag, locale: Locale): Promise<boolean>;
  address(request: Request): string;
}

/**
 * The answer to a refused solution, in the shopper's language. A missing solution and a wrong one
 * are both 403s the form answers by solving again; a provider that cannot answer (Google away, a
 * site key Google does not know) refuses the action as unavailable (503).
 */
export function captchaRefusal(reason: CaptchaFailure, locale: Locale): Response {
  if (reason === 'unavailable') return errorResponse(503, 'CAPTCHA_UNAVAILABLE', 'captchaUnavailable', locale);
  if (reason === 'missing') return errorResponse(403, 'CAPTCHA_REQUIRED', 'captchaRequired', locale);
  return errorResponse(403, 'CAPTCHA_INVALID', 'captchaInvalid', locale);
}

/**
 * Checks the solution of a flagged method's call before the method runs: only when the store's
 * flag is on and a provider is chosen. `null`: go on.
 */
export async function checkCaptcha(request: Request, methodName: string, checks: CaptchaChecks): Promise<Response | null> {
  const flag = captchaFlagOf(methodName);
  if (!flag) return null;
  const provider = checks.provider();
  if (!provider) return null;
  const { locale } = contextFromRequest(request, {});
  if (!(await checks.flagOn(flag, locale))) return null;
  const result = await provider.verify(request.headers.get(CAPTCHA_HEADER), { action: flag, remoteIp: checks.address(request) });
  return result.ok ? null : captchaRefusal(result.reason, locale);
}

/** A route's hooks with the captcha checked after their own guard (CSRF and rate limits first: they cost less). */
export function withCaptcha(hooks: ApiHooks, checks: CaptchaChecks): ApiHooks {
  return {
    ...hooks,
    async guard(request, methodName, bodyText, method) {
      const refused = await hooks.guard?.(request, methodName, bodyText, method);
      if (refused) return refused;
      return checkCaptcha(request, methodName, checks);
    },
  };
}
