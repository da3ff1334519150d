/**
 * Whether an error means the commerce engine is away (not running, restarting, or a proxy in
 * front of it answering 502-504): the connector's CommerceError with code UNREACHABLE. Read by
 * name and code, not `instanceof`, as the API routes do: pages and routes are bundled apart.
 */
export function isEngineAway(error: unknown): boolean {
  return error instanceof Error && error.name === 'CommerceError' && (error as { code?: unknown }).code === 'UNREACHABLE';
}

/**
 * Whether an error means a backing service is away: the engine (above) or the content service
 * (ContentError UNREACHABLE). Such a failure is worth a 503 and a retry, not a 500.
 */
export function isBackendAway(error: unknown): boolean {
  return (
    isEngineAway(error) || (error instanceof Error && error.name === 'ContentError' && (error as { code?: unknown }).code === 'UNREACHABLE')
  );
}

/** Seconds a shopper (or a crawler) is asked to wait before trying again. */
export const ENGINE_AWAY_RETRY_AFTER_S = 10;
