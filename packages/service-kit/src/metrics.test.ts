import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createMetrics, metricsListenFromEnv, observeRequests, startMetricsServer } from './metrics.js';

describe('metrics', () => {
  it('counts requests by kind with their latency and serves them on their own port', async () => {
    const metrics = createMetrics('storefront', { processMetrics: false });
    const hits = metrics.counter('page_cache_requests_total', 'Kept pages asked for', ['result']);
    const app = createServer((_req, res) => res.end('ok'));
    observeRequests(app, metrics, (req) => (req.url?.startsWith('/api/') ? 'api' : 'page'));
    await new Promise<void>((r) => app.listen(0, '127.0.0.1', r));
    const appUrl = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
    await (await fetch(`${appUrl}/en`)).text();
    await (await fetch(`${appUrl}/api/csrf`)).text();
    hits.inc({ result: 'hit' });

    const { server, port } = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
    expect(text).toMatch(/http_request_duration_seconds_count\{service="storefront",kind="page",method="GET",status="200"\} 1/);
    expect(text).toMatch(/http_request_duration_seconds_count\{service="storefront",kind="api",method="GET",status="200"\} 1/);
    expect(text).toMatch(/page_cache_requests_total\{result="hit",service="storefront"\} 1/);
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    server.close();
    app.close();
  });

  it('gives the same metric when asked for it twice', () => {
    const metrics = createMetrics('engine', { processMetrics: false });
    const first = metrics.histogram('graphql_operation_duration_seconds', 'x', ['name']);
    expect(metrics.histogram('graphql_operation_duration_seconds', 'x', ['name'])).toBe(first);
    expect(metrics.counter('jobs_total', 'y')).toBe(metrics.counter('jobs_total', 'y'));
  });

  it('listens only when METRICS_PORT is set, on loopback unless told otherwise', () => {
    expect(metricsListenFromEnv({})).toBeNull();
    expect(metricsListenFromEnv({ METRICS_PORT: '9464' })).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(metricsListenFromEnv({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' })).toEqual({ port: 9464, host: '10.0.0.5' });
    expect(() => metricsListenFromEnv({ METRICS_PORT: 'x' })).toThrow(/METRICS_PORT/);
  });
});
