import { readBounded } from '@/lib/api/read-bounded';
import { getEnv } from '@/lib/config/env.server';
import { MAX_CSP_REPORT_BYTES, parseCspReport } from '@/lib/log/csp-report';
import { logger } from '@/lib/log/logger.server';
import { clientAddress } from '@/lib/security/rate-limit';
import { rateLimiter } from '@/lib/security/rate-limiters.server';

/**
 * POST /api/csp-report: what a page's Content-Security-Policy blocked (`report-uri` of
 * server/content-security.ts), one warning line in the server's log per violation. Browsers send
 * these without credentials and read no answer: 204 for anything, at most CLIENT_LOG_RATE_LIMIT a
 * minute from one address are logged.
 */
export async function POST(request: Request): Promise<Response> {
  const none = new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  const text = await readBounded(request, MAX_CSP_REPORT_BYTES);
  if (text === null) return none;
  if (!(await rateLimiter('csp-report', { limit: getEnv().CLIENT_LOG_RATE_LIMIT, windowMs: 60_000 }).hit(clientAddress(request))))
    return none;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return none;
  }
  for (const violation of parseCspReport(body) ?? []) {
    logger.warn({ source: 'csp', ...violation }, 'Content-Security-Policy violation');
  }
  return none;
}
