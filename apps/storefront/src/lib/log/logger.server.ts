import 'server-only';
import pino from 'pino';

/**
 * The storefront's structured log (pino, one JSON line per entry on standard output): the
 * browser's reports of POST /api/pino and unhandled server errors (src/instrumentation.ts).
 * Secrets never go in: callers pass what they log field by field.
 */
export const logger = pino({
  name: 'storefront',
  level: process.env.LOG_LEVEL ?? 'info',
  base: { pid: process.pid },
  timestamp: pino.stdTimeFunctions.isoTime,
});
