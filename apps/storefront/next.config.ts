import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';

const withNextIntl = createNextIntlPlugin('./src/i18n/request.ts');

/**
 * This build's id (TALAT_BUILD_ID, else made now): Next.js's own, the service worker's precache
 * revision, and what /builds/latest.json answers; pages compare it with the latest to load a new
 * build on their next navigation. Inlined into the code at build time.
 */
const buildId = process.env.TALAT_BUILD_ID ?? `${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`;

const nextConfig: NextConfig = {
  generateBuildId: async () => buildId,
  env: { NEXT_PUBLIC_BUILD_ID: buildId, NEXT_PUBLIC_BUILD_TIME: new Date().toISOString() },
  // The workspace packages are TypeScript source (docs/decisions/0001).
  transpilePackages: ['@talat/commerce', '@talat/sdk'],
  poweredByHeader: false,
  // `npm run typecheck` checks the storefront (and `npm test` runs it first): the build does
  // not check it a second time.
  typescript: { ignoreBuildErrors: true },
  // Loaded by Node.js at run time, not bundled (the scaled profile's Redis client).
  serverExternalPackages: ['ioredis'],
  // The storefront's server compresses responses itself, with brotli (server/main.ts).
  compress: false,
  // The storefront's server tags the pages it keeps with their own ETag (server/page-cache.ts):
  // Next.js's hashed every page it rendered, in JavaScript (docs/decisions/0037).
  generateEtags: false,
  // Next.js's own cache, or with REDIS_URL one Redis cache for every storefront process (the
  // scaled profile, docs/decisions/0022). Built from server/ before `next build` runs.
  cacheHandler: fileURLToPath(new URL('./dist/next-cache-handler.js', import.meta.url)),
  experimental: {
    // Pages kept for first visits (docs/decisions/0015) and cached engine answers live in
    // memory only, in Next.js's size-bounded LRU (50 MB): a restart, often against another
    // database in tests and benchmarks, never serves what an earlier run wrote to disk, and
    // requests for ever-new URLs cannot fill the disk.
    isrFlushToDisk: false,
    // Stylesheets as <style> in the page (8 KB brotli): the first paint needs no request after
    // the document, where four render-blocking stylesheets cost a round trip each on a phone's
    // first visit (docs/decisions/0017).
    inlineCss: true,
  },
  images: {
    // Engine assets are resized by the engine's asset server, content images by the content
    // service: the loader only builds the right URL, nothing runs through /_next/image.
    loader: 'custom',
    loaderFile: './src/lib/images/image-loader.ts',
    qualities: [75],
  },
};

export default withNextIntl(nextConfig);
