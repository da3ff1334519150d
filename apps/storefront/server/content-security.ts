import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { parseScriptOrigins } from './script-origins';

/**
 * Security headers on every answer, and a Content-Security-Policy on every page that lets only
 * the shop's own scripts run: its script files (`'self'`) and, by their SHA-256 hashes, the
 * inline scripts of that very page (Next.js's bootstrap and RSC payload). No `'unsafe-inline'`
 * and no per-request nonce, so a page Next.js keeps is kept with its policy (the hashes are
 * computed once, when the page is made, and stored with it by the server's page memory).
 */
export interface SecurityOptions {
  /** Origins forms may post to besides the shop (the sign-on provider, the card challenge). */
  formActions: string[];
  /** Origins of third-party scripts the shop allows (`SCRIPT_ORIGINS`: buy-now-pay-later, reviews). */
  scriptOrigins: string[];
  /** HTTPS in front of the shop: HSTS too. */
  https: boolean;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_BLOCK = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/** `'sha256-...'` of each inline script of a page that a browser would run (not data blocks). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export function contentSecurityPolicy(hashes: string[], options: SecurityOptions): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...hashes, ...options.scriptOrigins].join(' ')}`.trim(),
    // Styles are inlined by design (docs/decisions/0017); only scripts are held to hashes.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${options.formActions.join(' ')}`.trim(),
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every answer carries. */
export function securityHeaders(options: SecurityOptions): OutgoingHttpHeaders {
  return {
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': 'camera=(), microphone=(), geolocation=(), usb=(), payment=(self)',
    'x-frame-options': 'DENY',
    ...(options.https ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * Sets the common headers on any answer (static files, media and kept pages included); build
 * them once with `securityHeaders`.
 */
export function setSecurityHeaders(res: ServerResponse, headers: OutgoingHttpHeaders): void {
  for (const name in headers) res.setHeader(name, headers[name] as string);
}

/** The options from the storefront's environment. */
export function securityOptionsFromEnv(env: NodeJS.ProcessEnv): SecurityOptions {
  const origin = (url: string | undefined) => {
    try {
      return url ? new URL(url).origin : null;
    } catch {
      return null;
    }
  };
  return {
    // Sign-on forms and the test card provider's challenge page live on their own origins.
    formActions: [origin(env.SIGN_ON_URL), origin(env.COMMERCE_PUBLIC_URL)].filter((o): o is string => o !== null),
    scriptOrigins: parseScriptOrigins(env.SCRIPT_ORIGINS),
    https: (env.STOREFRONT_URL ?? '').startsWith('https:'),
  };
}

const isHtml = (type: unknown) => /^text\/html\b/i.test(String(type ?? ''));

/**
 * For an HTML page, holds its body until the end to hash its inline scripts into the policy. Call it outside the compression middleware and the page
 * memory's watcher, so they see the page with its policy. Other answers stream as before.
 */
export function withContentSecurity(_req: IncomingMessage, res: ServerResponse, options: SecurityOptions): void {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'hold' | 'pass' = 'undecided';
  let head: { status: number; rest: unknown[] } | null = null;

  const decide = (headers?: unknown) => {
    if (mode !== 'undecided') return;
    const type = headers && typeof headers === 'object' && !Array.isArray(headers) ? ((headers as Record<string, unknown>)['content-type'] ?? (headers as Record<string, unknown>)['Content-Type']) : undefined;
    mode = isHtml(type ?? res.getHeader('content-type')) ? 'hold' : 'pass';
  };
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    const headers = rest.find((r) => r && typeof r === 'object');
    decide(headers);
    if (mode === 'pass') return (writeHead as (...a: unknown[]) => ServerResponse).call(res, status, ...rest);
    head = { status, rest };
    return res;
  } as ServerResponse['writeHead'];
  res.flushHeaders = () => {
    decide();
    if (mode === 'pass') flushHeaders.call(res);
  };
  res.write = function (chunk: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === 'pass') return (write as (...a: unknown[]) => boolean).call(res, chunk, encoding, callback);
    chunks.push(toBuffer(chunk, encoding));
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse['write'];
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === 'pass') return (end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const body = Buffer.concat(chunks);
    // From here on every call passes through; methods wrapped around these (the response
    // status of server/response-status.ts) stay in place, so the head goes out through them.
    mode = 'pass';
    res.setHeader('content-security-policy', contentSecurityPolicy(inlineScriptHashes(body.toString('utf8')), options));
    if (head) res.writeHead(head.status, ...(head.rest as []));
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    return (end as (...a: unknown[]) => ServerResponse).call(res, body, done);
  } as ServerResponse['end'];
}
