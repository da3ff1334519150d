/**
 * Asks the storefront's server (server/response-status.ts) to answer this request with another
 * status than 200, and optionally extra headers. The server keeps one store per request in an
 * AsyncLocalStorage it registers on `globalThis`; outside that server (`next dev`, unit tests)
 * there is no store and this does nothing.
 */
export const RESPONSE_STATUS_KEY = Symbol.for('talat.response-status');

interface StatusStorage {
  getStore(): { status?: number; headers?: Record<string, string>; away?: { retryAfter: number } } | undefined;
}

export function answerStatus(status: number, headers?: Record<string, string>): boolean {
  const storage = (globalThis as Record<symbol, StatusStorage | undefined>)[RESPONSE_STATUS_KEY];
  const store = storage?.getStore();
  if (!store) return false;
  store.status = status;
  if (headers) store.headers = { ...store.headers, ...headers };
  return true;
}

export function answerNotFound(): boolean {
  return answerStatus(404);
}

/**
 * Marks the request as failed because a backing service is away: if it ends in a 500, the server
 * answers 503 with Retry-After instead (a crawler or a shopper should come back, not give up).
 */
export function markBackendAway(retryAfterSeconds: number): boolean {
  const store = (globalThis as Record<symbol, StatusStorage | undefined>)[RESPONSE_STATUS_KEY]?.getStore();
  if (!store) return false;
  store.away = { retryAfter: retryAfterSeconds };
  return true;
}
