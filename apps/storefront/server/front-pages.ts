import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { pickEncoding } from './accept-encoding';
import type { PageCache } from './page-cache';
import { HANDOVER, KEPT_PAGE_COOKIES, PAGES_CHANGED_HEADER, SIGN_ON_COOKIES } from './shared-names';

/**
 * The storefront server's side of the page cache (page-cache.ts, docs/decisions/0016 and 0036):
 * which requests it may answer, answering them, and storing what Next.js answers.
 *
 * A kept page is named by the proxy's own rule (src/lib/routing/kept-page-key.ts: the twin path
 * of locale, currency, path and normalised query), which the app hands over through `globalThis`
 * when it starts (this server is compiled apart from it). Requests Next.js answers differently
 * by header (client navigations and prefetches: `RSC`, `Next-Router-*`) never use the cache.
 */
export type KeptPageKey = (request: {
  url: string;
  cookie: (name: string) => string | undefined;
  acceptLanguage?: string;
}) => string | null;

const KEPT_PAGE_KEY = HANDOVER.keptPageKey;

function keptPageKey(): KeptPageKey | undefined {
  return (globalThis as { [KEPT_PAGE_KEY]?: KeptPageKey })[KEPT_PAGE_KEY];
}

/**
 * Cookies of the sign-on (lib/sign-on): a request carrying any of them is answered from the cache
 * only when the app's sign-on gate (src/lib/sign-on/kept-page-gate.ts, handed over like the key)
 * says the proxy's sign-on check of spec section 4 would let it through untouched; otherwise it
 * goes to Next.js, whose proxy runs the check. The page itself is the shared one either way.
 */
export { SIGN_ON_COOKIES };

export type SignOnGate = (request: { pathname: string; search: string; cookie: (name: string) => string | undefined }) => Promise<boolean>;

const SIGN_ON_GATE = HANDOVER.signOnGate;

/** Whether the request carries sign-on state the gate must look at first. */
export function carriesSignOn(req: IncomingMessage): boolean {
  const cookies = cookieValues(req.headers.cookie);
  return SIGN_ON_COOKIES.some((name) => cookies.has(name));
}

/**
 * Whether a request with sign-on cookies may be answered from the cache: the app's gate says so.
 * False without a gate (the app has not started) or when the gate fails.
 */
export async function signOnLetsThrough(req: IncomingMessage): Promise<boolean> {
  const gate = (globalThis as { [SIGN_ON_GATE]?: SignOnGate })[SIGN_ON_GATE];
  if (!gate) return false;
  const url = req.url ?? '/';
  const at = url.indexOf('?');
  const cookies = cookieValues(req.headers.cookie);
  try {
    // As Next.js's proxy reads them: decoded.
    const cookie = (name: string) => {
      const raw = cookies.get(name);
      if (raw === undefined) return undefined;
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    };
    return await gate({ pathname: at < 0 ? url : url.slice(0, at), search: at < 0 ? '' : url.slice(at), cookie });
  } catch {
    return false;
  }
}

/** Cookies a stored page may set: the proxy's locale, currency and country, the same for every request of its key. */
const STORABLE_COOKIES = new Set<string>(KEPT_PAGE_COOKIES);

/** Set by the storefront's API routes that expire cached pages (src/lib/cache/pages-changed.ts); never sent on. */
export { PAGES_CHANGED_HEADER };

const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action', 'range'];
const NOT_PAGES = /^\/(?:api|_next|media)\//;

/** Headers that belong to one connection or one encoding, not to the page. */
const NOT_STORED = new Set(['etag', 'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding']);

/** The largest page stored; anything bigger is answered by Next.js every time. */
const MAX_PAGE_BYTES = 1024 * 1024;

function cookieValues(header: string | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0) out.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
  }
  return out;
}

/** Keys already worked out, per request: the server asks for one up to four times while it answers. */
const keysOfRequests = new WeakMap<IncomingMessage, string | null>();

/** The cache key of a request, or null when the request must go to Next.js. */
export function pageKey(req: IncomingMessage): string | null {
  if (keysOfRequests.has(req)) return keysOfRequests.get(req)!;
  const key = keyOf(req);
  keysOfRequests.set(req, key);
  return key;
}

