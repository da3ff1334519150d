import { randomBytes } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { DATA_CONTENT_SECURITY_POLICY, securityHeaders as commonSecurityHeaders } from '@talat/service-kit';
import { adyenOrigins, originOf, paymentConnectOrigins } from './payment-origins';
import { captchaOrigins } from './captcha-origins';
import { parseScriptOrigins } from './script-origins';
import { isGtmId } from '@talat/rules/tag-manager';

/**
 * Security headers on every answer, and a Content-Security-Policy on every page that lets only
 * the scripts the framework and the shop emit run (docs/decisions/0031):
 *
 * - Every request that may become a page is handed to Next.js with a fresh random nonce in its
 *   `Content-Security-Policy` request header (`askForNonce`), replacing any a client sent. Next.js
 *   and React put that nonce on every script they emit as they emit it: the bootstrap, the RSC
 *   payload, React's streaming instructions, the script files. A script that arrives inside the
 *   page's content (a story's HTML, a review) has no nonce: it was written before the page was
 *   rendered, when the nonce did not exist yet.
 * - Every page's policy says `'nonce-<n>'` with the nonce of the render that made it: this
 *   request's for a page rendered now; for a page Next.js kept (or made once for several requests
 *   that asked at the same time), that render's. It is in the attributes of the scripts Next.js
 *   emitted in the page's head, before any content: the server holds a page until its head is
 *   complete, reads it there, and streams the rest. The server's own page memory stores the
 *   policy with the page, so a kept page stays kept, bytes and policy alike.
 *
 * Violations are reported to `/api/csp-report` (the storefront's log). No `'unsafe-inline'`, no
 * hashes of what happens to be in a page.
 */
export interface SecurityOptions {
  /** Origins forms may post to besides the shop (the sign-on provider, the card challenge). */
  formActions: string[];
  /** Origins of third-party scripts the shop allows (`SCRIPT_ORIGINS`: buy-now-pay-later, reviews). */
  scriptOrigins: string[];
  /** Origins the browser may send requests to besides the shop: the payment provider's (payment-origins.ts). */
  connectOrigins: string[];
  /** Origins of frames the shop's pages may hold: a payment provider's secured card fields. */
  frameOrigins: string[];
  /** Origins of images besides the shop's: a payment provider's card brand logos. */
  imageOrigins: string[];
  /** HTTPS in front of the shop: HSTS too. */
  https: boolean;
}

/** Where browsers report a blocked script (`src/app/api/csp-report/route.ts`). */
export const CSP_REPORT_PATH = '/api/csp-report';

/** A nonce: 128 random bits, base64 (what Next.js reads from a `'nonce-...'` source). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

const NONCE = /^[A-Za-z0-9+/_-]{16,64}={0,2}$/;

/** Hands Next.js the nonce to put on the scripts it emits, replacing any policy a client sent. */
export function askForNonce(req: IncomingMessage, nonce: string): void {
  delete req.headers['content-security-policy-report-only'];
  req.headers['content-security-policy'] = `script-src 'nonce-${nonce}'`;
}

/**
 * The nonce the render of a kept page used: that of the first script element Next.js emitted in
 * the page's head (every one of them carries it). Content cannot reach the head, and the head's
 * scripts come before any of it. Null when the head has no such script.
 */
export function renderedNonce(html: string): string | null {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd < 0 ? '' : html.slice(0, headEnd);
  const script = /<script\b[^>]*>/i.exec(head);
  const nonce = script && /\bnonce\s*=\s*"([^"]*)"/i.exec(script[0]);
  return nonce && NONCE.test(nonce[1]!) ? nonce[1]! : null;
}

/**
 * What a page's head says it loads besides the shop's own scripts: a tag manager, when the page
 * has the `<meta name="talat-tag-manager" content="GTM-...">` the root layout writes for a
 * configured container (src/lib/analytics/tag-manager.ts). Like the nonce it is read from the
 * head, which content cannot reach, so only a page the shop rendered with a tag manager admits it.
 */
export interface PageScripts {
  tagManager: boolean;
}

const NO_PAGE_SCRIPTS: PageScripts = { tagManager: false };

export function pageScriptsOf(head: string): PageScripts {
  const meta = /<meta\b[^>]*\bname\s*=\s*"talat-tag-manager"[^>]*>/i.exec(head)?.[0];
  const id = meta && /\bcontent\s*=\s*"([^"]*)"/i.exec(meta)?.[1];
  return { tagManager: !!id && isGtmId(id) };
}

/**
 * Google Tag Manager and the Google Analytics 4 tags it runs (Google's CSP guide): the container
 * and gtag scripts, and the hits they send. Only on a page that loads the tag manager; the
 * browser asks for none of it without the shopper's consent (components/analytics/tag-manager.tsx).
 */
export const TAG_MANAGER_ORIGINS = {
  scripts: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  images: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
} as const;

export function contentSecurityPolicy(nonce: string | null, options: SecurityOptions, page: PageScripts = NO_PAGE_SCRIPTS): string {
  const tags = page.tagManager ? TAG_MANAGER_ORIGINS : { scripts: [], connect: [], images: [] };
  // A page without a known nonce runs no inline script at all (it still shows: scripts only add).
  const scripts = ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...options.scriptOrigins, ...tags.scripts];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Styles are inlined by design (docs/decisions/0017); only scripts are held to the nonce.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...options.imageOrigins, ...tags.images].join(' ')}`.trim(),
    "font-src 'self' data:",
    `connect-src 'self' ${[...options.connectOrigins, ...tags.connect].join(' ')}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
    `frame-src ${options.frameOrigins.length > 0 ? options.frameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action 'self' ${options.formActions.join(' ')}`.trim(),
    "frame-ancestors 'none'",
    `report-uri ${CSP_REPORT_PATH}`,
  ].join('; ');
}

