import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import {
  createHealth,
  createMetrics,
  httpCheck,
  observeRequests,
  type Health,
  type Metrics,
  type ReadinessCheck,
} from '@talat/service-kit';

/**
 * The storefront server's operations side (docs/decisions/0030): what /ready checks, the metrics
 * it keeps, and the hook through which code inside Next.js reports engine calls.
 */

/** The kind of route a request went to: a small fixed set, so the metrics' series stay bounded. */
export function routeKind(req: IncomingMessage): string {
  const path = (req.url ?? '').split('?')[0] ?? '';
  if (path.startsWith('/_next/')) return 'static';
  if (path.startsWith('/media/')) return 'media';
  if (path.startsWith('/api/')) return 'api';
  if (path === '/health' || path === '/ready') return 'health';
  return 'page';
}

function originOf(url: string | undefined): string | null {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/**
 * Ready while the services a page needs answer: the commerce engine (its /health), the content
 * service (a space read; Storyblok's real API has no health path) and the sign-on provider (its
 * discovery document), and Redis when the scaled profile shares caches there.
 */
export function storefrontHealth(
  env: NodeJS.ProcessEnv,
  log: (message: string, error: unknown) => void,
  redisPing?: () => Promise<unknown>,
): Health {
  const checks: Record<string, ReadinessCheck> = {};
  const backend = env.COMMERCE_BACKEND?.trim() || 'vendure';
  const engine = originOf(env.COMMERCE_SHOP_API_URL ?? 'http://localhost:3001/shop-api');
  if (backend === 'vendure' && engine) checks.engine = httpCheck(`${engine}/health`);
  const content = env.CONTENT_API_URL ?? 'http://localhost:3002/v2';
  // 200 exactly: a token the content service refuses (401) is not ready either.
  checks.content = httpCheck(
    `${content.replace(/\/+$/, '')}/cdn/spaces/me?token=${encodeURIComponent(env.CONTENT_TOKEN ?? 'talat-preview-token')}`,
    { okStatus: 200 },
  );
  const signOn = (env.SIGN_ON_INTERNAL_URL ?? env.SIGN_ON_URL ?? 'http://localhost:3003').replace(/\/+$/, '');
  checks['sign-on'] = httpCheck(`${signOn}/.well-known/openid-configuration`);
  if (redisPing) checks.redis = redisPing;
  return createHealth({ checks, log });
}

/** Reported by code inside Next.js (src/lib/cache/commerce-fetch.ts) for each call to the engine. */
export interface EngineCall {
  /** `kept`: a read the data cache may answer; `direct`: a write or a shopper's own read. */
  mode: 'kept' | 'direct';
  seconds: number;
  /** HTTP status, or 0 when the engine could not be reached. */
  status: number;
}

declare global {
  var __talatEngineCall: ((call: EngineCall) => void) | undefined;
}

export interface StorefrontMetrics extends Metrics {
  pageCache(result: 'hit' | 'miss'): void;
  /** What became of a page request that needed Next.js (admission.ts). */
  admission(result: 'run' | 'queued' | 'stale' | 'refused'): void;
}

/**
 * The storefront's metrics: requests by route kind and whether Next.js kept the page, the
 * server's page memory hits and misses, and engine calls with their latency.
 */
export function storefrontMetrics(server: Server): StorefrontMetrics {
  const metrics = createMetrics('storefront');
  observeRequests(server, metrics, routeKind);
  const nextCache = metrics.counter(
    'talat_next_cache_answers_total',
    'Pages Next.js answered, by its cache status (HIT, MISS, STALE or none: rendered per request)',
    ['status'],
  );
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (routeKind(req) !== 'page') return;
    res.once('finish', () => nextCache.inc({ status: String(res.getHeader('x-nextjs-cache') ?? 'none') }));
  });
  const pageCache = metrics.counter(
    'talat_page_cache_requests_total',
    "Requests the server's page memory could answer (hit) or had to pass to Next.js (miss)",
    ['result'],
  );
  const engine = metrics.histogram(
    'talat_engine_request_duration_seconds',
    'Calls to the commerce engine from the storefront, with their duration',
    ['mode', 'status'],
  );
  globalThis.__talatEngineCall = (call) => engine.observe({ mode: call.mode, status: String(call.status) }, call.seconds);
  const admission = metrics.counter(
    'talat_page_admission_total',
    'Page requests that needed Next.js: rendered at once (run), after waiting (queued), answered with a stale kept copy under overload (stale) or refused with 503 (refused)',
    ['result'],
  );
  return { ...metrics, pageCache: (result) => pageCache.inc({ result }), admission: (result) => admission.inc({ result }) };
}
