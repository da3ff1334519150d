import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { clientAddress, DATA_CONTENT_SECURITY_POLICY, normaliseAddress, type TrustProxy } from '@talat/service-kit';
import type { SafeHtml } from '@talat/rules/html';

export const MAX_FORM_BYTES = 16 * 1024;

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/** The request body, refused (413) past `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = MAX_FORM_BYTES): Promise<string> {
  const declared = Number(req.headers['content-length'] ?? '0');
  if (declared > limit) throw new HttpError(413, 'Payload Too Large');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buf = chunk as Buffer;
    size += buf.length;
    if (size > limit) throw new HttpError(413, 'Payload Too Large');
    chunks.push(buf);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** An `application/x-www-form-urlencoded` body (415 for any other type). */
export async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') throw new HttpError(415, 'Unsupported Media Type');
  return new URLSearchParams(await readBody(req));
}

export async function readJson(req: IncomingMessage): Promise<unknown> {
  const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new HttpError(415, 'Unsupported Media Type');
  try {
    return JSON.parse(await readBody(req)) as unknown;
  } catch {
    throw new HttpError(400, 'Bad JSON');
  }
}

/** Pages of this service: nothing from elsewhere, no scripts, no framing, no referrer (reset links carry tokens). */
export const PAGE_HEADERS: Record<string, string> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

/**
 * The policy of a page with the captcha: its scripts, stylesheet and worker from this origin only
 * (captcha-routes.ts), and its challenge fetched from here; still nothing from elsewhere, no inline script.
 */
export const CAPTCHA_PAGE_HEADERS: Record<string, string> = {
  'content-security-policy':
    "default-src 'none'; script-src 'self'; worker-src 'self'; connect-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'",
};

function send(res: ServerResponse, status: number, headers: Record<string, string>, body: string, head: boolean): void {
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-length', String(Buffer.byteLength(body)));
  res.statusCode = status;
  res.end(head ? undefined : body);
}

export function sendHtml(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  page: SafeHtml,
  headers: Record<string, string> = {},
): void {
  send(res, status, { ...PAGE_HEADERS, ...headers }, page.value, req.method === 'HEAD');
}

export function sendJson(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  send(
    res,
    status,
    {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
      ...headers,
    },
    JSON.stringify(body),
    req.method === 'HEAD',
  );
}

/** 303 See Other (the answer to a POST, and fine for GET). */
export function redirect(res: ServerResponse, location: string, status = 303): void {
  res.statusCode = status;
  res.setHeader('location', location);
  res.setHeader('cache-control', 'no-store');
  res.setHeader('content-length', '0');
  res.end();
}

/** The client's address: the connection's, or through trusted proxies only the one they saw (the kit's rules). */
export const clientAddressOf = (req: IncomingMessage, trust: TrustProxy): string =>
  clientAddress(req.socket.remoteAddress, req.headers['x-forwarded-for'], trust);

/** Whether this connection comes from a proxy `trust` names (its X-Forwarded-* headers count). */
export function fromTrustedProxy(req: IncomingMessage, trust: TrustProxy): boolean {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'hops') return true;
  const remote = normaliseAddress(req.socket.remoteAddress);
  return remote !== undefined && trust.list.check(remote, isIP(remote) === 4 ? 'ipv4' : 'ipv6');
}

const FORWARDED = ['forwarded', 'x-forwarded-for', 'x-forwarded-host', 'x-forwarded-proto'] as const;

/** Drops the forwarding headers of a client that is not a trusted proxy: nothing downstream believes them. */
export function dropUntrustedForwarding(req: IncomingMessage, trust: TrustProxy): void {
  if (fromTrustedProxy(req, trust)) return;
  for (const name of FORWARDED) delete req.headers[name];
}
