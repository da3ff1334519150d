// Sign-on, measured in a real browser and under load on a fresh bench stack:
// - the round trip a shopper makes: from the click on "Sign in" in the header of a category page,
//   through the sister site's sign-on page (email and password typed), back to the same page
//   with the account menu shown; SIGN_ON_ROUNDS times (default 20), each in a new browser context;
// - the same pages rendered for a signed-on customer (their cookies) against a guest with the same
//   browsing cookies (locale, last category; the sign-on's taken out), at 10 connections, interleaved (guest, customer, guest, ...) for LOAD_ROUNDS rounds (default 3) of
//   BENCH_DURATION seconds (default 10); both without a cart, then both with a cart (the cart
//   cookie makes every shopper's page render on request, decision 0015).
// Writes results/sign-on.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { warm, withBenchStack } from './support/bench-stack.mjs';
import { cookieHeaderOf, DEMO_ACCOUNT, launchBenchChromium, SIGN_ON_COOKIES, signInFromHeader } from './support/sign-in.mjs';

const ROUNDS = Number(process.env.SIGN_ON_ROUNDS ?? 20);
const LOAD_ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGES = ['/en/kits/home-kit', '/en/home-shirt-2025', '/en/search?q=shirt'];
const BROWSER_HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function load(base, path, cookie) {
  const headers = cookie ? { ...BROWSER_HEADERS, cookie } : BROWSER_HEADERS;
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: 10, duration: DURATION_S, headers }, (err, r) => {
      if (err) return reject(err);
      resolve({
        rps: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    });
  });
}

const result = await withBenchStack(async (config) => {
  const base = config.storefrontUrl;
  await warm(PAGES.map((p) => `${base}${p}`));
  const browser = await launchBenchChromium();
  const trips = [];
  let cookieHeader = '';
  let browsingHeader = '';
  try {
    for (let i = 0; i < ROUNDS + 1; i++) {
      const { ms, context } = await signInFromHeader(browser, base, DEMO_ACCOUNT);
      // The first round warms the provider and the storefront's routes; it is not counted.
      if (i > 0) trips.push(Math.round(ms));
      if (i === ROUNDS) {
        cookieHeader = await cookieHeaderOf(context);
        // The same browser's cookies without the sign-on's: a guest who browsed the same pages.
        browsingHeader = await cookieHeaderOf(context, SIGN_ON_COOKIES);
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }

  // A cart's readable cookie (the header count comes from it): the page renders per request.
  const cart = `s7-cart=${encodeURIComponent(JSON.stringify({ id: 'bench-cart', total_quantity: 2, is_virtual: false, is_giftcard_only: false }))}`;
  const median = (list, key) =>
    percentile(
      list.map((x) => x[key]),
      50,
    );
  const ratio = (shopper, reference) => ({
    p50: +(median(shopper, 'p50Ms') / Math.max(1, median(reference, 'p50Ms'))).toFixed(2),
    p99: +(median(shopper, 'p99Ms') / Math.max(1, median(reference, 'p99Ms'))).toFixed(2),
    rps: +(median(shopper, 'rps') / median(reference, 'rps')).toFixed(2),
  });
  const pages = [];
  for (const path of PAGES) {
    const row = { path, guest: [], customer: [], guestWithCart: [], customerWithCart: [] };
    await load(base, path, cookieHeader);
    await load(base, path, `${cookieHeader}; ${cart}`);
    for (let r = 0; r < LOAD_ROUNDS; r++) {
      row.guest.push(await load(base, path, browsingHeader));
      row.customer.push(await load(base, path, cookieHeader));
      row.guestWithCart.push(await load(base, path, `${browsingHeader}; ${cart}`));
      row.customerWithCart.push(await load(base, path, `${cookieHeader}; ${cart}`));
    }
    row.ratio = { customerToGuest: ratio(row.customer, row.guest), withCart: ratio(row.customerWithCart, row.guestWithCart) };
    pages.push(row);
    const fmt = (list) => JSON.stringify(list.map((x) => [x.rps, x.p50Ms, x.p99Ms]));
    console.log(
      `${path}: guest ${fmt(row.guest)} customer ${fmt(row.customer)} guest+cart ${fmt(row.guestWithCart)} customer+cart ${fmt(row.customerWithCart)}`,
    );
  }
  return {
    cookies: {
      customer: cookieHeader.split('; ').map((c) => c.split('=')[0]),
      guest: browsingHeader.split('; ').map((c) => c.split('=')[0]),
    },
    roundTrip: {
      rounds: trips.length,
      p50Ms: percentile(trips, 50),
      p99Ms: percentile(trips, 99),
      minMs: Math.min(...trips),
      maxMs: Math.max(...trips),
      samplesMs: trips,
    },
    pages,
  };
});

const out = { measuredAt: new Date().toISOString(), durationS: DURATION_S, loadRounds: LOAD_ROUNDS, connections: 10, ...result };
writeFileSync(join(import.meta.dirname, 'results', 'sign-on.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(
  JSON.stringify({
    roundTrip: { p50Ms: out.roundTrip.p50Ms, p99Ms: out.roundTrip.p99Ms },
    ratios: out.pages.map((p) => [p.path, p.ratio]),
  }),
);
