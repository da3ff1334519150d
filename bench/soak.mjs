// Soak: a mix of pages at 10 connections for SOAK_MINUTES (default 30), as browsers ask
// (`Accept-Encoding: br, gzip`): kept pages, search with rotating queries, filtered categories,
// the cart page, search suggestions. Every minute it records the requests answered in that minute,
// its p99 latency, errors, and the storefront's resident memory, so that a leak or a slowdown
// shows as a trend. A separate search-only minute at the start and at the end says whether the
// page that slowed before (issue 12) still answers as fast. Each minute also reads the
// storefront's own metrics (its port + 6000): the V8 heap (used and total), memory outside it
// (external, of which array buffers: kept bytes and brotli output), the minute's garbage
// collection time by kind, the event loop's p99 delay and what answered the minute's requests
// (kept bytes or Next.js), so that a drift or a plateau can be put down to its cause (issue 30,
// item 6). Writes results/soak.json, or SOAK_RESULT (a file name under results/).
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { rssMb } from '../scripts/stack.mjs';
import { warm, withBenchStack } from './support/bench-stack.mjs';

const MINUTES = Number(process.env.SOAK_MINUTES ?? 30);
const HEADERS = { 'accept-encoding': 'br, gzip' };
const terms = ['shirt', 'home', 'scarf', 'mug', 'training', 'jacket', 'socks', 'kit', 'gift', 'ball', 'เสื้อ', 'ผ้า', 'แก้ว', 'หมวก'];
const searches = terms.map((q, i) => `/${i % 3 === 2 ? 'th' : 'en'}/search?q=${encodeURIComponent(q)}`);
const filtered = ['size=M&sort=price_asc', 'size=L&sort=price_desc', 'sort=name', 'size=S', 'sort=newest'].flatMap((f) => [
  `/en/kits?${f}`,
  `/th/kits?${f}`,
]);
const kept = [
  '/en',
  '/th',
  '/en/kits/home-kit',
  '/th/kits/home-kit',
  '/en/home-shirt-2025',
  '/th/home-shirt-2025',
  '/en/about',
  '/th/about',
];
const api = terms.map((t) => `/api/commerce/getSearchSuggestions?body=${encodeURIComponent(JSON.stringify({ query: t }))}`);
const mix = [...kept, ...searches, ...filtered, '/en/cart', '/th/cart', ...api];

const MB = 1024 * 1024;
/** The figures of the storefront's metrics a soak follows (prom-client's defaults and ours). */
async function processFigures(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const value = (re) =>
    text
      .split('\n')
      .filter((l) => re.test(l))
      .reduce((n, l) => n + Number(l.split(' ').at(-1)), 0);
  return {
    heapUsedMb: Math.round(value(/^nodejs_heap_size_used_bytes[ {]/) / MB),
    heapTotalMb: Math.round(value(/^nodejs_heap_size_total_bytes[ {]/) / MB),
    externalMb: Math.round(value(/^nodejs_external_memory_bytes[ {]/) / MB),
    gcSeconds: {
      minor: value(/^nodejs_gc_duration_seconds_sum\{[^}]*kind="minor"/),
      major: value(/^nodejs_gc_duration_seconds_sum\{[^}]*kind="major"/),
      incremental: value(/^nodejs_gc_duration_seconds_sum\{[^}]*kind="incremental"/),
    },
    loopP99Ms: Math.round(value(/^nodejs_eventloop_lag_p99_seconds[ {]/) * 1000),
    keptHits: value(/^talat_page_cache_requests_total\{[^}]*result="hit"/),
    keptMisses: value(/^talat_page_cache_requests_total\{[^}]*result="miss"/),
  };
}
/** The change of the counters over a minute, the gauges as they are at its end. */
function overMinute(before, after) {
  return {
    heapUsedMb: after.heapUsedMb,
    heapTotalMb: after.heapTotalMb,
    externalMb: after.externalMb,
    gcMs: Object.fromEntries(Object.entries(after.gcSeconds).map(([k, v]) => [k, Math.round((v - before.gcSeconds[k]) * 1000)])),
    loopP99Ms: after.loopP99Ms,
    keptHits: after.keptHits - before.keptHits,
    keptMisses: after.keptMisses - before.keptMisses,
  };
}

function minute(base, paths) {
  let i = 0;
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections: 10,
        duration: 60,
        headers: HEADERS,
        requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: paths[i++ % paths.length] }) }],
      },
      (err, r) =>
        err
          ? reject(err)
          : resolve({ rps: Math.round(r.requests.average), p99Ms: r.latency.p99, errors: r.errors + r.timeouts + r.non2xx }),
    );
  });
}

const rows = await withBenchStack(async (config, stack) => {
  const pid = stack.procs.find((p) => p.name === 'storefront').child.pid;
  const metricsUrl = `http://127.0.0.1:${Number(new URL(config.storefrontUrl).port) + 6000}/metrics`;
  await warm(
    mix.map((p) => config.storefrontUrl + p),
    2,
  );
  const out = { startRssMb: rssMb(pid), minutes: [] };
  out.searchFirst = { ...(await minute(config.storefrontUrl, searches)), rssMb: rssMb(pid) };
  console.log(JSON.stringify({ searchFirst: out.searchFirst }));
  for (let m = 1; m <= MINUTES; m++) {
    const figuresBefore = await processFigures(metricsUrl);
    const r = {
      minute: m,
      ...(await minute(config.storefrontUrl, mix)),
      rssMb: rssMb(pid),
      ...overMinute(figuresBefore, await processFigures(metricsUrl)),
    };
    console.log(JSON.stringify(r));
    out.minutes.push(r);
  }
  out.searchLast = { ...(await minute(config.storefrontUrl, searches)), rssMb: rssMb(pid) };
  console.log(JSON.stringify({ searchLast: out.searchLast }));
  return out;
});

const firstFive = rows.minutes.slice(0, 5);
const lastFive = rows.minutes.slice(-5);
const mean = (xs, k) => Math.round(xs.reduce((n, x) => n + x[k], 0) / xs.length);
const summary = {
  mixRpsFirst5: mean(firstFive, 'rps'),
  mixRpsLast5: mean(lastFive, 'rps'),
  rssMbFirst5: mean(firstFive, 'rssMb'),
  rssMbLast5: mean(lastFive, 'rssMb'),
  rssMbMax: Math.max(...rows.minutes.map((r) => r.rssMb)),
  searchRpsFirst: rows.searchFirst.rps,
  searchRpsLast: rows.searchLast.rps,
  errors: rows.minutes.reduce((n, r) => n + r.errors, 0) + rows.searchFirst.errors + rows.searchLast.errors,
};
console.log(JSON.stringify(summary));
writeFileSync(
  new URL(`./results/${process.env.SOAK_RESULT ?? 'soak.json'}`, import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), minutes: MINUTES, connections: 10, headers: HEADERS, summary, ...rows }, null, 2)}\n`,
);
