import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, relative, sep } from 'node:path';
import { accepts } from './accept-encoding';

/**
 * Build output served as brotli files compressed once at build time (compress-static.ts):
 * Next.js's own server compresses with gzip on every request, and brotli files are 15-20 %
 * smaller, which is most of what a phone on a slow network waits for before a page works.
 * Only files listed at start-up are served, so a request can never name a path outside them.
 */
export interface PrecompressedFile {
  path: string;
  size: number;
  type: string;
}

export const COMPRESSIBLE = new Set(['.js', '.css', '.svg', '.json', '.txt', '.map']);

const TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** The `.br` files under `staticDir` (Next's `.next/static`) by the URL path of the file they compress. */
export function listPrecompressed(staticDir: string, urlPrefix = '/_next/static/'): Map<string, PrecompressedFile> {
  const files = new Map<string, PrecompressedFile>();
  if (!existsSync(staticDir)) return files;
  for (const full of walk(staticDir)) {
    if (!full.endsWith('.br')) continue;
    const original = full.slice(0, -'.br'.length);
    const type = TYPES[extname(original)];
    if (!type) continue;
    const url = urlPrefix + relative(staticDir, original).split(sep).join('/');
    files.set(url, { path: full, size: statSync(full).size, type });
  }
  return files;
}

/**
 * Answers a GET or HEAD for a listed file with its brotli copy when the browser takes brotli;
 * returns false (the request goes on to Next.js) otherwise.
 */
export function servePrecompressed(req: IncomingMessage, res: ServerResponse, files: Map<string, PrecompressedFile>): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = (req.url ?? '').split('?')[0] ?? '';
  const file = files.get(pathname);
  if (!file || !accepts(req.headers['accept-encoding'], 'br')) return false;
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Encoding': 'br',
    'Content-Length': String(file.size),
    // Build output has content hashes in its names: it never changes under the same URL.
    'Cache-Control': 'public, max-age=31536000, immutable',
    Vary: 'Accept-Encoding',
  });
  if (req.method === 'HEAD') res.end();
  // A file gone since start-up (a rebuild under a running server) ends this response, not the server.
  else
    createReadStream(file.path)
      .on('error', () => res.destroy())
      .pipe(res);
  return true;
}
