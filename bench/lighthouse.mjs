// Lighthouse (mobile preset, simulated throttling) for home, category, product and search in
// both languages on a fresh stack. Writes results/lighthouse.json and prints a table.
// LIGHTHOUSE_THROTTLING=devtools runs the same pages with Chromium's own throttling instead
// (a real throttled load, observed rather than simulated) into results/lighthouse-devtools.json.
// LIGHTHOUSE_FRONT=https loads the pages through a TLS front speaking HTTP/2 (support/https-front.mjs),
// the transport a shop is served over, instead of plain HTTP/1.1 on localhost; its results go to
// files named with -https.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { benchPages, warm, withBenchStack } from './support/bench-stack.mjs';
import { startHttpsFront } from './support/https-front.mjs';
import { budgets, launchChromium, lighthouseMedian } from './support/lighthouse-runs.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
if (!['simulate', 'devtools'].includes(THROTTLING))
  throw new Error(`LIGHTHOUSE_THROTTLING must be simulate or devtools, not ${THROTTLING}`);
const FRONT = process.env.LIGHTHOUSE_FRONT ?? 'none';
if (!['none', 'https'].includes(FRONT)) throw new Error(`LIGHTHOUSE_FRONT must be none or https, not ${FRONT}`);
const FRONT_PORT = 3443;

const rows = await withBenchStack(async (config) => {
  const pages = benchPages(config.storefrontUrl);
  await warm(pages.map((p) => p.url));
  const front = FRONT === 'https' ? await startHttpsFront({ upstream: config.storefrontUrl, port: FRONT_PORT }) : null;
  const stop = await launchChromium({ acceptSelfSignedCertificates: front !== null });
  try {
    const out = [];
    for (const page of pages) {
      const url = front ? page.url.replace(config.storefrontUrl, front.url) : page.url;
      const row = {
        page: page.name,
        url: page.url.replace(config.storefrontUrl, ''),
        ...(await lighthouseMedian(url, RUNS, { throttlingMethod: THROTTLING })),
      };
      console.log(JSON.stringify(row));
      out.push(row);
    }
    return out;
  } finally {
    await stop();
    await front?.stop();
  }
});

const resultName = `lighthouse${THROTTLING === 'devtools' ? '-devtools' : ''}${FRONT === 'https' ? '-https' : ''}.json`;
const transport = FRONT === 'https' ? 'HTTPS with HTTP/2 through the bench front' : 'plain HTTP/1.1 on localhost';

writeFileSync(
  new URL(`./results/${resultName}`, import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, preset: `mobile (Lighthouse 12 default, ${THROTTLING === 'simulate' ? 'simulated' : 'devtools'} throttling), median of ${RUNS} runs`, transport, budgets, rows }, null, 2)}\n`,
);
console.log('\n| page | perf | LCP ms | TBT ms | CLS | budget |\n|---|---|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.page} | ${r.performance} | ${r.lcpMs} | ${r.tbtMs} | ${r.cls} | ${r.withinBudget ? 'ok' : 'MISSED'} |`);
