import type { CommerceFetch, CommerceRequestInit } from '@talat/commerce';
import { CACHE_TAGS, REVALIDATE_SECONDS } from './tags';

/**
 * The fetch every commerce connector gets. A read that declares the entities it came from
 * (`init.reads`, from @talat/commerce's `reads`) is kept in the Next.js data cache under those
 * tags, which the backend's change notifications expire (lib/cache/tags.ts); anything else
 * (writes, a shopper's session) is never kept. Nothing here knows a backend or its query language.
 */
type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

/** Next.js takes at most 128 tags per fetch; a read names a handful. */
const MAX_TAGS = 64;

/** Credentials in the request itself: never kept, whatever it declared. */
function hasCredentials(init: RequestInit): boolean {
  const headers = new Headers(init.headers);
  return headers.has('authorization') || headers.has('cookie');
}

/**
 * Times a call for the storefront server's metrics (server/operations.ts sets the hook; outside
 * that server, as in tests, nothing is reported).
 */
async function timed(mode: 'kept' | 'direct', call: Promise<Response>): Promise<Response> {
  const report = (globalThis as { __talatEngineCall?: (c: { mode: string; seconds: number; status: number }) => void }).__talatEngineCall;
  if (!report) return call;
  const started = performance.now();
  try {
    const response = await call;
    report({ mode, seconds: (performance.now() - started) / 1000, status: response.status });
    return response;
  } catch (error) {
    report({ mode, seconds: (performance.now() - started) / 1000, status: 0 });
    throw error;
  }
}

export function createCachedFetch(base: FetchFn = fetch): CommerceFetch {
  return (input: string, init: CommerceRequestInit) => {
    const { reads, ...request } = init;
    const method = (request.method ?? 'GET').toUpperCase();
    if (!reads || reads.length === 0 || hasCredentials(request) || (method !== 'GET' && method !== 'POST')) {
      return timed('direct', base(input, { ...request, cache: 'no-store' }));
    }
    const tags = [...new Set([CACHE_TAGS.commerce, ...reads])].slice(0, MAX_TAGS);
    return timed('kept', base(input, { ...request, cache: 'force-cache', next: { revalidate: REVALIDATE_SECONDS.commerce, tags } }));
  };
}
