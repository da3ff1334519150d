import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { refusedConsentState } from './e2e/support/consent';

/**
 * The scaled pass (TALAT_PROFILE=scaled) runs the tests tagged @scaled (e2e/support/tags.ts:
 * those that touch what that profile changes) and every fault test; the embedded pass runs all
 * but the Thai half of the journeys that touch the database, tagged @scaled-only (docs/decisions/
 * 0033, 0035). A new test chooses by its tag; the specs that check only what the
 * build made (first-load JavaScript, accessibility) have none.
 */
const scaledPass = process.env.TALAT_PROFILE === 'scaled';
// The scaled pass: what the scaled profile changes. The embedded pass: everything else too, but
// not the Thai half of the journeys that touch the database, which runs on the scaled profile
// only (docs/decisions/0035).
const scaledOnly = scaledPass ? { grep: /@scaled/ } : { grepInvert: /@scaled-only/ };

// Browser tests drive the real stack (storefront, engine, content service) in Debian's
// Chromium. `npm run test:browser` starts that stack and sets E2E_BASE_URL; never download a
// browser of Playwright's own. Debian's headless build of the same Chromium (the
// chromium-headless-shell package, which .ci/run installs) when it is there: the same Blink at
// about 3/4 of the full browser's time on a 2-core machine (docs/decisions/0024).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  // A test that needs a second try is a defect to fix, not a pass: never retry, and in CI fail
  // on a flaky test (one run with --retries) and on a forgotten test.only.
  retries: 0,
  forbidOnly: !!process.env.CI,
  failOnFlakyTests: !!process.env.CI,
  // Generous: on a busy 2-core machine a sign-on or checkout journey can take 30-50 s.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // A pass's own report and artefacts (E2E_PASS), so that two passes can run side by side.
  reporter: [['list'], ['json', { outputFile: `test-results/${process.env.E2E_PASS || 'browser'}.json` }]],
  outputDir: `test-results/playwright${process.env.E2E_PASS ? `-${process.env.E2E_PASS}` : ''}`,
  use: {
    baseURL,
    // Every browser context (a test's page, \`browser.newContext()\`, API requests) starts as a
    // shopper who has refused optional cookies, so the consent banner covers no test's controls;
    // the consent and first-load specs start with no choice (e2e/support/consent.ts).
    storageState: refusedConsentState(baseURL),
    // A trace records DOM snapshots and screencast frames of every test, passing or not, and
    // costs the browsers about a third of their processor time: on for a developer's run, off in
    // CI, whose only record is its output (E2E_TRACE=retain-on-failure turns it on there).
    trace:
      ((process.env.E2E_TRACE || undefined) as 'off' | 'on' | 'retain-on-failure' | undefined) ??
      (process.env.CI ? 'off' : 'retain-on-failure'),
    screenshot: 'only-on-failure',
    // The shop's service worker is tested where a test asks for it (`test.use({ serviceWorkers:
    // 'allow' })`, e2e/offline-app.spec.ts): elsewhere it would answer pages and scripts from
    // its caches, out of the reach of the tests' network routes.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], locale: 'en-GB' },
      testIgnore: ['**/*.mobile.spec.ts', '**/*.fault.spec.ts', '**/*.magento.spec.ts', '**/*.production.spec.ts'],
      ...scaledOnly,
    },
    // The production-profile smoke (scripts/test-production.mjs, E2E_PRODUCTION=1): the stack with
    // NODE_ENV=production and real secrets, checked from outside. It runs only in that run.
    {
      name: 'production',
      use: { ...devices['Desktop Chrome'], locale: 'en-GB' },
      testMatch: '**/*.production.spec.ts',
      testIgnore: process.env.E2E_PRODUCTION ? [] : ['**/*'],
    },
    // The shop on the Magento connector and its stand-in (issue 17), a pass of its own:
    // `COMMERCE_BACKEND=magento node scripts/test-browser.mjs` starts them (E2E_MAGENTO_BASE_URL)
    // and runs this project, both languages each: catalogue, search, routes, cart and guest
    // checkout by cheque (its *.magento.spec.ts), and the engine's signed-on specs, one spec file
    // for both backends (issue 35, e2e/support/backend.ts): sign-on, refresh, switch, merge and
    // sessions that end, My Account's pages and another customer's order, the wishlist, reviews,
    // the newsletter, "Where is my order?" (docs/decisions/0064) and a personalised shirt from
    // product page to thank-you page (customizable options, docs/decisions/0065). Where Magento
    // differs by nature, the test says why; a test that needs what only the engine has is tagged
    // @engine-only (@gift-cards: a gift card) and left out here (docs/decisions/0061, "Same
    // journeys on both backends").
    {
      name: 'magento',
      use: { ...devices['Desktop Chrome'], locale: 'en-GB', baseURL: process.env.E2E_MAGENTO_BASE_URL },
      testMatch: [
        '**/*.magento.spec.ts',
        '**/sign-on.spec.ts',
        '**/sign-on-edges.spec.ts',
        '**/sign-on-sessions.spec.ts',
        '**/my-account.spec.ts',
        '**/wishlist.spec.ts',
        '**/reviews.spec.ts',
        '**/newsletter.spec.ts',
        '**/personalisation.spec.ts',
        '**/order-status.spec.ts',
      ],
      testIgnore: process.env.E2E_MAGENTO_BASE_URL ? [] : ['**/*'],
      // What only the engine has (e2e/support/backend.ts ENGINE_ONLY), gift cards, which Magento
      // Open Source does not sell (e2e/support/tags.ts GIFT_CARDS), and the sister site's own
      // sign-on checks, the same on every backend (SIGN_ON_ONLY).
      grepInvert: /@gift-cards|@engine-only|@sign-on-only/,
    },
    { name: 'mobile', use: { ...devices['Pixel 7'], locale: 'en-GB' }, testMatch: '**/*.mobile.spec.ts', ...scaledOnly },
    // Fault tests stop and kill the stack's services (scripts/stack-control.mjs): they run after
    // every other test, one at a time.
    {
      name: 'faults',
      use: { ...devices['Desktop Chrome'], locale: 'en-GB' },
      testMatch: '**/*.fault.spec.ts',
      // Processes behind nginx, Redis and PostgreSQL are the scaled profile's only (TALAT_PROFILE=scaled).
      testIgnore: scaledPass ? [] : ['**/storefront-process.fault.spec.ts', '**/backing-services.fault.spec.ts'],
      dependencies: ['desktop', 'mobile'],
      // Both profiles' faults, a language each where a test runs in both (docs/decisions/0035).
      grepInvert: scaledPass ? /@embedded-only/ : /@scaled-only/,
      fullyParallel: false,
      workers: 1,
    },
  ],
});
