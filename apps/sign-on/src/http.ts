import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SafeHtml } from './html.js';

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
    { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers },
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

/** The client address: the socket's, or with `trustProxy` the last `X-Forwarded-For` entry (added by the proxy). */
export function clientIp(req: IncomingMessage, trustProxy: boolean): string {
  if (trustProxy) {
    const header = req.headers['x-forwarded-for'];
    const value = Array.isArray(header) ? header.join(',') : header;
    const last = value
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .pop();
    if (last) return last;
  }
  return req.socket.remoteAddress ?? 'unknown';
}
