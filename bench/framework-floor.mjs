// The framework's own floor: Lighthouse (same preset and runs as lighthouse.mjs) on a page that
// is only Next.js and React, a heading, a paragraph and one client component, built with the
// shop's Next.js version and served by `next start` on this machine, as Next.js ships it (gzip,
// no compile hints). It calibrates the budgets against the machine: what the stock framework
// gets here before any shop code. The storefront's own server adds compile hints and brotli
// (decisions 0012, 0014), so its pages can come out below this. `compare.mjs` measures the
// shop's pages against this floor interleaved in one run.
// Writes results/framework-floor.json.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { warm } from './support/bench-stack.mjs';
import { nextVersion, startFloor } from './support/framework-floor.mjs';
import { budgets, launchChromium, lighthouseMedian } from './support/lighthouse-runs.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const floor = await startFloor();
let row;
try {
  await warm([floor.dynamicUrl]);
  const stop = await launchChromium();
  try {
    row = { page: 'framework floor', url: '/', ...(await lighthouseMedian(floor.dynamicUrl, RUNS)) };
  } finally {
    await stop();
  }
} finally {
  await floor.stop();
}

console.log(JSON.stringify(row));
writeFileSync(
  new URL('./results/framework-floor.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, next: nextVersion, preset: `mobile (Lighthouse 12 default, simulated throttling), median of ${RUNS} runs`, budgets, rows: [row] }, null, 2)}\n`,
);
