import { errorResponse, contextFromRequest } from '@/lib/api/handle-api';
import { readBounded } from '@/lib/api/read-bounded';
import { getEnv } from '@/lib/config/env.server';
import { clientLogSchema, MAX_CLIENT_LOG_BYTES } from '@/lib/log/client-log-schema';
import { logger } from '@/lib/log/logger.server';
import { clientAddress } from '@/lib/security/rate-limit';
import { rateLimiter } from '@/lib/security/rate-limiters.server';

/**
 * POST /api/pino (spec section 8): a warning or an error from the shopper's browser, written to
 * the server's log with pino. At most 8 KB, at most CLIENT_LOG_RATE_LIMIT a minute from one
 * address; anything else is refused with a message in the shopper's language.
 */
export async function POST(request: Request): Promise<Response> {
  const { locale } = contextFromRequest(request, {});
  const env = getEnv();
  const declared = Number(request.headers.get('content-length') ?? 0);
  const text = declared > MAX_CLIENT_LOG_BYTES ? null : await readBounded(request, MAX_CLIENT_LOG_BYTES);
  const address = clientAddress(request);
  if (!(await rateLimiter('client-log', { limit: env.CLIENT_LOG_RATE_LIMIT, windowMs: 60_000 }).hit(address))) {
    return errorResponse(429, 'RATE_LIMITED', 'tooMany', locale);
  }
  if (text === null) return errorResponse(413, 'TOO_LARGE', 'tooLarge', locale);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return errorResponse(400, 'MALFORMED', 'malformed', locale);
  }
  const parsed = clientLogSchema.safeParse(body);
  if (!parsed.success) return errorResponse(400, 'INVALID_INPUT', 'invalidInput', locale);
  const { level, message } = parsed.data;
  logger[level](
    {
      source: 'browser',
      errorName: message.name,
      errorType: message.type,
      stack: message.stack,
      page: request.headers.get('referer') ?? undefined,
    },
    message.message,
  );
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
}
