import { startedInProduction } from './production-env';
import compression from 'compression';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { constants } from 'node:zlib';
import next from 'next';
import { keepSharedCachesAsking } from './cache-control';
import { securityHeaders, securityOptionsFromEnv, setSecurityHeaders, withContentSecurity } from './content-security';
import { answerFromCache, watchResponse } from './front-pages';
import { mediaOriginsFromEnv, proxyMedia } from './media-proxy';
import { PageCache } from './page-cache';
import { developmentSecrets } from './production-secrets';
import { notFoundMessages, refuseUndecodableApiPath } from './undecodable-path';
import { listPrecompressed, servePrecompressed } from './precompressed-static';
import { errorPages, withErrorPage } from './error-page';
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
 */
async function main() {
  const weak = startedInProduction ? developmentSecrets(process.env) : [];
  if (weak.length > 0) {
    console.error(`The storefront refuses to start in production with development secrets: set ${weak.join(', ')} (README, "Running in production").`);
    process.exit(1);
  }
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
  const security = securityOptionsFromEnv(process.env);
  const headers = securityHeaders(security);
  const apiNotFound = notFoundMessages(dir);
  const failedPages = errorPages(dir);
  const server = createServer((req, res) => {
    setSecurityHeaders(res, headers);
    if (servePrecompressed(req, res, files)) return;
    if (refuseUndecodableApiPath(req, res, apiNotFound)) return;
    if (media && proxyMedia(req, res, media)) return;
    if (answerFromCache(req, res, pages)) return;
    // Pages Next.js keeps say so to shared caches in a way that cannot outlive an expiry here.
    keepSharedCachesAsking(res);
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
  });
  server.listen(port, () => console.log(`storefront listening on port ${port} (${files.size} precompressed files)`));
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error('The storefront could not start', error);
  process.exit(1);
});
