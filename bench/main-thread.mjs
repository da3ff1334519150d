// What runs on the main thread while a page loads (issue 30: "a performance trace of the product
// page"). Each page is loaded in Debian's Chromium with the mobile preset's 4x CPU slowdown and a
// JavaScript CPU profile running from navigation until the page has been idle for 2 s. Reports,
// per page (median of MAIN_THREAD_RUNS runs, 3 by default):
// - the long tasks (over 50 ms) after the first contentful paint and the blocking time they add
//   (the part of each over 50 ms, as Lighthouse's TBT counts it, without its TTI cut-off);
// - the JavaScript self time by script and the heaviest functions (name, script, line), so a
//   change can be aimed at what costs the most.
// MAIN_THREAD_BASE=<url> measures a running storefront instead of starting the bench stack;
// MAIN_THREAD_PAGES=<regexp> picks pages by name; MAIN_THREAD_RESULT=<file under results/>.
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { chromium } from 'playwright-core';
import { benchPages, warm, withBenchStack } from './support/bench-stack.mjs';

const RUNS = Number(process.env.MAIN_THREAD_RUNS ?? 3);
const PICK = new RegExp(process.env.MAIN_THREAD_PAGES ?? '.');
const RESULT = process.env.MAIN_THREAD_RESULT ?? 'main-thread.json';

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Self time (ms) per node of a V8 CPU profile, from its samples and time deltas. */
function selfTimes(profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map();
  profile.samples.forEach((id, i) => {
    const dt = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    self.set(id, (self.get(id) ?? 0) + dt);
  });
  return [...self].map(([id, ms]) => ({ node: byId.get(id), ms }));
}

const scriptName = (url) => (url ? url.replace(/^https?:\/\/[^/]+/, '').replace(/\?.*$/, '') : '(native)');

async function profileLoad(browser, url) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await cdp.send('Profiler.start');
  await page.goto(url, { waitUntil: 'load' });
  // Idle: no long task for 2 s.
  let quietSince = Date.now();
  let seen = 0;
  while (Date.now() - quietSince < 2000) {
    await page.waitForTimeout(500);
    const n = await page.evaluate(() => window.__longTasks.length);
    if (n !== seen) {
      seen = n;
      quietSince = Date.now();
    }
  }
  const { profile } = await cdp.send('Profiler.stop');
  const { fcp, tasks } = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    tasks: window.__longTasks,
  }));
  await context.close();
  const after = tasks.filter((t) => t.start >= fcp);
  const blocking = after.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
  const byScript = new Map();
  const byFunction = new Map();
  for (const { node, ms } of selfTimes(profile)) {
    const cf = node.callFrame;
    if (['(idle)', '(program)', '(root)'].includes(cf.functionName)) continue;
    // The harness's own polling (Playwright's evaluate) is not the page's work.
    if (!cf.url && ['evaluate', 'serialize', 'UtilityScript'].includes(cf.functionName)) continue;
    const script = scriptName(cf.url) + (cf.functionName === '(garbage collector)' ? ' (gc)' : '');
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const fn = `${cf.functionName || '(anonymous)'} ${scriptName(cf.url)}:${cf.lineNumber + 1}:${cf.columnNumber + 1}`;
    byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
  }
  return {
    fcpMs: Math.round(fcp),
    longTasks: after.map((t) => Math.round(t.duration)),
    blockingMs: Math.round(blocking),
    scriptMs: Math.round([...byScript.values()].reduce((a, b) => a + b, 0)),
    byScript: Object.fromEntries(
      [...byScript]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 12)
        .map(([k, v]) => [k, Math.round(v)]),
    ),
    byFunction: Object.fromEntries(
      [...byFunction]
        .sort((a, b) => b[1] - a[1])
        .slice(0, 15)
        .map(([k, v]) => [k, Math.round(v)]),
    ),
  };
}

async function measure(base) {
  const pages = benchPages(base).filter((p) => PICK.test(p.name));
  await warm(pages.map((p) => p.url));
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
  try {
    const rows = [];
    for (const p of pages) {
      const runs = [];
      for (let i = 0; i < RUNS; i++) runs.push(await profileLoad(browser, p.url));
      const mid = [...runs].sort((a, b) => a.blockingMs - b.blockingMs)[Math.floor(runs.length / 2)];
      const row = {
        page: p.name,
        blockingMs: median(runs.map((r) => r.blockingMs)),
        blockingRange: [Math.min(...runs.map((r) => r.blockingMs)), Math.max(...runs.map((r) => r.blockingMs))],
        scriptMs: median(runs.map((r) => r.scriptMs)),
        medianRun: mid,
      };
      console.log(JSON.stringify(row, null, 2));
      rows.push(row);
    }
    return rows;
  } finally {
    await browser.close();
  }
}

const rows = process.env.MAIN_THREAD_BASE
  ? await measure(process.env.MAIN_THREAD_BASE)
  : await withBenchStack((config) => measure(config.storefrontUrl));
writeFileSync(
  new URL(`./results/${RESULT}`, import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' }, method: `Chromium, 4x CPU slowdown, JS CPU profile at 200 µs from navigation to 2 s idle, median of ${RUNS} runs`, rows }, null, 2)}\n`,
);
console.log('\n| page | blocking ms (range) | script ms |\n|---|---|---|');
for (const r of rows) console.log(`| ${r.page} | ${r.blockingMs} (${r.blockingRange.join('–')}) | ${r.scriptMs} |`);
