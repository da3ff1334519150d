// Lighthouse (mobile preset, simulated throttling) for home, category, product and search in
// both languages on a fresh stack. Writes results/lighthouse.json and prints a table.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { benchPages, warm, withBenchStack } from './support/bench-stack.mjs';

const PORT = 9333;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const budgets = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

async function launchChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'talat-lh-'));
  const chromium = spawn(process.env.CHROME_PATH ?? '/usr/bin/chromium', [
    '--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync',
    '--disable-background-networking', '--disable-component-update', `--user-data-dir=${profile}`,
    '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
    `--remote-debugging-port=${PORT}`, 'about:blank',
  ], { stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/json/version`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return async () => {
    const exited = new Promise((r) => chromium.once('exit', r));
    chromium.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  };
}

const rows = await withBenchStack(async (config) => {
  const pages = benchPages(config.storefrontUrl);
  await warm(pages.map((p) => p.url));
  const stop = await launchChromium();
  try {
    const out = [];
    for (const page of pages) {
      // Lighthouse varies from run to run on a shared machine: the median of RUNS, by score.
      const runs = [];
      for (let i = 0; i < RUNS; i++) {
        const result = await lighthouse(page.url, { port: PORT, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
        const a = result.lhr.audits;
        runs.push({
          performance: result.lhr.categories.performance.score,
          lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
          tbtMs: Math.round(a['total-blocking-time'].numericValue),
          cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
          fcpMs: Math.round(a['first-contentful-paint'].numericValue),
          // Lighthouse's CPU benchmark of this machine during the run (higher is faster): the
          // 4x slowdown of its mobile preset assumes a fast desktop, so compare like with like.
          benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
        });
      }
      runs.sort((x, y) => x.performance - y.performance || y.lcpMs - x.lcpMs);
      const row = { page: page.name, url: page.url.replace(config.storefrontUrl, ''), ...runs[Math.floor(RUNS / 2)], runs: RUNS };
      row.withinBudget = row.performance >= budgets.performance && row.lcpMs <= budgets.lcpMs && row.tbtMs <= budgets.tbtMs && row.cls <= budgets.cls;
      console.log(JSON.stringify(row));
      out.push(row);
    }
    return out;
  } finally {
    await stop();
  }
});

writeFileSync(
  new URL('./results/lighthouse.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, preset: 'mobile (Lighthouse 12 default, simulated throttling), median of RUNS runs'.replace('RUNS', String(RUNS)), budgets, rows }, null, 2)}\n`,
);
console.log('\n| page | perf | LCP ms | TBT ms | CLS | budget |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.withinBudget ? 'ok' : 'MISSED'} |`);
