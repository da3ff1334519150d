import { startedInProduction } from './production-env';
import compression from 'compression';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import next from 'next';
import {
  answerHealth,
  assertProductionSettings,
  createLogger,
  drainOnSignal,
  metricsListenFromEnv,
  parseTrustProxy,
  routeConsoleTo,
  startMetricsServer,
} from '@talat/service-kit';
import { keepSharedCachesAsking } from './cache-control';
import { setClientAddress } from './client-address';
import {
  askForNonce,
  newNonce,
  securityHeaders,
  securityOptionsFromEnv,
  setSecurityHeaders,
  withContentSecurity,
} from './content-security';
import { admissionOptionsFromEnv, AdmissionGate, admitPage, type PageAdmission } from './admission';
import { answerFromCache, carriesSignOn, pageKey, signOnLetsThrough, watchResponse } from './front-pages';
import { mediaOriginsFromEnv, proxyMedia } from './media-proxy';
import { routeKind, storefrontHealth, storefrontMetrics } from './operations';
import { PageCache } from './page-cache';
import { STOREFRONT_PRODUCTION_RULES } from './production-settings';
import { notFoundMessages, refuseUndecodableApiPath } from './undecodable-path';
import { listPrecompressed, servePrecompressed } from './precompressed-static';
import { errorPageLang, errorPages, withErrorPage } from './error-page';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { withResponseStatus } from './response-status';

/**
 * PAGE_CACHE_MB (default 32; 0 turns the cache off) bounds the memory the kept pages take.
 * An entry is asked of Next.js again after 5 s, so a change that reached another storefront
 * process, or the 60 s safety net of decision 0015, shows here within seconds.
 */
function pageCacheOptions(env: NodeJS.ProcessEnv) {
  const mb = Number(env.PAGE_CACHE_MB ?? 32);
  return { maxBytes: Number.isFinite(mb) && mb >= 0 ? mb * 1024 * 1024 : 32 * 1024 * 1024, maxAgeMs: 5000 };
}

/**
 * The storefront's production server: Next.js, with its build output sent as brotli files
 * compressed at build time (precompressed-static.ts) and same-origin images streamed from the
 * engine and the content service without a Next.js request each (media-proxy.ts), and the pages
 * Next.js keeps for first visits answered from memory with their compressed bytes (page-cache.ts,
 * front-pages.ts). What Next.js answers is compressed here, brotli for browsers that take it,
 * else gzip (next.config.ts turns Next's own gzip off). Listens on PORT (default 3000) on every
 * interface, as `next start` does.
 *
 * Operations (docs/decisions/0030): started in production it refuses every development setting
 * (production-settings.ts); it answers /health and /ready, logs JSON lines in production, keeps
 * Prometheus metrics on METRICS_PORT (never the shop's port), and on SIGTERM finishes the requests
 * in flight before it exits.
 */
async function main() {
  const logger = createLogger({ service: 'storefront', json: startedInProduction });
  if (startedInProduction) routeConsoleTo(logger);
  // In production the storefront checks the settings it was started with, before Next.js loads.
  if (startedInProduction) assertProductionSettings('storefront', process.env, STOREFRONT_PRODUCTION_RULES);
  const trust = parseTrustProxy(process.env.TRUST_PROXY);
  const port = Number(process.env.PORT ?? 3000);
  const dir = join(__dirname, '..');
  const app = next({ dev: false, dir, port });
  const handle = app.getRequestHandler();
  await app.prepare();
  const files = listPrecompressed(join(dir, '.next/static'));
  const media = mediaOriginsFromEnv(process.env);
  // Brotli quality 5: about 17 % smaller pages than gzip for 2-3 ms more per page; it keeps the
  // shared part of a page's HTML and its RSC payload in one window, which gzip cannot.
  const compress = compression({ brotli: { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } } });
  const pages = new PageCache(pageCacheOptions(process.env));
  const security = securityOptionsFromEnv(process.env, startedInProduction);
  const headers = securityHeaders(security);
  const apiNotFound = notFoundMessages(dir);
  const failedPages = errorPages(dir);
  const health = storefrontHealth(process.env, (message, error) => logger.warn({ err: error }, message));
  const admission: PageAdmission = {
    gate: new AdmissionGate(admissionOptionsFromEnv(process.env)),
    pages,
    busyPage: (req) => failedPages.busy[errorPageLang(req.url, req.headers.cookie)],
    report: (result) => metrics.admission(result),
  };
  const server = createServer((req, res) => {
    setSecurityHeaders(res, headers);
    setClientAddress(req, trust);
    if (answerHealth(req, res, health)) return;
    if (servePrecompressed(req, res, files)) return;
    if (refuseUndecodableApiPath(req, res, apiNotFound)) return;
    if (media && proxyMedia(req, res, media)) return;
    const cacheable = pageKey(req) !== null;
    if (cacheable && carriesSignOn(req)) {
      // A signed-in shopper gets the kept bytes too when the sign-on check has nothing to do.
      void signOnLetsThrough(req).then((through) =>
        through ? fromCacheOrNext(req, res, cacheable) : fromNext(req, res, cacheable, false),
      );
      return;
    }
    fromCacheOrNext(req, res, cacheable);
  });
  function fromCacheOrNext(req: IncomingMessage, res: ServerResponse, cacheable: boolean): void {
    if (answerFromCache(req, res, pages)) {
      metrics.pageCache('hit');
      return;
    }
    fromNext(req, res, cacheable);
  }
  /** `stale`: a kept copy past its age may answer under overload (not before the sign-on check has seen the request). */
  function fromNext(req: IncomingMessage, res: ServerResponse, cacheable: boolean, stale = true): void {
    if (cacheable) metrics.pageCache('miss');
    if (routeKind(req) !== 'page') return toNext(req, res);
    admitPage(req, res, admission, () => toNext(req, res), { stale });
  }
  /** Next.js answers: compressed, kept when it is a kept page, with the page's security policy. */
  function toNext(req: IncomingMessage, res: ServerResponse): void {
    // Pages Next.js keeps say so to shared caches in a way that cannot outlive an expiry here.
    keepSharedCachesAsking(res);
    // Next.js puts this nonce on every script it emits; the page's policy allows exactly those.
    const nonce = newNonce();
    askForNonce(req, nonce);
    compress(req, res, () => {
      watchResponse(req, res, pages);
      // Outermost: pages reach the page memory and the compression with their policy.
      withContentSecurity(req, res, security);
      // Next.js's own 500 shell becomes the shop's bilingual error page.
      withErrorPage(req, res, failedPages);
      withResponseStatus(res, () => handle(req, res)).catch((error: unknown) => {
        console.error('Request failed', error);
        if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
        res.end('Something went wrong. Please try again.\nเกิดข้อผิดพลาด โปรดลองอีกครั้ง\n');
      });
    });
  }
  const metrics = storefrontMetrics(server);
  const metricsListen = metricsListenFromEnv(process.env);
  if (metricsListen) {
    const { port: metricsPort } = await startMetricsServer(metrics, metricsListen);
    console.log(`storefront metrics on http://${metricsListen.host}:${metricsPort}/metrics`);
  }
  server.listen(port, () => console.log(`storefront listening on port ${port} (${files.size} precompressed files)`));
  drainOnSignal(server, { onDrainStart: () => health.startDraining(), log: (m) => console.log(`storefront: ${m}`) });
}

main().catch((error: unknown) => {
  console.error('The storefront could not start', error);
  process.exit(1);
});