/** The headers every answer carries (the service kit's, the same on every service of the shop). */
export function securityHeaders(options: SecurityOptions): OutgoingHttpHeaders {
  return { ...commonSecurityHeaders({ https: options.https }) };
}

/**
 * Sets the common headers on any answer (static files, media and kept pages included); build
 * them once with `securityHeaders`.
 */
export function setSecurityHeaders(res: ServerResponse, headers: OutgoingHttpHeaders): void {
  for (const name in headers) res.setHeader(name, headers[name] as string);
}

/** The options from the storefront's environment; `production`: the shop was started in production. */
export function securityOptionsFromEnv(env: NodeJS.ProcessEnv, production = env.NODE_ENV === 'production'): SecurityOptions {
  return {
    // Sign-on forms and the test card provider's challenge page live on their own origins.
    formActions: [originOf(env.SIGN_ON_URL), originOf(env.COMMERCE_PUBLIC_URL)].filter((o): o is string => o !== null),
    // Google's reCAPTCHA only when the shop chose it (captcha-origins.ts).
    scriptOrigins: [...parseScriptOrigins(env.SCRIPT_ORIGINS), ...captchaOrigins(env).scripts],
    connectOrigins: paymentConnectOrigins(env, production),
    frameOrigins: [...adyenOrigins(env).checkout, ...captchaOrigins(env).frames],
    imageOrigins: adyenOrigins(env).images,
    https: (env.STOREFRONT_URL ?? '').startsWith('https:'),
  };
}

const isHtml = (type: unknown) => /^text\/html\b/i.test(String(type ?? ''));

function headerOf(res: ServerResponse, headers: unknown, name: string): unknown {
  if (headers && typeof headers === 'object' && !Array.isArray(headers)) {
    const record = headers as Record<string, unknown>;
    const found = Object.keys(record).find((k) => k.toLowerCase() === name);
    if (found) return record[found];
  }
  return res.getHeader(name);
}

/**
 * Gives an HTML answer its policy: the nonce of the render that made the page, read from the
 * page's head as it passes (a page rendered for this request carries this request's nonce; a
 * kept page, or one Next.js shared between requests that asked for it at once, the nonce of the
 * render that made it). The head is held until it is complete, then the policy goes out and the
 * page streams on as Next.js writes it. Call it outside the compression middleware and the page
 * memory's watcher, so they see the page with its policy. Other answers stream as before.
 */
export function withContentSecurity(_req: IncomingMessage, res: ServerResponse, options: SecurityOptions): void {
  const writeHead = res.writeHead;
  const write = res.write;
  const end = res.end;
  const flushHeaders = res.flushHeaders;
  const chunks: Buffer[] = [];
  let mode: 'undecided' | 'head' | 'pass' = 'undecided';
  let head: { status: number; rest: unknown[] } | null = null;

  const decide = (headers?: unknown) => {
    if (mode !== 'undecided') return;
    const type = headerOf(res, headers, 'content-type');
    mode = isHtml(type) ? 'head' : 'pass';
    // An answer that is data (the storefront API's JSON): a policy that runs and frames nothing,
    // as on every service of the shop.
    if (
      mode === 'pass' &&
      !res.headersSent &&
      !res.hasHeader('content-security-policy') &&
      /^application\/json\b/i.test(String(type ?? ''))
    ) {
      res.setHeader('content-security-policy', DATA_CONTENT_SECURITY_POLICY);
    }
  };
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    Buffer.isBuffer(chunk)
      ? chunk
      : chunk instanceof Uint8Array
        ? Buffer.from(chunk)
        : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  /** The held start of the page with its policy, out through the (possibly wrapped) methods. */
  const release = (): Buffer => {
    const held = Buffer.concat(chunks);
    chunks.length = 0;
    // From here on every call passes through; methods wrapped around these (the response
    // status of server/response-status.ts) stay in place, so the head goes out through them.
    mode = 'pass';
    // Only the head is read as text: a page Next.js sends whole (a kept page, a listing rendered
    // into its cache) is 100 KB or more, and decoding all of it cost 0.8 ms a page (issue 30).
    const headEnd = held.indexOf(HEAD_END);
    const headText = held.toString('utf8', 0, headEnd < 0 ? held.length : headEnd + HEAD_END.length);
    if (!res.headersSent)
      res.setHeader('content-security-policy', contentSecurityPolicy(renderedNonce(headText), options, pageScriptsOf(headText)));
    if (head) res.writeHead(head.status, ...(head.rest as []));
    return held;
  };

  res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
    decide(rest.find((r) => r && typeof r === 'object'));
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
    if (!Buffer.concat(chunks).includes(HEAD_END)) {
      if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
      return true;
    }
    return (write as (...a: unknown[]) => boolean).call(res, release(), typeof done === 'function' ? done : undefined);
  } as ServerResponse['write'];
  res.end = function (chunk?: unknown, encoding?: unknown, callback?: unknown) {
    decide();
    if (mode === 'pass') return (end as (...a: unknown[]) => ServerResponse).call(res, chunk, encoding, callback);
    if (chunk !== undefined && chunk !== null && typeof chunk !== 'function') chunks.push(toBuffer(chunk, encoding));
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    return (end as (...a: unknown[]) => ServerResponse).call(res, release(), done);
  } as ServerResponse['end'];
}

const HEAD_END = Buffer.from('</head>');
