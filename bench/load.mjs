// Load, as a browser asks (`Accept-Encoding: br, gzip`), beside the framework floor in one run:
// - kept pages (home, category, product in both languages) against the floor's static page;
// - pages rendered per request (search with rotating queries, filtered and sorted categories with
//   rotating filters) against the floor's dynamic page, at 10 connections;
// - a mix of every page kind at 50 connections;
// - issue 30's shoppers: kept pages asked for with a cart and a last-category cookie, repeated
//   listings against the floor's static page, never-seen listings (a unique query per request),
//   never-seen searches that find nothing (the same page less its listing: what the listing costs),
//   signed-in pages (My Account, a cart of three lines, a category with a session), and a
//   realistic mix at 50 connections in which each connection is a shopper who keeps their cookies
//   (most carry a cart and a last category after their first page, one in five is signed in,
//   one request in ten is a query nobody asked before), with the server's own count of what
//   answered each request (kept bytes, Next.js at once, after a wait, a stale copy, or 503);
// - search suggestions and product images through /media (the storefront's own answers).
// Each kind runs interleaved with its reference (reference, shop, [before], reference, shop, ...)
// for LOAD_ROUNDS rounds (default 2) of BENCH_DURATION seconds (default 10), and the storefront's
// resident memory is sampled every second. LOAD_BEFORE_TREE names another checkout with a built
// storefront (e.g. the code before a change): it then runs beside this one on the same engine and
// content service, and each row gets its figures too: the two alternate which goes first from
// round to round, and each row keeps every round's req/s and the after/before ratio of each
// round. LOAD_ONLY (a regular expression) runs only the kinds whose names match; LOAD_RESULT
// names the result file (default results/load.json).
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { rssMb, waitFor } from '../scripts/stack.mjs';
import { warm, withBenchStack } from './support/bench-stack.mjs';
import { startFloor } from './support/framework-floor.mjs';
import { ShopSession } from './support/shop-session.mjs';
import { cookieHeaderOf, launchBenchChromium, signInFromHeader } from './support/sign-in.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ROUNDS = Number(process.env.LOAD_ROUNDS ?? 2);
const BEFORE_TREE = process.env.LOAD_BEFORE_TREE;
const BEFORE_PORT = 3205;
const ONLY = process.env.LOAD_ONLY ? new RegExp(process.env.LOAD_ONLY, 'i') : null;
const RESULT = process.env.LOAD_RESULT ?? 'load.json';
const BROWSER = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

const queries = {
  en: ['shirt', 'home', 'scarf', 'mug', 'training', 'jacket', 'socks', 'kit', 'gift', 'ball', 'cap', 'away'],
  th: ['เสื้อ', 'ผ้า', 'แก้ว', 'หมวก', 'ถุงเท้า', 'ชุด'],
};
const filters = [
  'size=M&sort=price_asc',
  'size=L&sort=price_desc',
  'sort=name',
  'size=S',
  'colour=green&sort=price_asc',
  'sort=newest',
  'size=XL&sort=name',
  'page=2',
];
const images = ['1c/home-shirt-2025-1__preview.png', 'ad/home-shorts-2025-1__preview.png', '9b/home-socks-2025-1__preview.png'];
const rotate = (paths) => {
  let i = 0;
  return () => paths[i++ % paths.length];
};
const searchPaths = [
  ...queries.en.map((q) => `/en/search?q=${encodeURIComponent(q)}`),
  ...queries.th.map((q) => `/th/search?q=${encodeURIComponent(q)}`),
];
const filteredPaths = ['en', 'th'].flatMap((lang) => filters.map((f) => `/${lang}/kits?${f}`));
const keptPaths = ['en', 'th'].flatMap((lang) => [`/${lang}`, `/${lang}/kits/home-kit`, `/${lang}/home-shirt-2025`, `/${lang}/about`]);

// A shopper's browsing cookies: a cart (its readable state) and the last category they opened.
const CART_COOKIE = `s7-cart=${encodeURIComponent(JSON.stringify({ id: 'bench-cart', total_quantity: 2, is_virtual: false, is_giftcard_only: false }))}`;
const BROWSING = { ...BROWSER, cookie: `i18n_redirected=en; ${CART_COOKIE}; s7-last-category=bench-category` };

let uniqueCount = 0;
/** A search nobody asked for before that finds nothing: the same page less its listing (decision 0037's bound). */
const neverSeenEmpty = () => `/en/search?q=${encodeURIComponent(`zqxj ${++uniqueCount}`)}`;
/** A listing nobody asked for before: a search for a word and a number, or a category under a new price limit. */
function neverSeen() {
  const n = ++uniqueCount;
  const word = queries.en[n % queries.en.length];
  return n % 2 ? `/en/search?q=${encodeURIComponent(`${word} ${n}`)}` : `/${n % 4 === 0 ? 'th' : 'en'}/kits?price=${n % 90}-${1000 + n}`;
}

