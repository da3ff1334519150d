// My Account render times for a signed-on customer, at 10 connections, on a fresh bench stack:
// each account page (overview, profile, address book, order history, an order, reviews,
// newsletter, wishlist) against a reference measured in the same run, interleaved (reference,
// page, reference, ...) for LOAD_ROUNDS rounds (default 3) of BENCH_DURATION seconds (default
// 10): the same customer's category page with a cart, which also renders per request (decision
// 0015) and asks the engine for the cart-less catalogue only. Signs on once in a real browser
// (the demo customer Emma) and replays her cookies. Writes results/my-account.json.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { warm, withBenchStack } from './support/bench-stack.mjs';

const LOAD_ROUNDS = Number(process.env.LOAD_ROUNDS ?? 3);
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const ACCOUNT = { email: 'emma@talat.example', password: 'Emma-2026' };
const HEADERS = { 'accept-encoding': 'br, gzip', accept: 'text/html' };
const REFERENCE = '/en/kits/home-kit';
const ACCOUNT_PAGES = [
  '/en/customer',
  '/en/customer/my-profile',
  '/en/customer/addresses-details',
  '/en/customer/order-history',
  'ORDER',
  '/en/customer/my-reviews',
  '/en/customer/my-newsletter',
  '/en/customer/my-wishlist',
];

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

function load(base, path, cookie) {
  return new Promise((resolve, reject) => {
    autocannon({ url: `${base}${path}`, connections: 10, duration: DURATION_S, headers: { ...HEADERS, cookie } }, (err, r) => {
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  let cookie = '';
  let orderPath = '';
  try {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto(`${base}/en/customer/order-history`);
    await page.getByLabel('Email', { exact: true }).fill(ACCOUNT.email);
    await page.getByLabel('Password', { exact: true }).fill(ACCOUNT.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByTestId('order-row').first().waitFor();
    orderPath = new URL(await page.getByTestId('order-row').first().getByRole('link').getAttribute('href'), base).pathname;
    cookie = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
    await context.close();
  } finally {
    await browser.close();
  }
  const cart = `s7-cart=${encodeURIComponent(JSON.stringify({ id: 'bench-cart', total_quantity: 2, is_virtual: false, is_giftcard_only: false }))}`;
  const reference = `${cookie}; ${cart}`;
  const paths = ACCOUNT_PAGES.map((p) => (p === 'ORDER' ? orderPath : p));
  await warm([...paths, REFERENCE].map((p) => `${base}${p}`));
  const median = (list, key) =>
    percentile(
      list.map((x) => x[key]),
      50,
    );
  const pages = [];
  for (const path of paths) {
    const row = { path, reference: [], page: [] };
    await load(base, path, cookie);
    for (let r = 0; r < LOAD_ROUNDS; r++) {
      row.reference.push(await load(base, REFERENCE, reference));
      row.page.push(await load(base, path, cookie));
    }
    row.p50Ms = median(row.page, 'p50Ms');
    row.p99Ms = median(row.page, 'p99Ms');
    row.rps = median(row.page, 'rps');
    row.ratio = {
      p50: +(row.p50Ms / Math.max(1, median(row.reference, 'p50Ms'))).toFixed(2),
      p99: +(row.p99Ms / Math.max(1, median(row.reference, 'p99Ms'))).toFixed(2),
    };
    row.ranges = {
      p50Ms: [Math.min(...row.page.map((x) => x.p50Ms)), Math.max(...row.page.map((x) => x.p50Ms))],
      p99Ms: [Math.min(...row.page.map((x) => x.p99Ms)), Math.max(...row.page.map((x) => x.p99Ms))],
      referenceP50Ms: [Math.min(...row.reference.map((x) => x.p50Ms)), Math.max(...row.reference.map((x) => x.p50Ms))],
    };
    const failures = row.page.reduce((s, x) => s + x.non2xx + x.errors, 0);
    if (failures) throw new Error(`${path}: ${failures} failed requests`);
    pages.push(row);
    console.log(
      `${path}: p50 ${row.p50Ms} ms, p99 ${row.p99Ms} ms, ${row.rps} rps; reference p50 ${median(row.reference, 'p50Ms')} ms (ratio p50 ${row.ratio.p50}, p99 ${row.ratio.p99})`,
    );
  }
  return { reference: REFERENCE, pages };
});

const out = { measuredAt: new Date().toISOString(), durationS: DURATION_S, loadRounds: LOAD_ROUNDS, connections: 10, ...result };
writeFileSync(join(import.meta.dirname, 'results', 'my-account.json'), `${JSON.stringify(out, null, 2)}\n`);
console.log(JSON.stringify(out.pages.map((p) => [p.path, p.p50Ms, p.p99Ms, p.ratio])));
