// Load: autocannon at 10 connections against a category page, a product page, search
// suggestions through the storefront API (rotating queries, so it is not one cached answer) and
// product images through the storefront's same-origin media path (a page shows 8-20 of them).
// Writes results/load.json with requests per second and latency percentiles.
import { writeFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { warm, withBenchStack } from './support/bench-stack.mjs';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const CONNECTIONS = 10;
const images = ['1c/home-shirt-2025-1__preview.png', 'ad/home-shorts-2025-1__preview.png', '9b/home-socks-2025-1__preview.png'];
const terms = ['shirt', 'home', 'sc', 'scarf', 'mug', 'train', 'jack', 'sock', 'เสื้อ', 'ผ้า', 'แก้ว', 'หมวก', 'kit', 'gift', 'ball'];

function run(name, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ connections: CONNECTIONS, duration: DURATION_S, ...opts }, (err, r) => {
      if (err) return reject(err);
      const row = {
        name,
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p90Ms: r.latency.p90,
        p99Ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors,
        total: r.requests.total,
      };
      console.log(JSON.stringify(row));
      resolve(row);
    });
  });
}

const rows = await withBenchStack(async (config) => {
  const base = config.storefrontUrl;
  const suggestUrl = (term) => `/api/commerce/getSearchSuggestions?body=${encodeURIComponent(JSON.stringify({ query: term }))}`;
  const imageUrl = (file) => `/media/assets/preview/${file}?w=384&format=webp`;
  await warm([`${base}/en/kits/home-kit`, `${base}/en/home-shirt-2025`, ...terms.map((t) => base + suggestUrl(t)), ...images.map((f) => base + imageUrl(f))]);
  let i = 0;
  let j = 0;
  return [
    await run('category page /en/kits/home-kit', { url: `${base}/en/kits/home-kit` }),
    await run('product page /en/home-shirt-2025', { url: `${base}/en/home-shirt-2025` }),
    await run('search suggestions /api/commerce/getSearchSuggestions', {
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: suggestUrl(terms[i++ % terms.length]) }) }],
    }),
    await run('product images /media/assets/...', {
      url: base,
      requests: [{ setupRequest: (req) => ({ ...req, method: 'GET', path: imageUrl(images[j++ % images.length]) }) }],
    }),
  ];
});

writeFileSync(new URL('./results/load.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), connections: CONNECTIONS, durationS: DURATION_S, rows }, null, 2)}\n`);
