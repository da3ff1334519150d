// The framework's own floor: Lighthouse (same preset and runs as lighthouse.mjs) on a page that
// is only Next.js and React, a heading, a paragraph and one client component, built with the
// shop's Next.js version and served by `next start` on this machine, as Next.js ships it (gzip,
// no compile hints). It calibrates the budgets against the machine: what the stock framework
// gets here before any shop code. The storefront's own server adds compile hints and brotli
// (decisions 0012, 0014), so its pages can come out below this.
// Writes results/framework-floor.json.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import { waitFor } from '../scripts/stack.mjs';
import { warm } from './support/bench-stack.mjs';
import { budgets, launchChromium, lighthouseMedian } from './support/lighthouse-runs.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PORT = 3210;
const dir = fileURLToPath(new URL('./framework-floor/', import.meta.url));
const require = createRequire(import.meta.url);
const nextBin = require.resolve('next/dist/bin/next');
const nextVersion = require('next/package.json').version;
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' };

const build = spawnSync(process.execPath, [nextBin, 'build', dir], { env, stdio: 'inherit' });
if (build.status !== 0) throw new Error('The framework-floor app did not build');

const server = spawn(process.execPath, [nextBin, 'start', dir, '-p', String(PORT)], { env, stdio: 'ignore' });
const url = `http://localhost:${PORT}/`;
let row;
try {
  await waitFor(url, { timeoutMs: 30_000, okStatus: 200, isAlive: () => server.exitCode === null });
  await warm([url]);
  const stop = await launchChromium();
  try {
    row = { page: 'framework floor', url: '/', ...(await lighthouseMedian(url, RUNS)) };
  } finally {
    await stop();
  }
} finally {
  server.kill();
}

console.log(JSON.stringify(row));
writeFileSync(
  new URL('./results/framework-floor.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, next: nextVersion, preset: `mobile (Lighthouse 12 default, simulated throttling), median of ${RUNS} runs`, budgets, rows: [row] }, null, 2)}\n`,
);
