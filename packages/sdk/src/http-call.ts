import type { ApiErrorBody } from './contract';
import { SdkError } from './sdk-error';

export type HttpMethod = 'GET' | 'POST';

/** Options of one call. */
export interface CallOptions {
  /** POST (default) sends JSON; GET sends it in the `body` query parameter (cacheable by a CDN). */
  method?: HttpMethod;
  /** GET only: added as `cdnCacheBustingId` so a CDN keys a fresh copy. */
  cdnCacheBustingId?: string;
  /** Sent as `x-csrf-token`. */
  csrfToken?: string;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export interface CallConfig {
  fetch: typeof fetch;
  headers: Record<string, string>;
}

/** Statuses retried once for GET (spec section 9); POST is never retried. */
export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

export function buildCallUrl(endpoint: string, input: unknown, options: CallOptions): string {
  if ((options.method ?? 'POST') !== 'GET') return endpoint;
  let query = `body=${encodeURIComponent(JSON.stringify(input ?? {}))}`;
  if (options.cdnCacheBustingId) query += `&cdnCacheBustingId=${encodeURIComponent(options.cdnCacheBustingId)}`;
  return `${endpoint}?${query}`;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function serverMessage(body: unknown): { message?: string; code?: string } {
  const error = (body as Partial<ApiErrorBody> | undefined)?.error;
  return {
    message: typeof error?.message === 'string' && error.message ? error.message : undefined,
    code: typeof error?.code === 'string' ? error.code : undefined,
  };
}

/**
 * Calls one storefront API endpoint and returns the `data` of its answer.
 * Throws SdkError: `${method} ${url} ${server message or status text}` on an HTTP failure,
 * status 0 with advice on a network failure. A caller's abort is rethrown unchanged.
 */
export async function callApi<T>(config: CallConfig, endpoint: string, input: unknown, options: CallOptions = {}): Promise<T> {
  const method = options.method ?? 'POST';
  const url = buildCallUrl(endpoint, input, options);
  const headers: Record<string, string> = { accept: 'application/json', ...config.headers, ...options.headers };
  if (method === 'POST') headers['content-type'] = 'application/json';
  if (options.csrfToken) headers['x-csrf-token'] = options.csrfToken;
  const init: RequestInit = { method, headers, credentials: 'include', signal: options.signal };
  if (method === 'POST') init.body = JSON.stringify(input ?? {});

  const attempts = method === 'GET' ? 2 : 1;
  for (let attempt = 1; ; attempt++) {
    let response: Response;
    try {
      response = await config.fetch(url, init);
    } catch (error) {
      if (isAbort(error)) throw error;
      if (attempt < attempts) continue;
      const reason = error instanceof Error ? error.message : String(error);
      throw new SdkError(
        `${method} ${url} failed (${reason}). Check that the storefront API is running and reachable at ${endpoint}.`,
        0,
        url,
        undefined,
        error,
      );
    }
    if (!response.ok && attempt < attempts && RETRY_STATUSES.has(response.status)) continue;

    const body = await readJson(response);
    if (!response.ok) {
      const { message, code } = serverMessage(body);
      const text = message ?? (response.statusText || String(response.status));
      throw new SdkError(`${method} ${url} ${text}`, response.status, url, code, undefined, message);
    }
    if (body === null || typeof body !== 'object' || !('data' in body)) {
      throw new SdkError(`${method} ${url} answered without a { data } body`, response.status, url);
    }
    return (body as { data: T }).data;
  }
}
