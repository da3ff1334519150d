// The web side on node:http: the HTML pages, the JSON API and /health. Every answer carries
// the security headers; pages get a Content-Security-Policy that allows no script.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLoopbackHost } from './config.js';
import type { CaughtMessage, MessageStore } from './message-store.js';
import { listPage, messagePage, methodNotAllowedPage, notFoundPage } from './pages.js';

const SECURITY_HEADERS = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'x-frame-options': 'SAMEORIGIN',
  'cache-control': 'no-store',
};

/** Pages: inline styles, data: images, the srcdoc iframe; no script, no remote anything. */
export const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'self'";
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', 'content-security-policy': API_CSP, ...headers },
    body: JSON.stringify(value),
  };
}

function page(status: number, body: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': PAGE_CSP, ...headers }, body };
}

/** What the JSON API shows of a message. */
export function toJson(m: CaughtMessage) {
  return { id: m.id, from: m.from, to: m.to, subject: m.subject, date: m.date, text: m.text, html: m.html, links: m.links };
}

/** A 405 with Allow when `method` is not one of `methods` (HEAD goes with GET), else null. */
function refuseMethod(method: string, methods: string[], api: boolean): Reply | null {
  const allowed = methods.includes('GET') ? [...methods, 'HEAD'] : methods;
  if (allowed.includes(method)) return null;
  const allow = allowed.join(', ');
  return api ? json(405, { error: 'method_not_allowed' }, { allow }) : page(405, methodNotAllowedPage(allow), { allow });
}

/**
 * Only loopback names are answered (a missing Host too): a web site that rebinds its own name
 * to 127.0.0.1 must not read the mail shown here.
 */
function isLoopbackHostHeader(host: string | undefined): boolean {
  if (host === undefined) return true;
  const name = host.trim().toLowerCase().replace(/:\d+$/, '');
  return isLoopbackHost(name) || name.endsWith('.localhost');
}

const notFound = (api: boolean): Reply => (api ? json(404, { error: 'not_found' }) : page(404, notFoundPage()));

/** Answers one request; exported for tests that need no socket. */
export function answer(method: string, rawUrl: string, host: string | undefined, store: MessageStore): Reply {
  if (!isLoopbackHostHeader(host)) {
    return {
      status: 421,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'content-security-policy': API_CSP },
      body: 'Misdirected request: the mail catcher answers only to loopback host names.\n',
    };
  }
  const url = new URL(rawUrl, 'http://mail-catcher.localhost');
  const path = url.pathname;
  const to = url.searchParams.get('to')?.trim() ?? '';

  if (path === '/') return refuseMethod(method, ['GET'], false) ?? page(200, listPage(store.list(to), to));
  if (path === '/health') return refuseMethod(method, ['GET'], true) ?? json(200, { status: 'ok' });
  if (path === '/api/messages') {
    const refused = refuseMethod(method, ['GET', 'DELETE'], true);
    if (refused) return refused;
    if (method === 'DELETE') {
      store.clear();
      return { status: 204, headers: { 'content-security-policy': API_CSP } };
    }
    return json(200, store.list(to).map(toJson));
  }
  const one = /^\/(api\/)?messages\/([A-Za-z0-9_-]{1,64})$/.exec(path);
  if (one) {
    const api = one[1] !== undefined;
    const refused = refuseMethod(method, ['GET'], api);
    if (refused) return refused;
    const m = store.get(one[2] ?? '');
    if (!m) return notFound(api);
    return api ? json(200, toJson(m)) : page(200, messagePage(m));
  }
  return notFound(path.startsWith('/api/'));
}

function send(req: IncomingMessage, res: ServerResponse, reply: Reply): void {
  const body = reply.body ?? '';
  const headers: Record<string, string> = { ...SECURITY_HEADERS, ...reply.headers };
  if (reply.status !== 204) headers['content-length'] = String(Buffer.byteLength(body));
  res.writeHead(reply.status, headers);
  res.end(req.method === 'HEAD' || reply.status === 204 ? undefined : body);
}

export function createWebServer(store: MessageStore): Server {
  return createServer((req, res) => {
    let reply: Reply;
    try {
      reply = answer(req.method ?? 'GET', req.url ?? '/', req.headers.host, store);
    } catch {
      reply = json(400, { error: 'bad_request' });
    }
    send(req, res, reply);
  });
}

/** Listens on host:port (0 for a free port); resolves with the port it got. */
export async function listenWeb(server: Server, port: number, host: string): Promise<number> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return (server.address() as AddressInfo).port;
}

export function closeWeb(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
