import type { Instrumentation } from 'next';

/**
 * Unhandled errors on the server reach the log (spec section 8): every error a page, route or
 * server action throws, with the request it failed, as one pino entry; and errors outside any
 * request (a promise nobody awaited).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // The storefront server answers kept pages by the proxy's own rule (docs/decisions/0036).
  const [{ registerKeptPageKey }, { registerSignOnGate }] = await Promise.all([
    import('./lib/routing/kept-page-key'),
    import('./lib/sign-on/kept-page-gate'),
  ]);
  registerKeptPageKey();
  registerSignOnGate();
  const { logger } = await import('./lib/log/logger.server');
  process.on('unhandledRejection', (reason) => {
    logger.error({ source: 'server', err: reason }, 'Unhandled promise rejection');
  });
}

export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { logger } = await import('./lib/log/logger.server');
  const digest = (error as { digest?: unknown }).digest;
  // notFound() and redirects are how pages answer, not failures.
  if (typeof digest === 'string' && /^(NEXT_HTTP_ERROR_FALLBACK|NEXT_REDIRECT|NEXT_NOT_FOUND)/.test(digest)) return;
  // A backing service away: the error page goes out as 503 with Retry-After, not 500.
  const [{ isBackendAway, ENGINE_AWAY_RETRY_AFTER_S }, { markBackendAway }] = await Promise.all([
    import('./lib/commerce/engine-away'),
    import('./lib/routing/not-found-status'),
  ]);
  if (isBackendAway(error)) markBackendAway(ENGINE_AWAY_RETRY_AFTER_S);
  logger.error(
    { source: 'server', err: error, method: request.method, path: request.path, route: context.routePath, routeType: context.routeType },
    'Request failed',
  );
};
