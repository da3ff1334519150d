import enCheckout from '@messages/en/checkout.json';
import thCheckout from '@messages/th/checkout.json';
import { contextFromRequest } from '../api/handle-api';
import type { ApiErrorBody } from '../api/contract';

export type SecurityErrorCode = 'CSRF' | 'SIGNATURE';

const MESSAGE_KEY = { CSRF: 'csrf', SIGNATURE: 'signature' } as const satisfies Record<SecurityErrorCode, keyof typeof enCheckout.security>;

/**
 * The 403 answer of a refused CSRF token or request signature: `{ error: { code, message } }`
 * with the message in the shopper's language (locale cookie, else English), never cached.
 * It never says which check failed.
 */
export function forbiddenResponse(request: Request, code: SecurityErrorCode): Response {
  const { locale } = contextFromRequest(request, {});
  const catalogue = locale === 'th' ? thCheckout : enCheckout;
  const body: ApiErrorBody = { error: { code, message: catalogue.security[MESSAGE_KEY[code]] } };
  return Response.json(body, { status: 403, headers: { 'cache-control': 'no-store' } });
}
