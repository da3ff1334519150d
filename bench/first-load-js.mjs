// First-load JavaScript per route: every script a fresh browser loads to show the page,
// compressed with brotli (quality 11, as a CDN would serve it). Writes results/first-load-js.json.
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
      tab.on('response', async (res) => {
        if (res.request().resourceType() !== 'script') return;
        try {
          scripts.set(res.url(), await res.body());
        } catch {
          /* aborted */
        }
      });
      await tab.goto(page.url, { waitUntil: 'networkidle' });
      let raw = 0;
      let brotli = 0;
      for (const body of scripts.values()) {
        raw += body.length;
        brotli += brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
      }
      const row = { page: page.name, scripts: scripts.size, rawKb: Math.round(raw / 1024), brotliKb: Number((brotli / 1024).toFixed(1)) };
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
