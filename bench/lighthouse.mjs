// Lighthouse (mobile preset, simulated throttling) for home, category, product and search in
// both languages on a fresh stack. Writes results/lighthouse.json and prints a table.
// LIGHTHOUSE_THROTTLING=devtools runs the same pages with Chromium's own throttling instead
// (a real throttled load, observed rather than simulated) into results/lighthouse-devtools.json.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { benchPages, warm, withBenchStack } from './support/bench-stack.mjs';
import { budgets, launchChromium, lighthouseMedian } from './support/lighthouse-runs.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING)) throw new Error(`LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${THROTTLING}`);

const rows = await withBenchStack(async (config) => {
  const pages = benchPages(config.storefrontUrl);
  await warm(pages.map((p) => p.url));
  const stop = await launchChromium();
  try {
    const out = [];
    for (const page of pages) {
      const row = { page: page.name, url: page.url.replace(config.storefrontUrl, ''), ...(await lighthouseMedian(page.url, RUNS, { throttlingMethod: THROTTLING })) };
      console.log(JSON.stringify(row));
      out.push(row);
    }
    return out;
  } finally {
    await stop();
  }
});

writeFileSync(
  new URL(THROTTLING === 'simulate' ? './results/lighthouse.json' : './results/lighthouse-devtools.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, preset: `mobile (Lighthouse 12 default, ${THROTTLING === 'simulate' ? 'simulated' : 'devtools'} throttling), median of ${RUNS} runs`, budgets, rows }, null, 2)}\n`,
);
console.log('\n| page | perf | LCP ms | TBT ms | CLS | budget |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.withinBudget ? 'ok' : 'MISSED'} |`);
