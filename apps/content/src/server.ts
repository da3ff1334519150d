import { constants } from 'node:fs';
import { access } from 'node:fs/promises';
import { createServer, type Server, STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import {
  answerHealth,
  createHealth,
  createLogger,
  DATA_CONTENT_SECURITY_POLICY,
  type Drainer,
  drainOnSignal,
  type Env,
  type Health,
  type Logger,
  ProductionSettingsError,
  routeConsoleTo,
  setHeaders,
} from '@talat/service-kit';
import { type AppContext, baseHeaders, handle } from './app.js';
import { type Config, loadConfig } from './config.js';
import { ApiError } from './errors.js';
import { type ContentSnapshot, ContentSource } from './store.js';

/** Where the answers come from: the content folder (ContentSource), or a stand-in in tests. */
export interface SnapshotSource {
  snapshot(): Promise<ContentSnapshot>;
}

export interface ServerOptions {
  /** Where failed requests are logged, one line each (default: nowhere). */
  logger?: Logger;
  /** Answers GET /health and /ready (default: neither). */
  health?: Health;
}

const silent = () => createLogger({ service: 'content', level: 'silent' });

/**
 * The request target as the log may show it: the path (cut at 200 characters) and the query
 * with the token's value replaced, so that a log line never hands anyone the preview token.
 */
export function loggedTarget(rawUrl: string): string {
  const cut = rawUrl.indexOf('?');
  const path = (cut < 0 ? rawUrl : rawUrl.slice(0, cut)).slice(0, 200);
  if (cut < 0) return path;
  const query = new URLSearchParams(rawUrl.slice(cut + 1, cut + 1 + 1000));
  if (query.has('token')) query.set('token', '[redacted]');
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** One log line for a request that failed: a warning for a 4xx (with why), an error with the stack for a 5xx. */
export function logFailure(logger: Logger, request: { method: string; rawUrl: string; status: number; ms: number; error?: unknown }): void {
  const { method, rawUrl, status, ms, error } = request;
  const url = loggedTarget(rawUrl);
  const line = { method, url, status, ms };
  if (status >= 500) logger.error({ ...line, err: error }, 'request failed');
  else logger.warn({ ...line, reason: error instanceof Error ? error.message : undefined }, 'request refused');
}

/**
 * An HTTP server over the app: GET/HEAD answered with bodies, HEAD without; `/health` and
 * `/ready` when given a Health; every answer with the security headers, every failure logged.
 */
export function createContentServer(ctx: AppContext, options: ServerOptions = {}): Server {
  const logger = options.logger ?? silent();
  const base = baseHeaders(ctx.config);
  const server = createServer((req, res) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const rawUrl = req.url ?? '/';
    const path = rawUrl.split('?')[0];
    if (options.health && (path === '/health' || path === '/ready')) {
      setHeaders(res, { ...base, 'content-security-policy': DATA_CONTENT_SECURITY_POLICY });
      if (answerHealth(req, res, options.health)) return;
      for (const name of [...Object.keys(base), 'content-security-policy']) res.removeHeader(name);
    }
    void handle(method, rawUrl, ctx)
      .then((reply) => {
        const body = reply.body ?? '';
        res.writeHead(reply.status, { ...reply.headers, 'content-length': String(Buffer.byteLength(body)) });
        res.end(method === 'HEAD' ? undefined : body);
        if (reply.status >= 400) {
          logFailure(logger, { method, rawUrl, status: reply.status, ms: Math.round(performance.now() - started), error: reply.error });
        }
      })
      .catch((error: unknown) => {
        logFailure(logger, { method, rawUrl, status: 500, ms: Math.round(performance.now() - started), error });
        res.destroy();
      });
  });
  // A request Node's parser refuses (bad syntax, headers too large) still gets the headers.
  server.on('clientError', (error: NodeJS.ErrnoException, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const message = STATUS_CODES[status] ?? 'Bad Request';
    const body = JSON.stringify(new ApiError(status, message).body);
    const headers = {
      ...base,
      'content-type': 'application/json; charset=utf-8',
      'content-security-policy': DATA_CONTENT_SECURITY_POLICY,
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(body)),
      connection: 'close',
    };
    const head = Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('');
    socket.end(`HTTP/1.1 ${status} ${message}\r\n${head}\r\n${body}`);
    logger.warn({ status, reason: error.code ?? error.message }, `refused a malformed request with ${status}`);
  });
  return server;
}

