/**
 * Asks the storefront's server (server/response-status.ts) to answer this request with 404.
 * The server keeps one store per request in an AsyncLocalStorage it registers on `globalThis`;
 * outside that server (`next dev`, unit tests) there is no store and this does nothing.
 */
export const RESPONSE_STATUS_KEY = Symbol.for('talat.response-status');

interface StatusStorage {
  getStore(): { status?: number } | undefined;
}

export function answerNotFound(): boolean {
  const storage = (globalThis as Record<symbol, StatusStorage | undefined>)[RESPONSE_STATUS_KEY];
  const store = storage?.getStore();
  if (!store) return false;
  store.status = 404;
  return true;
}
