import { AsyncLocalStorage } from 'node:async_hooks';
import type { ServerResponse } from 'node:http';

/**
 * A status a page asks for while it renders, applied when the response head is written.
 *
 * Next.js answers a `notFound()` thrown while the page renders with status 404 but an empty HTML
 * document (`<html id="__next_error__">`): the browser draws the not-found page from the RSC
 * payload, so search engines, screen-reader checks and anyone without scripts see nothing. The
 * catch-all page renders its not-found view as an ordinary page instead and asks for 404 here
 * (src/lib/routing/not-found-status.ts, docs/decisions/0018). Pages reach the store through
 * `globalThis` under a registered symbol: they are bundled apart from this server.
 */
export interface ResponseStatus {
  status?: number;
  /** Headers that go with that status (e.g. Retry-After with a 503). */
  headers?: Record<string, string>;
  /** Set when the request failed because a backing service is away: its 500 is sent as 503. */
  away?: { retryAfter: number };
}

export const RESPONSE_STATUS_KEY = Symbol.for('talat.response-status');

const storage = new AsyncLocalStorage<ResponseStatus>();
(globalThis as Record<symbol, unknown>)[RESPONSE_STATUS_KEY] = storage;

/** Whether the request being answered failed because a backing service is away. */
export function backendAway(): boolean {
  return storage.getStore()?.away !== undefined;
}

/**
 * Runs `handle` with a fresh status store; a 200 head becomes the status (and headers) a page
 * asked for; a 307 or 308 to a GET becomes 302 or 301; a 500 of a request that failed because a
 * backing service is away (marked by the error hook, src/instrumentation.ts) becomes 503 with
 * Retry-After.
 */
export function withResponseStatus<T>(res: ServerResponse, handle: () => T): T {
  const store: ResponseStatus = {};
  const writeHead = res.writeHead.bind(res) as (status: number, ...rest: unknown[]) => ServerResponse;
  res.writeHead = ((status: number, ...rest: unknown[]) => {
    const method = res.req?.method;
    if ((status === 307 || status === 308) && (method === 'GET' || method === 'HEAD')) {
      // Next.js redirects with 307 (`redirect()`) and 308 (`permanentRedirect()`); for a page
      // the spec's redirects are 302 and 301, which every client treats alike for GET. A kept
      // page's first render also sends its Location twice, which browsers refuse.
      const location = res.getHeader('location');
      if (Array.isArray(location)) res.setHeader('location', location[0] ?? '');
      res.statusMessage = '';
      return writeHead(status === 308 ? 301 : 302, ...rest.filter((r) => typeof r !== 'string'));
    }
    if (status === 500 && store.away) {
      res.setHeader('retry-after', String(store.away.retryAfter));
      res.statusMessage = '';
      return writeHead(503, ...rest.filter((r) => typeof r !== 'string'));
    }
    if (store.status === undefined || status !== 200) return writeHead(status, ...rest);
    for (const [name, value] of Object.entries(store.headers ?? {})) res.setHeader(name, value);
    return writeHead(store.status, ...rest);
  }) as ServerResponse['writeHead'];
  return storage.run(store, handle);
}