/**
 * Readiness: the content has been read and parses (a broken edit keeps the last good content,
 * which is still served), and the assets folder can be read.
 */
export function createContentHealth(source: SnapshotSource, config: Pick<Config, 'assetsDir'>, logger?: Logger): Health {
  return createHealth({
    checks: {
      content: async () => {
        const snapshot = await source.snapshot();
        if (snapshot.stories.length === 0) throw new Error('the content folder holds no stories');
      },
      assets: () => access(config.assetsDir, constants.R_OK | constants.X_OK),
    },
    log: (message, error) => logger?.warn({ err: error }, message),
  });
}

export interface StartOptions {
  logger?: Logger;
  /** Default: the content folder of `config`. */
  source?: SnapshotSource;
}

/** Loads the content (failing fast on a broken file) and listens; resolves once listening. */
export async function startContentServer(
  config: Config,
  options: StartOptions = {},
): Promise<{ server: Server; url: string; health: Health }> {
  const logger = options.logger ?? silent();
  const source = options.source ?? new ContentSource(config.contentDir, 1000, (m) => logger.warn(m));
  await source.snapshot();
  const health = createContentHealth(source, config, logger);
  const server = createContentServer({ config, snapshot: () => source.snapshot() }, { logger, health });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return { server, health, url: `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}` };
}

export interface RunOptions {
  /** Where log lines go (default stdout); for tests. */
  destination?: NodeJS.WritableStream;
  /** Send console.* through the logger (default true; tests keep their console). */
  routeConsole?: boolean;
  source?: SnapshotSource;
  /** Signals that drain (default SIGTERM and SIGINT) and what exits; for tests. */
  signals?: readonly NodeJS.Signals[];
  exit?: (code: number) => void;
}

/**
 * The service as `node dist/server.js` runs it: JSON logs in production, the production
 * refusals (logged, then thrown), the content server, and draining on SIGTERM: /ready answers
 * 503, no new connection is accepted, requests in flight finish, then the process exits.
 */
export async function run(
  env: Env = process.env,
  options: RunOptions = {},
): Promise<{ server: Server; url: string; health: Health; drainer: Drainer; logger: Logger }> {
  const logger = createLogger({
    service: 'content',
    json: env.NODE_ENV === 'production',
    level: env.LOG_LEVEL,
    destination: options.destination,
  });
  if (options.routeConsole ?? true) routeConsoleTo(logger);
  let config: Config;
  let started: Awaited<ReturnType<typeof startContentServer>>;
  try {
    config = loadConfig(env);
    started = await startContentServer(config, { logger, source: options.source });
  } catch (error) {
    // A refused or bad setting, a content file that does not parse, a port in use.
    if (error instanceof ProductionSettingsError) logger.fatal({ refusals: error.refusals }, error.message);
    else logger.fatal({ err: error }, `content: ${(error as Error).message}`);
    throw error;
  }
  logger.info(`serving ${config.contentDir} at ${started.url}/v2 (public URL ${config.publicUrl})`);
  const drainer = drainOnSignal(started.server, {
    onDrainStart: () => started.health.startDraining(),
    log: (message) => logger.info(message),
    signals: options.signals,
    exit: options.exit,
  });
  return { ...started, drainer, logger };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // run() has logged why it could not start.
  run().catch(() => {
    process.exitCode = 1;
  });
}
