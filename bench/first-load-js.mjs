// First-load JavaScript per route: every script a fresh browser requests before the page's load
// event, compressed with brotli (quality 11, as a CDN would serve it). Scripts fetched after it
// (code prefetched when the browser is idle) are reported apart, as `afterLoadKb`.
// Writes results/first-load-js.json.
import { writeFileSync } from 'node:fs';
import { brotliCompressSync, constants } from 'node:zlib';
import { chromium } from '@playwright/test';
import { benchPages, withBenchStack } from './support/bench-stack.mjs';

const BUDGET_KB = 170;

const rows = await withBenchStack(async (config) => {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const out = [];
    for (const page of benchPages(config.storefrontUrl)) {
      const context = await browser.newContext();
      const tab = await context.newPage();
      const scripts = new Map();
      const afterLoad = new Set();
      let loaded = false;
      tab.on('load', () => (loaded = true));
      tab.on('request', (req) => {
        if (req.resourceType() === 'script' && loaded) afterLoad.add(req.url());
      });
      tab.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.set(res.url(), await res.body());
        } catch {
          /* aborted */
        }
      });
      await tab.goto(page.url, { waitUntil: 'networkidle' });
      const kb = (bytes) => Number((bytes / 1024).toFixed(1));
      const first = { count: 0, raw: 0, brotli: 0 };
      const later = { count: 0, brotli: 0 };
      for (const [url, body] of scripts) {
        const size = brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
        if (afterLoad.has(url)) {
          later.count++;
          later.brotli += size;
        } else {
          first.count++;
          first.raw += body.length;
          first.brotli += size;
        }
      }
      const row = {
        page: page.name,
        scripts: first.count,
        rawKb: Math.round(first.raw / 1024),
        brotliKb: kb(first.brotli),
        afterLoadScripts: later.count,
        afterLoadKb: kb(later.brotli),
      };
      row.withinBudget = row.brotliKb <= BUDGET_KB;
      console.log(JSON.stringify(row));
      out.push(row);
      await context.close();
    }
    return out;
  } finally {
    await browser.close();
  }
});

writeFileSync(new URL('./results/first-load-js.json', import.meta.url), `${JSON.stringify({ date: new Date().toISOString(), budgetKb: BUDGET_KB, rows }, null, 2)}\n`);
