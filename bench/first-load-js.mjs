// First-load JavaScript per route (support/first-load-js.mjs: scripts requested before the load
// event, brotli), beside the framework floor's. The same figures gate CI in
// e2e/first-load-js.spec.ts. Writes results/first-load-js.json.
import { writeFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { benchPages, withBenchStack } from './support/bench-stack.mjs';
import { measureFirstLoadJs } from './support/first-load-js.mjs';
import { startFloor } from './support/framework-floor.mjs';

const BUDGET_KB = 170;
const OVER_FLOOR_KB = 45;

const result = await withBenchStack(async (config) => {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const floor = await startFloor();
  try {
    const floorJs = await measureFirstLoadJs(browser, floor.dynamicUrl);
    console.log(JSON.stringify({ page: 'framework floor', brotliKb: floorJs.brotliKb }));
    const rows = [];
    for (const page of benchPages(config.storefrontUrl)) {
      const { files: _files, ...measured } = await measureFirstLoadJs(browser, page.url);
      const row = { page: page.name, ...measured, overFloorKb: Number((measured.brotliKb - floorJs.brotliKb).toFixed(1)) };
      row.withinBudget = row.brotliKb <= BUDGET_KB && row.overFloorKb <= OVER_FLOOR_KB;
      console.log(JSON.stringify(row));
      rows.push(row);
    }
    return { floorKb: floorJs.brotliKb, rows };
  } finally {
    await floor.stop();
    await browser.close();
  }
});

writeFileSync(
  new URL('./results/first-load-js.json', import.meta.url),
  `${JSON.stringify({ date: new Date().toISOString(), budgetKb: BUDGET_KB, overFloorBudgetKb: OVER_FLOOR_KB, ...result }, null, 2)}\n`,
);