/**
 * One autocannon run. `paths` is one URL path, or a function answering the next one: a path, or
 * `{ path, headers }`. With `session`, each connection is a shopper making that many requests
 * before a new shopper takes its place: `paths` then gets the shopper's own context object
 * (autocannon keeps it through one pass over the requests, then starts it afresh).
 */
function run(base, paths, { connections = 10, headers = BROWSER, session = 1 } = {}) {
  const next = typeof paths === 'function' ? paths : () => paths;
  const step = {
    setupRequest: (req, context) => {
      const chosen = next(context);
      if (typeof chosen === 'string') return { ...req, method: 'GET', path: chosen };
      return { ...req, method: 'GET', path: chosen.path, headers: { ...req.headers, ...chosen.headers } };
    },
  };
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: base,
        connections,
        duration: DURATION_S,
        headers,
        requests: Array.from({ length: session }, () => step),
      },
      (err, r) => {
        if (err) return reject(err);
        resolve({
          rps: Math.round(r.requests.average),
          p50Ms: r.latency.p50,
          p99Ms: r.latency.p99,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          statusCodes: r.statusCodeStats,
        });
      },
    );
  });
}

/** CPU time (ms) a process and its children have used so far, from /proc (100 ticks a second). */
function cpuMs(pid) {
  const pids = [
    pid,
    ...spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
      .stdout.trim()
      .split('\n')
      .filter(Boolean)
      .map(Number),
  ];
  let ticks = 0;
  for (const p of pids) {
    try {
      const fields = readFileSync(`/proc/${p}/stat`, 'utf8').split(') ')[1].split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      /* gone */
    }
  }
  return ticks * 10;
}

/** Peak resident memory of a process while `fn` runs (sampled every second). */
async function withPeakRss(pid, fn) {
  let peak = rssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 1000);
  try {
    return { result: await fn(), peakRssMb: Math.max(peak, rssMb(pid)) };
  } finally {
    clearInterval(timer);
  }
}

const sum = (rows) => ({
  rps: Math.round(rows.reduce((n, r) => n + r.rps, 0) / rows.length),
  p50Ms: Math.max(...rows.map((r) => r.p50Ms)),
  p99Ms: Math.max(...rows.map((r) => r.p99Ms)),
  non2xx: rows.reduce((n, r) => n + r.non2xx, 0),
  errors: rows.reduce((n, r) => n + r.errors, 0),
  // Answers by status code over every run (a 503 is a deliberate refusal under overload).
  statusCodes: rows.reduce((all, r) => {
    for (const [code, { count }] of Object.entries(r.statusCodes ?? {})) all[code] = (all[code] ?? 0) + count;
    return all;
  }, {}),
});

/** A storefront built in another checkout, on this stack's engine and content service. */
async function startBefore(config) {
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: join(BEFORE_TREE, 'apps/storefront'),
    env: { ...config.env, PORT: String(BEFORE_PORT), STOREFRONT_URL: `http://localhost:${BEFORE_PORT}` },
    stdio: 'ignore',
  });
  await waitFor(`http://localhost:${BEFORE_PORT}/en`, { okStatus: 200, timeoutMs: 60_000, isAlive: () => child.exitCode === null });
  return { pid: child.pid, url: `http://localhost:${BEFORE_PORT}`, stop: () => child.kill() };
}

/** The demo customer signed on in a browser, with a cart of three lines: their Cookie header. */
async function signedInShopper(base) {
  const browser = await launchBenchChromium();
  let cookie;
  try {
    const { context } = await signInFromHeader(browser, base);
    cookie = await cookieHeaderOf(context);
  } finally {
    await browser.close();
  }
  const session = new ShopSession(base);
  for (const pair of cookie.split('; ')) {
    const eq = pair.indexOf('=');
    session.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
  await session.start('en');
  await session.call('addCartItems', { items: ['TFC-MUG', 'TFC-CAP', 'TFC-BOTTLE'].map((sku) => ({ sku, quantity: 1 })), locale: 'en' });
  return session.cookieHeader();
}

/** The storefront's own counters (server/operations.ts) of how requests were answered. */
async function answeredBy(metricsUrl) {
  const text = await (await fetch(metricsUrl)).text();
  const out = {};
  for (const line of text.split('\n')) {
    const m = /^(talat_page_admission_total|talat_page_cache_requests_total)\{[^}]*result="([a-z]+)"[^}]*\} (\d+)/.exec(line);
    if (m) out[`${m[1] === 'talat_page_admission_total' ? 'next' : 'keptBytes'}:${m[2]}`] = Number(m[3]);
  }
  return out;
}

