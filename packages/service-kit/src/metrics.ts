import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * Prometheus metrics (prom-client) of one service process: the process's own (memory, CPU, event
 * loop lag), requests by kind of route with their latency, and whatever the service adds. They
 * are served on a port of their own (`METRICS_PORT`, bound to `METRICS_HOST`, default 127.0.0.1),
 * never on the port shoppers reach: an operator's scraper reads them, nobody else.
 */
export interface Metrics {
  registry: Registry;
  /** `http_request_duration_seconds{kind,method,status}`. */
  requests: Histogram<'kind' | 'method' | 'status'>;
  counter<L extends string>(name: string, help: string, labelNames?: readonly L[]): Counter<L>;
  gauge<L extends string>(
    name: string,
    help: string,
    labelNames?: readonly L[],
    collect?: (gauge: Gauge<L>) => void | Promise<void>,
  ): Gauge<L>;
  histogram<L extends string>(name: string, help: string, labelNames?: readonly L[], buckets?: number[]): Histogram<L>;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(service: string, options: { processMetrics?: boolean } = {}): Metrics {
  const registry = new Registry();
  registry.setDefaultLabels({ service });
  if (options.processMetrics !== false) collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Requests answered, by kind of route, method and status, with their duration',
    labelNames: ['kind', 'method', 'status'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  // A metric asked for twice (a configuration built twice in one process, as the engine does
  // before migrating) is the same metric, not an error.
  const once = <M>(name: string, make: () => M): M => (registry.getSingleMetric(name) as M | undefined) ?? make();
  return {
    registry,
    requests,
    counter: (name, help, labelNames = []) => once(name, () => new Counter({ name, help, labelNames, registers: [registry] })),
    gauge: (name, help, labelNames = [], collect) =>
      once(
        name,
        () =>
          new Gauge({
            name,
            help,
            labelNames,
            registers: [registry],
            ...(collect
              ? {
                  collect() {
                    return collect(this);
                  },
                }
              : {}),
          }),
      ),
    histogram: (name, help, labelNames = [], buckets = LATENCY_BUCKETS) =>
      once(name, () => new Histogram({ name, help, labelNames, buckets, registers: [registry] })),
  };
}

/**
 * Times every request `server` answers into `metrics.requests`, labelled by `kindOf(req)`: a
 * small fixed set of names (`page`, `api`, `asset`...), never the raw path, so the number of
 * series stays bounded.
 */
export function observeRequests(server: Server, metrics: Metrics, kindOf: (req: IncomingMessage) => string): void {
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const end = metrics.requests.startTimer();
    res.once('close', () => end({ kind: kindOf(req), method: req.method ?? 'GET', status: String(res.statusCode) }));
  });
}

/** Where the metrics listen: `METRICS_PORT` (unset or empty: no metrics server) and `METRICS_HOST`. */
export function metricsListenFromEnv(env: Readonly<Record<string, string | undefined>>): { port: number; host: string } | null {
  const raw = env.METRICS_PORT?.trim();
  if (!raw) return null;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`METRICS_PORT must be a port number, not "${raw}"`);
  return { port, host: env.METRICS_HOST?.trim() || '127.0.0.1' };
}

/** Serves `GET /metrics` on its own port; resolves once listening (with the port, for port 0). */
export async function startMetricsServer(
  metrics: Metrics,
  listen: { port: number; host: string },
): Promise<{ server: Server; port: number }> {
  const server = createServer((req, res) => {
    if ((req.url ?? '').split('?')[0] !== '/metrics' || (req.method !== 'GET' && req.method !== 'HEAD')) {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end('not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => {
        res.writeHead(200, { 'content-type': metrics.registry.contentType, 'cache-control': 'no-store' });
        res.end(req.method === 'HEAD' ? undefined : text);
      },
      () => {
        res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listen.port, listen.host, () => resolve());
  });
  server.unref();
  return { server, port: (server.address() as AddressInfo).port };
}
