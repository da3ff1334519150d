// The framework floor (../framework-floor/): a page that is only Next.js and React, built with
// the shop's Next.js and served by `next start` as Next.js ships it (gzip, no compile hints).
// `/` renders per request, as the shop's dynamic pages do; `/static` is the same page rendered
// once at build time and answered from Next.js's cache.
import { spawn, spawnSync } from 'node:child_process';
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

/** Builds (unless `build: false`) and starts the floor on `port`; resolves once it answers. */
export async function startFloor({ port = 3210, build = true, quiet = false } = {}) {
  if (build) buildFloor({ quiet });
  const server = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(port)], { env, stdio: 'ignore' });
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
    stop: () => new Promise((resolve) => (server.exitCode !== null ? resolve() : (server.once('exit', resolve), server.kill()))),
  };
}
