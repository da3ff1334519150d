import type { CaptchaFlag } from '@talat/commerce/types';
import { contextFromRequest, errorResponse } from '../api/handle-api';
import type { AltchaProvider } from './altcha-provider';
import { captchaRefusal, type CaptchaChecks } from './captcha-guard';
import { MAX_SOLUTION_LENGTH, type CaptchaProvider } from './captcha-provider';
import { CAPTCHA_FLAG_OF_METHOD } from './captcha-flags';

const NO_STORE = { 'cache-control': 'no-store' };
const FLAGS = new Set<string>(Object.values(CAPTCHA_FLAG_OF_METHOD));

const isAltcha = (provider: CaptchaProvider | null): provider is AltchaProvider => provider?.kind === 'altcha';

/** GET /api/captcha/site: the provider's public settings, or `off`. */
export function siteResponse(provider: CaptchaProvider | null): Response {
  return Response.json(provider ? provider.siteConfig() : { kind: 'off' }, { headers: NO_STORE });
}

/** GET /api/captcha/challenge: a signed challenge, never kept by a cache. */
export async function challengeResponse(request: Request, provider: CaptchaProvider | null): Promise<Response> {
  const { locale } = contextFromRequest(request, {});
  if (!isAltcha(provider)) return errorResponse(404, 'NOT_FOUND', 'notFound', locale);
  return Response.json(await provider.challenge(), { headers: NO_STORE });
}

/** POST /api/verify-recaptcha: `{ token, action }` checked by the shop's provider. */
export async function verifyCaptchaResponse(
  request: Request,
  checks: CaptchaChecks & { csrf(request: Request): Response | null },
): Promise<Response> {
  const { locale } = contextFromRequest(request, {});
  const refused = checks.csrf(request);
  if (refused) return refused;
  let body: unknown;
  try {
    const text = await request.text();
    if (text.length > MAX_SOLUTION_LENGTH + 200) return errorResponse(413, 'TOO_LARGE', 'tooLarge', locale);
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, 'MALFORMED_JSON', 'malformed', locale);
  }
  const { token, action } = (body ?? {}) as { token?: unknown; action?: unknown };
  if (typeof action !== 'string' || !FLAGS.has(action) || (token !== undefined && typeof token !== 'string')) {
    return errorResponse(400, 'INVALID_INPUT', 'invalidInput', locale);
  }
  const provider = checks.provider();
  // No captcha in this shop: nothing to check, as the flagged actions check nothing either.
  if (!provider) return Response.json({ success: true }, { headers: NO_STORE });
  const result = await provider.verify(token, { action: action as CaptchaFlag, remoteIp: checks.address(request) });
  return result.ok ? Response.json({ success: true }, { headers: NO_STORE }) : captchaRefusal(result.reason, locale);
}
