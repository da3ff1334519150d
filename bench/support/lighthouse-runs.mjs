// Lighthouse as every benchmark here runs it: Debian's Chromium, headless, a throwaway profile,
// the mobile preset (Lighthouse's default: simulated Slow 4G, 4x CPU slowdown), and the median
// of several runs by score.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import { waitFor } from '../../scripts/stack.mjs';

const PORT = 9333;

export const budgets = { performance: 0.95, lcpMs: 2000, tbtMs: 150, cls: 0.02 };

/**
 * Starts Chromium for Lighthouse; resolves to a function that stops it and removes its profile.
 * `acceptSelfSignedCertificates` is for measuring through the bench's own TLS front
 * (https-front.mjs), whose certificate no authority signed.
 */
export async function launchChromium({ acceptSelfSignedCertificates = false } = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'talat-lh-'));
  const chromium = spawn(
    process.env.CHROME_PATH ?? '/usr/bin/chromium',
    [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-sync',
      '--disable-background-networking',
      '--disable-component-update',
      `--user-data-dir=${profile}`,
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ...(acceptSelfSignedCertificates ? ['--ignore-certificate-errors'] : []),
      `--remote-debugging-port=${PORT}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  await waitFor(`http://127.0.0.1:${PORT}/json/version`, { timeoutMs: 10_000, okStatus: 200, isAlive: () => chromium.exitCode === null });
  return async () => {
    const exited = new Promise((r) => chromium.once('exit', r));
    chromium.kill();
    await exited;
    // Chromium's helper processes can still be writing to the profile for a moment after the
    // browser exits; a profile left in the temporary folder must not cost a run its results.
    try {
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 300 });
    } catch (error) {
      console.warn(`lighthouse: could not remove the Chromium profile ${profile}: ${error.code ?? error}`);
    }
  };
}

/**
 * One Lighthouse run of `url` in the running Chromium: the figures the budgets name.
 * `throttlingMethod` is Lighthouse's: 'simulate' (its default, which the budgets use) estimates
 * the metrics from one unthrottled load; 'devtools' loads the page with Chromium's own network
 * and CPU throttling and reports what it observed. `headers` go with every request of the load
 * (a shopper's cookies); `categories` beyond performance add their scores (0-1) to the result.
 */
export async function lighthouseRun(url, { throttlingMethod = 'simulate', headers, categories = ['performance'] } = {}) {
  const result = await lighthouse(url, {
    port: PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: categories,
    throttlingMethod,
    ...(headers ? { extraHeaders: headers } : {}),
  });
  const a = result.lhr.audits;
  const scores = Object.fromEntries(categories.filter((c) => c !== 'performance').map((c) => [c, result.lhr.categories[c].score]));
  if (!categories.includes('performance')) return { scores, failing: failingAudits(result.lhr) };
  return {
    performance: result.lhr.categories.performance.score,
    lcpMs: Math.round(a['largest-contentful-paint'].numericValue),
    tbtMs: Math.round(a['total-blocking-time'].numericValue),
    cls: Number(a['cumulative-layout-shift'].numericValue.toFixed(3)),
    fcpMs: Math.round(a['first-contentful-paint'].numericValue),
    // Lighthouse's CPU benchmark of this machine during the run (higher is faster): the
    // 4x slowdown of its mobile preset assumes a fast desktop, so compare like with like.
    benchmarkIndex: Math.round(result.lhr.environment.benchmarkIndex),
    // The transport the page's own requests went over (http/1.1 on localhost, h2 through the front).
    protocol: a['network-requests'].details.items[0]?.protocol ?? 'unknown',
    ...(Object.keys(scores).length ? { scores } : {}),
  };
}

/** The audits below a full score in the categories other than performance, by id. */
function failingAudits(lhr) {
  const out = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (id === 'performance') continue;
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) out.push(`${id}: ${ref.id}`);
    }
  }
  return out;
}

async function runOnce(url, throttlingMethod) {
  return lighthouseRun(url, { throttlingMethod });
}

/**
 * The median of `runs` Lighthouse runs by score (a shared machine varies from run to run),
 * with the range of each figure over all runs and whether the median meets every budget.
 */
export async function lighthouseMedian(url, runs, { throttlingMethod = 'simulate' } = {}) {
  const all = [];
  for (let i = 0; i < runs; i++) all.push(await runOnce(url, throttlingMethod));
  const range = (key) => [Math.min(...all.map((r) => r[key])), Math.max(...all.map((r) => r[key]))];
  const sorted = [...all].sort((x, y) => x.performance - y.performance || y.lcpMs - x.lcpMs);
  const median = sorted[Math.floor(runs / 2)];
  const withinBudget =
    median.performance >= budgets.performance &&
    median.lcpMs <= budgets.lcpMs &&
    median.tbtMs <= budgets.tbtMs &&
    median.cls <= budgets.cls;
  return { ...median, runs, range: { performance: range('performance'), lcpMs: range('lcpMs'), tbtMs: range('tbtMs') }, withinBudget };
}