const result = await withBenchStack(async (config, stack) => {
  const shop = { url: config.storefrontUrl, pid: stack.procs.find((p) => p.name === 'storefront').child.pid };
  const enginePid = stack.procs.find((p) => p.name === 'engine').child.pid;
  const floor = await startFloor();
  const before = BEFORE_TREE ? await startBefore(config) : null;
  try {
    const floorBase = floor.dynamicUrl.replace(/\/$/, '');
    const targets = [shop, ...(before ? [before] : [])];
    for (const t of targets)
      await warm(
        [...keptPaths, ...searchPaths, ...filteredPaths].map((p) => t.url + p),
        2,
      );
    await warm([floor.dynamicUrl, floor.staticUrl]);

    /** Reference and targets interleaved for ROUNDS rounds; answers the rows of one kind. */
    async function kind(name, reference, paths, options) {
      if (ONLY && !ONLY.test(name)) return null;
      const ref = [];
      const own = targets.map(() => ({ runs: [], peakRssMb: 0 }));
      for (let i = 0; i < ROUNDS; i++) {
        if (reference) ref.push(await run(floorBase, reference, options));
        // This build and the one before take turns at going first.
        const order = i % 2 ? [...targets.entries()].reverse() : [...targets.entries()];
        for (const [j, t] of order) {
          const engineBefore = cpuMs(enginePid);
          const { result: r, peakRssMb } = await withPeakRss(t.pid, () => run(t.url, paths, options));
          // The engine's CPU for this run's requests (the two builds share the engine, one at a time).
          const requests = r.rps * DURATION_S;
          own[j].runs.push({
            ...r,
            engineCpuMsPerRequest: requests > 0 ? Number(((cpuMs(enginePid) - engineBefore) / requests).toFixed(3)) : null,
          });
          own[j].peakRssMb = Math.max(own[j].peakRssMb, peakRssMb);
        }
      }
      const engineCpu = (runs) => runs.map((r) => r.engineCpuMsPerRequest);
      const row = {
        name,
        connections: options?.connections ?? 10,
        shop: {
          ...sum(own[0].runs),
          rpsRuns: own[0].runs.map((r) => r.rps),
          engineCpuMsPerRequest: engineCpu(own[0].runs),
          peakRssMb: own[0].peakRssMb,
        },
      };
      if (reference) {
        row.floor = sum(ref);
        row.shop.ratioToFloor = Number((row.shop.rps / row.floor.rps).toFixed(2));
      }
      if (before) {
        row.before = {
          ...sum(own[1].runs),
          rpsRuns: own[1].runs.map((r) => r.rps),
          engineCpuMsPerRequest: engineCpu(own[1].runs),
          peakRssMb: own[1].peakRssMb,
        };
        // This build's req/s over the one before's, round by round.
        row.ratioToBefore = own[0].runs.map((r, i) => Number((r.rps / own[1].runs[i].rps).toFixed(2)));
        if (reference) row.before.ratioToFloor = Number((row.before.rps / row.floor.rps).toFixed(2));
      }
      console.log(JSON.stringify(row));
      return row;
    }

    const signedIn = await signedInShopper(shop.url);
    const signedInPaths = rotate(['/en/customer', '/en/cart', '/en/kits/home-kit']);
    // The c50 shoppers: each connection is one for 20 requests (see run()).
    const shopperMix = rotate([
      '/en',
      '/th/kits/home-kit',
      '/en/home-shirt-2025',
      '/th/about',
      '/en/kits',
      ...searchPaths.slice(0, 6),
      ...filteredPaths.slice(0, 6),
      '/en/cart',
    ]);
    let shoppers = 0;
    const realistic = (context) => {
      context.n ??= shoppers++;
      context.visits = (context.visits ?? 0) + 1;
      // One in ten asks something nobody asked before.
      const path = context.visits % 10 === 0 ? neverSeen() : shopperMix();
      if (context.n % 5 === 0) return { path, headers: { cookie: signedIn } };
      // After the first page, a last category; seven in ten carry a cart.
      if (context.visits === 1) return path;
      const cookie = [
        `i18n_redirected=${path.startsWith('/th') ? 'th' : 'en'}`,
        's7-last-category=bench-category',
        ...(context.n % 10 < 7 ? [CART_COOKIE] : []),
      ].join('; ');
      return { path, headers: { cookie } };
    };
    const metricsUrl = `http://127.0.0.1:${new URL(shop.url).port * 1 + 6000}/metrics`;
    const countsBefore = await answeredBy(metricsUrl).catch(() => null);
    const realisticRow = await kind(
      'issue 30: realistic shoppers at 50 connections (cookies kept, 1 in 5 signed in, 1 in 10 never-seen queries)',
      null,
      realistic,
      { connections: 50, session: 20 },
    );
    const countsAfter = await answeredBy(metricsUrl).catch(() => null);
    if (realisticRow && countsBefore && countsAfter) {
      // Over every round of this kind on this build (the build before has no such counters).
      realisticRow.shop.answeredBy = Object.fromEntries(Object.entries(countsAfter).map(([k, v]) => [k, v - (countsBefore[k] ?? 0)]));
      console.log(JSON.stringify(realisticRow.shop.answeredBy));
    }
    const issue30 = [
      await kind('issue 30: kept pages with a cart and a last-category cookie vs floor static page', '/static', rotate(keptPaths), {
        headers: BROWSING,
      }),
      await kind('issue 30: repeated searches, rotating, vs floor static page', '/static', rotate(searchPaths)),
      await kind('issue 30: repeated filtered and sorted categories, rotating, vs floor static page', '/static', rotate(filteredPaths)),
      await kind('issue 30: never-seen searches and filters (a unique query per request) vs floor dynamic page', '/', neverSeen),
      await kind('issue 30: never-seen searches that find nothing (the page less its listing) vs floor dynamic page', '/', neverSeenEmpty),
      await kind('issue 30: signed-in pages (My Account, a cart of three lines, a category) vs floor dynamic page', '/', signedInPaths, {
        headers: { ...BROWSER, cookie: signedIn },
      }),
      realisticRow,
    ];

    const suggest = (term) => `/api/commerce/getSearchSuggestions?body=${encodeURIComponent(JSON.stringify({ query: term }))}`;
    const mix = rotate([
      '/en',
      '/th/kits/home-kit',
      '/en/home-shirt-2025',
      '/th/about',
      ...searchPaths.slice(0, 6),
      ...filteredPaths.slice(0, 6),
      '/en/cart',
      '/th/cart',
    ]);
    const rows = [
      await kind('kept pages (home, category, product, content; both languages) vs floor static page', '/static', rotate(keptPaths)),
      await kind('kept category page /en/kits/home-kit vs floor static page', '/static', '/en/kits/home-kit'),
      await kind('kept product page /en/home-shirt-2025 vs floor static page', '/static', '/en/home-shirt-2025'),
      await kind('search, rotating queries in both languages, vs floor dynamic page', '/', rotate(searchPaths)),
      await kind('search /en/search?q=shirt vs floor dynamic page', '/', '/en/search?q=shirt'),
      await kind('filtered and sorted categories, rotating, vs floor dynamic page', '/', rotate(filteredPaths)),
      await kind('filtered category /en/kits?size=M&sort=price_asc vs floor dynamic page', '/', '/en/kits?size=M&sort=price_asc'),
      await kind('a mix of every page kind at 50 connections', null, mix, { connections: 50 }),
      await kind('search suggestions /api/commerce/getSearchSuggestions', null, rotate([...queries.en, ...queries.th].map(suggest)), {
        headers: { 'accept-encoding': 'br, gzip' },
      }),
      await kind('product images /media/assets/...', null, rotate(images.map((f) => `/media/assets/preview/${f}?w=384&format=webp`)), {
        headers: { 'accept-encoding': 'br, gzip' },
      }),
      ...issue30,
    ];
    return rows.filter(Boolean);
  } finally {
    before?.stop();
    await floor.stop();
  }
});

writeFileSync(
  new URL(`./results/${RESULT}`, import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), durationS: DURATION_S, rounds: ROUNDS, headers: BROWSER, before: BEFORE_TREE ? 'the storefront built in LOAD_BEFORE_TREE, on the same engine and content service' : null, rows: result }, null, 2)}\n`,
);
console.log(
  '\n| kind | conns | shop req/s (p99 ms) | floor req/s (p99) | ratio | before req/s (p99) | after/before per round | peak RSS MB |\n|---|---|---|---|---|---|---|---|',
);
for (const r of result) {
  console.log(
    `| ${r.name} | ${r.connections} | ${r.shop.rps} (${r.shop.p99Ms}) | ${r.floor ? `${r.floor.rps} (${r.floor.p99Ms})` : '-'} | ${r.shop.ratioToFloor ?? '-'} | ${r.before ? `${r.before.rps} (${r.before.p99Ms})` : '-'} | ${r.ratioToBefore?.join(', ') ?? '-'} | ${r.shop.peakRssMb} |`,
  );
}
