import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { connect } from 'node:net';

/**
 * `GET /health` (liveness: the process answers) and `GET /ready` (readiness: what it depends on is
 * reachable and it is not draining) for every service. Answers name each check and say `ok` or
 * `failed`, never why: an error's text can carry a connection string. The reason goes to the
 * service's log instead.
 */
export type ReadinessCheck = () => Promise<unknown> | unknown;

export interface HealthOptions {
  /** Each dependency, by a name an operator recognises (`database`, `redis`, `engine`). */
  checks?: Record<string, ReadinessCheck>;
  /** A check that takes longer fails (default 2000 ms). */
  timeoutMs?: number;
  log?: (message: string, error: unknown) => void;
}

export interface ReadyReport {
  status: 'ready' | 'not-ready' | 'draining';
  checks: Record<string, 'ok' | 'failed'>;
}

export interface Health {
  ready(): Promise<ReadyReport>;
  /** From now on /ready answers 503 `draining` (the service has been asked to stop). */
  startDraining(): void;
  readonly draining: boolean;
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createHealth(options: HealthOptions = {}): Health {
  const timeoutMs = options.timeoutMs ?? 2000;
  let draining = false;
  return {
    get draining() {
      return draining;
    },
    startDraining() {
      draining = true;
    },
    async ready() {
      const entries = await Promise.all(
        Object.entries(options.checks ?? {}).map(async ([name, check]) => {
          try {
            await withTimeout(Promise.resolve().then(check), timeoutMs);
            return [name, 'ok'] as const;
          } catch (error) {
            options.log?.(`readiness check ${name} failed`, error);
            return [name, 'failed'] as const;
          }
        }),
      );
      const checks = Object.fromEntries(entries);
      const status = draining ? 'draining' : entries.every(([, s]) => s === 'ok') ? 'ready' : 'not-ready';
      return { status, checks };
    },
  };
}

function sendJson(req: IncomingMessage, res: ServerResponse, status: number, body: unknown): void {
  const text = `${JSON.stringify(body)}\n`;
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    'content-length': Buffer.byteLength(text),
  });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/** Answers GET or HEAD `/health` and `/ready` on a plain Node server; false for anything else. */
export function answerHealth(req: IncomingMessage, res: ServerResponse, health: Health): boolean {
  const path = (req.url ?? '').split('?')[0];
  if ((path !== '/health' && path !== '/ready') || (req.method !== 'GET' && req.method !== 'HEAD')) return false;
  if (path === '/health') {
    sendJson(req, res, 200, { status: 'ok' });
    return true;
  }
  health.ready().then(
    (report) => sendJson(req, res, report.status === 'ready' ? 200 : 503, report),
    () => sendJson(req, res, 503, { status: 'not-ready', checks: {} }),
  );
  return true;
}

/**
 * A check that `url` answers a GET with a status below 500 (or exactly `okStatus`). Node's own HTTP
 * client, not `fetch`: a framework in the same process may have wrapped `fetch` with its cache.
 */
export function httpCheck(url: string, options: { okStatus?: number; headers?: Record<string, string> } = {}): ReadinessCheck {
  return () =>
    new Promise<void>((resolve, reject) => {
      const target = new URL(url);
      const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(target, { method: 'GET', headers: options.headers }, (res) => {
        res.resume();
        const status = res.statusCode ?? 0;
        const ok = options.okStatus === undefined ? status < 500 : status === options.okStatus;
        if (ok) resolve();
        else reject(new Error(`${target.origin}${target.pathname} answered ${status}`));
      });
      req.on('error', reject);
      req.end();
    });
}

/** A check that a TCP port accepts connections (an SMTP relay, a database). */
export function tcpCheck(host: string, port: number): ReadinessCheck {
  return () =>
    new Promise<void>((resolve, reject) => {
      const socket = connect({ host, port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', (error) => {
        socket.destroy();
        reject(error);
      });
    });
}
