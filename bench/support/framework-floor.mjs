// The framework floor (../framework-floor/): a page that is only Next.js and React, built with
// the shop's Next.js and served by `next start` as Next.js ships it (gzip, no compile hints).
// `/` renders per request, as the shop's dynamic pages do; `/static` is the same page rendered
// once at build time and answered from Next.js's cache; `/image` is the floor with the product
// page's priority image (copyHeroImage), the reference for a page's LCP.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../../scripts/stack.mjs';

const dir = fileURLToPath(new URL('../framework-floor/', import.meta.url));
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
export const nextVersion = require('next/package.json').version;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

/** `quiet`: the build's output is shown only when it fails. */
export function buildFloor({ quiet = false } = {}) {
  const build = spawnSync(process.execPath, [nextBin, 'build', dir], { env, stdio: quiet ? 'pipe' : 'inherit', encoding: 'utf8' });
  if (build.status !== 0) throw new Error(`The framework-floor app did not build${quiet ? `:\n${build.stdout}\n${build.stderr}` : ''}`);
}

/** The newest modification time of the floor's own sources. */
function newestSource(folder = dir) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    // public/ is served as it is, not built; copyHeroImage writes there after the build.
    if (entry.name === '.next' || entry.name === 'node_modules' || entry.name === 'public') continue;
    const path = join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestSource(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** Whether the floor's build is there and newer than its sources (npm test builds it once, first). */
export function floorIsBuilt() {
  const id = join(dir, '.next', 'BUILD_ID');
  return existsSync(id) && statSync(id).mtimeMs > newestSource();
}

/** Builds when the build is missing or stale (`build: 'always'` to force) and starts the floor on `port`. */
export async function startFloor({ port = 3210, build = 'if-stale', quiet = false } = {}) {
  if (build === 'always' || (build && !floorIsBuilt())) buildFloor({ quiet });
  const server = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port)], { cwd: dir, env, stdio: 'ignore' });
  const base = `http://localhost:${port}`;
  try {
    await waitFor(`${base}/`, { timeoutMs: 30_000, okStatus: 200, isAlive: () => server.exitCode === null });
  } catch (error) {
    server.kill();
    throw error;
  }
  return {
    pid: server.pid,
    dynamicUrl: `${base}/`,
    staticUrl: `${base}/static`,
    imageUrl: `${base}/image`,
    stop: () => new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill()))),
  };
}

const attribute = (tag, name) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]?.replaceAll('&amp;', '&') ?? null;

/**
 * Copies the priority image of the shop page at `pageUrl` (the `<img fetchPriority="high">`) into
 * the floor's `public/hero/`: every candidate of its srcset, as the shop serves it, and its sizes,
 * dimensions and text, so that the floor's `/image` page asks the browser for the same bytes in
 * the same way. Call it before startFloor: `next start` finds public files at start.
 */
export async function copyHeroImage(pageUrl) {
  const html = await (await fetch(pageUrl)).text();
  const tag = html.match(/<img\b[^>]*fetchPriority="high"[^>]*>/)?.[0];
  if (!tag) throw new Error(`${pageUrl} has no priority image to copy`);
  const out = join(dir, 'public', 'hero');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const candidates = attribute(tag, 'srcSet')
    .split(',')
    .map((c) => c.trim().split(/\s+/));
  const copied = [];
  for (const [src, width] of candidates) {
    const answer = await fetch(new URL(src, pageUrl), { headers: { Accept: 'image/avif,image/webp,*/*' } });
    if (!answer.ok) throw new Error(`${src} answered ${answer.status}`);
    const name = `${width.replace(/w$/, '')}.${(answer.headers.get('content-type') ?? 'image/webp').split('/')[1].split(';')[0]}`;
    writeFileSync(join(out, name), Buffer.from(await answer.arrayBuffer()));
    copied.push({ path: `/hero/${name}`, width });
  }
  const hero = {
    src: copied.at(-1).path,
    srcSet: copied.map((c) => `${c.path} ${c.width}`).join(', '),
    sizes: attribute(tag, 'sizes'),
    width: Number(attribute(tag, 'width')),
    height: Number(attribute(tag, 'height')),
    alt: attribute(tag, 'alt') ?? '',
  };
  writeFileSync(join(out, 'hero.json'), `${JSON.stringify(hero, null, 2)}\n`);
  return hero;
}