function keyOf(req: IncomingMessage): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  if (!url.startsWith('/') || NOT_PAGES.test(url) || /[?&]_rsc=/.test(url)) return null;
  if (ROUTER_HEADERS.some((name) => req.headers[name] !== undefined)) return null;
  const rule = keptPageKey();
  if (!rule) return null;
  const cookies = cookieValues(req.headers.cookie);
  const acceptLanguage = req.headers['accept-language'];
  return rule({ url, cookie: (name) => cookies.get(name), ...(acceptLanguage ? { acceptLanguage } : {}) });
}

/**
 * Answers a request from the cache when it holds the page; returns false when Next.js must
 * answer. With `stale` (the server is saturated: admission.ts) a page past its age will do too,
 * marked `STALE`.
 */
export function answerFromCache(req: IncomingMessage, res: ServerResponse, cache: PageCache, { stale = false } = {}): boolean {
  const key = pageKey(req);
  const page = key === null ? undefined : stale ? cache.getStale(key) : cache.get(key);
  if (!page) return false;
  // `Age` (RFC 9111) says the answer came from this memory and how old it is; Next.js's own
  // answers carry none.
  const headers: OutgoingHttpHeaders = {
    ...page.headers,
    etag: page.etag,
    'x-nextjs-cache': stale ? 'STALE' : 'HIT',
    age: String(cache.ageSeconds(page)),
  };
  if (req.headers['if-none-match'] === page.etag) {
    res.writeHead(304, headers).end();
    return true;
  }
  const encoding = pickEncoding(req.headers['accept-encoding']);
  const body = cache.body(page, encoding);
  headers['content-length'] = body.length;
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(page.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
  return true;
}

function storableCookies(value: unknown): boolean {
  if (value === undefined) return true;
  const lines = Array.isArray(value) ? value : [String(value)];
  return lines.every((line) => STORABLE_COOKIES.has(String(line).split('=')[0]!.trim()));
}

/** Whether a finished answer is a kept page that may be stored. */
function storable(res: ServerResponse): boolean {
  const cache = res.getHeader('x-nextjs-cache');
  // STALE: Next.js answered an expired page while it renders the new one; wait for that.
  return res.statusCode === 200 && (cache === 'HIT' || cache === 'MISS') && storableCookies(res.getHeader('set-cookie'));
}

function headersToStore(res: ServerResponse): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(res.getHeaders())) {
    if (value === undefined || NOT_STORED.has(name)) continue;
    out[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/**
 * Watches a response Next.js is about to write. Call it inside the compression middleware, so
 * that what it sees is what Next.js wrote, uncompressed. It takes the pages-changed mark off the
 * response and clears the cache once that response has been sent (Next.js has expired the tags by
 * then), and stores a kept page for the request's key.
 */
export function watchResponse(req: IncomingMessage, res: ServerResponse, cache: PageCache): void {
  let pagesChanged = false;
  const setHeader = res.setHeader.bind(res);
  const appendHeader = res.appendHeader.bind(res);
  res.setHeader = (name, value) => {
    if (name.toLowerCase() !== PAGES_CHANGED_HEADER) return setHeader(name, value);
    pagesChanged = true;
    return res;
  };
  res.appendHeader = (name, value) => {
    if (name.toLowerCase() !== PAGES_CHANGED_HEADER) return appendHeader(name, value);
    pagesChanged = true;
    return res;
  };
  res.once('finish', () => {
    if (pagesChanged) cache.clear();
  });

  const key = req.method === 'GET' ? pageKey(req) : null;
  if (key === null) return;
  const generation = cache.generation;
  const chunks: Buffer[] = [];
  let length = 0;
  let complete = true;
  let started = false;
  const keep = (chunk: unknown, encoding?: unknown) => {
    // Next.js sets its headers before the body: a page rendered per request is not held at all.
    if (!started) {
      started = true;
      if (!storable(res)) complete = false;
    }
    if (!complete || chunk === undefined || chunk === null || typeof chunk === 'function') return;
    const buffer = Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
    length += buffer.length;
    if (length > MAX_PAGE_BYTES) complete = false;
    else chunks.push(buffer);
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return write(chunk, ...rest);
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    keep(chunk, rest[0]);
    return end(chunk, ...rest);
  }) as ServerResponse['end'];
  res.once('finish', () => {
    if (!complete || pagesChanged || !storable(res)) return;
    const body = Buffer.concat(chunks, length);
    chunks.length = 0;
    cache.put(key, { status: 200, headers: headersToStore(res), body }, generation);
  });
}
