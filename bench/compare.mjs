// The performance bar, measured as ratios (issue 12): Lighthouse's mobile preset on each page
// type of the shop (home, category, product, search, cart with a line, a content page; both
// languages) and on the framework floor (support/framework-floor.mjs), interleaved in one run
// (page, floor, page, floor ...) so that both see the same machine, with the simulated method
// and with Chromium's own throttling. Reports per page type and method the medians and ranges,
// the floor's medians from the runs interleaved with that page, the ratios, and whether the page
// meets the bar:
//   performance score >= the floor's, TBT <= the floor's, LCP <= 1.10 x the floor's, CLS <= 0.02,
//   and accessibility, best practices and SEO scores of 1.0 (one run each: they do not depend
//   on timing).
// COMPARE_RUNS (default 5) runs per page and method; COMPARE_METHODS (default simulate,devtools);
// COMPARE_PAGES (names, comma-separated) to look at some pages only. Writes results/compare.json,
// or COMPARE_OUT (a file name under results/).
import { writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { warm, withBenchStack } from './support/bench-stack.mjs';
import { copyHeroImage, nextVersion, startFloor } from './support/framework-floor.mjs';
import { launchChromium, lighthouseRun } from './support/lighthouse-runs.mjs';
import { ShopSession } from './support/shop-session.mjs';

const RUNS = Number(process.env.COMPARE_RUNS ?? 5);
const METHODS = (process.env.COMPARE_METHODS ?? 'simulate,devtools').split(',');
const ONLY = process.env.COMPARE_PAGES ? new Set(process.env.COMPARE_PAGES.split(',')) : null;
const OUT = new URL(`./results/${process.env.COMPARE_OUT ?? 'compare.json'}`, import.meta.url);
const BAR = { lcpRatio: 1.1, cls: 0.02 };
const QUALITY = ['accessibility', 'best-practices', 'seo'];

/** A shopper with one mug in the cart: the cart page as it is usually seen. */
async function cartCookie(base, lang) {
  const shopper = new ShopSession(base);
  await shopper.start(lang);
  await shopper.call('addCartItems', { items: [{ sku: 'TFC-MUG', quantity: 1 }] });
  return shopper.cookieHeader();
}

async function comparePages(base) {
  const pages = [];
  for (const lang of ['en', 'th']) {
    const query = lang === 'th' ? encodeURIComponent('เสื้อ') : 'shirt';
    pages.push(
      { name: `home ${lang}`, url: `${base}/${lang}` },
      { name: `category ${lang}`, url: `${base}/${lang}/kits/home-kit` },
      { name: `product ${lang}`, url: `${base}/${lang}/home-shirt-2025` },
      { name: `search ${lang}`, url: `${base}/${lang}/search?q=${query}` },
      { name: `cart ${lang}`, url: `${base}/${lang}/cart`, headers: { Cookie: await cartCookie(base, lang) } },
      { name: `content ${lang}`, url: `${base}/${lang}/about` },
    );
  }
  return pages.filter((p) => !ONLY || ONLY.has(p.name));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const METRICS = ['performance', 'lcpMs', 'tbtMs', 'fcpMs', 'cls'];
function summary(runs) {
  const out = { median: {}, range: {} };
  for (const m of METRICS) {
    const values = runs.map((r) => r[m]);
    out.median[m] = Number(median(values).toFixed(m === 'performance' || m === 'cls' ? 3 : 0));
    out.range[m] = [Math.min(...values), Math.max(...values)];
  }
  return out;
}
const ratio = (a, b) => (b === 0 ? (a === 0 ? 1 : null) : Number((a / b).toFixed(2)));

const meets = (row) => Object.values(row.bar).every(Boolean);
const qualityOk = (q) => QUALITY.every((c) => q[c] === 1);
/** Written after each stage, so an interrupted run keeps what it measured. */
function writeResult(result) {
  writeFileSync(
    OUT,
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        machine: { cores: availableParallelism(), cpu: cpus()[0]?.model ?? 'unknown' },
        next: nextVersion,
        preset:
          "Lighthouse 12 mobile preset; each page run followed by a run of the framework floor's /image page (the product page's priority image, copied from the shop)",
        bar: 'median performance >= floor, TBT <= floor, LCP <= 1.10 x floor, CLS <= 0.02; accessibility, best practices, SEO = 1',
        ...result,
        summary: {
          pagesMeetingTheBar: result.rows.filter(meets).map((r) => `${r.page} (${r.method})`),
          pagesMissingTheBar: result.rows
            .filter((r) => !meets(r))
            .map(
              (r) =>
                `${r.page} (${r.method}): ${Object.keys(r.bar)
                  .filter((k) => !r.bar[k])
                  .join(', ')}`,
            ),
          qualityBelowFull: result.quality
            .filter((q) => q.page !== 'framework floor' && !qualityOk(q))
            .map((q) => `${q.page}: ${q.failing.join(', ')}`),
        },
      },
      null,
      2,
    )}\n`,
  );
}

const result = await withBenchStack(async (config) => {
  // The floor shows the product page's priority image (issue 30): the LCP reference is the
  // framework painting the same image with the same priority, not one line of text.
  await warm([`${config.storefrontUrl}/en/home-shirt-2025`]);
  const hero = await copyHeroImage(`${config.storefrontUrl}/en/home-shirt-2025`);
  const floor = await startFloor();
  const floorUrl = floor.imageUrl;
  try {
    const pages = await comparePages(config.storefrontUrl);
    await warm([...pages.filter((p) => !p.headers).map((p) => p.url), floorUrl]);
    if (!(await (await fetch(floorUrl)).text()).includes(hero.srcSet.split(' ')[0]))
      throw new Error('The floor does not show the copied image');
    const stop = await launchChromium();
    try {
      const rows = [];
      const quality = [];
      for (const page of [...pages, { name: 'framework floor', url: floorUrl }]) {
        const q = await lighthouseRun(page.url, { categories: QUALITY, headers: page.headers });
        quality.push({ page: page.name, ...q.scores, failing: q.failing });
        console.log(JSON.stringify(quality.at(-1)));
      }
      writeResult({ rows, quality });
      for (const method of METHODS) {
        const runs = new Map(pages.map((p) => [p.name, { page: [], floor: [] }]));
        for (let i = 0; i < RUNS; i++) {
          for (const page of pages) {
            const held = runs.get(page.name);
            held.page.push(await lighthouseRun(page.url, { throttlingMethod: method, headers: page.headers }));
            held.floor.push(await lighthouseRun(floorUrl, { throttlingMethod: method }));
          }
          console.log(`compare: ${method} round ${i + 1} of ${RUNS} done`);
        }
        for (const page of pages) {
          const held = runs.get(page.name);
          const own = summary(held.page);
          const ref = summary(held.floor);
          const row = {
            page: page.name,
            url: page.url.replace(config.storefrontUrl, ''),
            method,
            runs: RUNS,
            ...own,
            floor: ref,
            ratio: {
              lcpMs: ratio(own.median.lcpMs, ref.median.lcpMs),
              tbtMs: ratio(own.median.tbtMs, ref.median.tbtMs),
              fcpMs: ratio(own.median.fcpMs, ref.median.fcpMs),
            },
            bar: {
              performance: own.median.performance >= ref.median.performance,
              tbt: own.median.tbtMs <= ref.median.tbtMs,
              lcp: own.median.lcpMs <= BAR.lcpRatio * ref.median.lcpMs,
              cls: own.median.cls <= BAR.cls,
            },
          };
          console.log(
            JSON.stringify({ page: row.page, method, median: row.median, floor: row.floor.median, ratio: row.ratio, bar: row.bar }),
          );
          rows.push(row);
        }
        writeResult({ rows, quality });
      }
      return { rows, quality };
    } finally {
      await stop();
    }
  } finally {
    await floor.stop();
  }
});

console.log('\n| page | method | perf (floor) | LCP ms (floor) ratio | TBT ms (floor) | CLS | bar |\n|---|---|---|---|---|---|---|');
for (const r of result.rows) {
  console.log(
    `| ${r.page} | ${r.method} | ${r.median.performance} (${r.floor.median.performance}) | ${r.median.lcpMs} (${r.floor.median.lcpMs}) ${r.ratio.lcpMs} | ${r.median.tbtMs} (${r.floor.median.tbtMs}) | ${r.median.cls} | ${meets(r) ? 'ok' : 'MISSED'} |`,
  );
}
console.log('\n| page | accessibility | best practices | SEO | below 1 |\n|---|---|---|---|---|');
for (const q of result.quality)
  console.log(`| ${q.page} | ${q.accessibility} | ${q['best-practices']} | ${q.seo} | ${q.failing.join(', ')} |`);
