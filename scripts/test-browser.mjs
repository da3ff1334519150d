// Browser tests: builds what is not built, starts a fresh stack (its own ports and a new
// database seeded from the demo catalogue) and runs the Playwright specs of e2e/ against it.
import { spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  buildIfNeeded,
  databaseFromTemplate,
  dropDatabase,
  emptyScaledStores,
  flushRedis,
  root,
  seedIfEmpty,
  stackConfig,
  startStack,
} from './stack.mjs';
import { startStackControl } from './stack-control.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'talat-e2e-'));
const logDir = join(root, 'test-results', 'logs');
mkdirSync(logDir, { recursive: true });

// The scaled profile (TALAT_PROFILE=scaled) gets a database and a Redis database of its own,
// emptied first, as the embedded one gets a new SQLite file.
const scaled = process.env.TALAT_PROFILE === 'scaled';
// COMMERCE_BACKEND=magento: the shop on the Magento connector, its stand-in in the engine's place,
// for the `magento` project of playwright.config.ts. `npm test` runs it as a pass of its own,
// beside the scaled pass, on ports of its own (storefront port 3400).
const magentoPass = (process.env.COMMERCE_BACKEND ?? '').trim() === 'magento';
// The embedded run's engine takes payments through Adyen as well as the test card (both in
// development), against the Adyen stand-in on storefront port + 4, whatever Adyen account the
// developer's environment names: specs pay by PromptPay through it (e2e/support/adyen.ts).
// Clearpay through Adyen is a method of its own there, and the store config names it as the
// instalment provider for pounds: /en shows the buy-now-pay-later message and the method, /th
// neither (e2e/bnpl.spec.ts), as a shop that lends in one currency only would.
// The Magento pass pays cards and PromptPay through Adyen from the storefront's server
// (docs/decisions/0063), against the Adyen stand-in on storefront port + 4, its webhooks to the
// storefront (e2e/magento-payments.magento.spec.ts).
const adyen = scaled
  ? {}
  : magentoPass
    ? { PAYMENT_PROVIDER: 'adyen', ADYEN_STAND_IN_PORT: String(Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 4) }
    : {
        PAYMENT_PROVIDER: 'adyen',
        ADYEN_STAND_IN_PORT: process.env.E2E_ADYEN_STAND_IN_PORT ?? '3104',
        ADYEN_BNPL_TYPES: 'clearpay',
        BNPL_PROVIDER: 'adyen-clearpay',
        BNPL_INSTALLMENTS: '4',
        BNPL_LIMITS: 'GBP:30-1000',
      };
const magentoRedisUrl = process.env.E2E_MAGENTO_REDIS_URL ?? 'redis://127.0.0.1:6379/2';
const config = stackConfig({
  ...Object.fromEntries(
    Object.entries(process.env).filter(([k]) => scaled || (!k.startsWith('ADYEN_') && !(magentoPass && k === 'PAYMENT_PROVIDER'))),
  ),
  ...adyen,
  // The stand-in on storefront port + 6; the shop keeps its pages in a Redis database of its own.
  ...(magentoPass
    ? {
        MAGENTO_STAND_IN_PORT: String(Number(process.env.E2E_STOREFRONT_PORT ?? 3100) + 6),
        REDIS_URL: magentoRedisUrl,
      }
    : {}),
  PORT: process.env.E2E_STOREFRONT_PORT ?? '3100',
  COMMERCE_PORT: process.env.E2E_COMMERCE_PORT ?? '3101',
  CONTENT_PORT: process.env.E2E_CONTENT_PORT ?? '3102',
  SIGN_ON_PORT: process.env.E2E_SIGN_ON_PORT ?? '3103',
  SIGN_ON_DATA_DIR: join(dataDir, 'sign-on'),
  // Short-lived access tokens, so the tests see them expire and refresh.
  SSO_ACCESS_TOKEN_TTL: process.env.E2E_SSO_ACCESS_TOKEN_TTL ?? '15',
  SSO_DEV_FAULTS: 'true',
  // The sign-on service's test route: accounts for tests whose subject is not registration.
  SSO_TEST_ROUTES: 'true',
  // Tests on this machine give each rate-limit case its own client address (X-Forwarded-For from
  // 127.0.0.1 is believed); a client on 127.0.0.2 is not a trusted proxy (the spoofing tests).
  TRUST_PROXY: '127.0.0.1,::1',
  SSO_TRUST_PROXY: '127.0.0.1,::1',
  // The pages that exist only for the browser tests (an injected script for the page policy).
  TALAT_TEST_ROUTES: 'true',
  // A tag manager container, so every page carries the consent gate: no test's browser consents,
  // so none asks Google for anything; e2e/analytics.spec.ts consents and answers gtm.js itself.
  GTM_ID: 'GTM-TALATE2E',
  // The captcha's proof of work, small: the browser tests solve many (e2e/captcha.spec.ts).
  ALTCHA_COMPLEXITY: process.env.E2E_ALTCHA_COMPLEXITY ?? '5000',
  // The sister site's sign-in and create-account captcha stays on (its default outside production):
  // every spec that signs on through its pages solves it, in the browser or in Node
  // (e2e/support/sign-on.ts), as small as the shop's (docs/decisions/0057).
  SIGN_ON_CAPTCHA_COMPLEXITY: process.env.E2E_ALTCHA_COMPLEXITY ?? '5000',
  // Every browser test reaches the engine and the storefront from this machine: the limits per
  // client and account are loose here, and the tests that prove a limit give themselves an
  // address of their own (X-Forwarded-For from 127.0.0.1) or use another loopback address.
  ATTEMPT_LIMIT_SIGN_IN: '10000/1000/600',
  ATTEMPT_LIMIT_REVIEW: '10000/1000/600',
  ATTEMPT_LIMIT_NEWSLETTER: '10000/1000/600',
  ATTEMPT_LIMIT_COUPON: '10000/1000/600',
  ATTEMPT_LIMIT_GIFT_CARD: '10000/1000/600',
  ATTEMPT_LIMIT_ORDER_LOOKUP: '10000/1000/600',
  ATTEMPT_LIMIT_STOCK_ALERT: '10000/1000/600',
  // Specs sign staff in to the Admin API for their setup, often (e2e/support/admin.ts).
  ATTEMPT_LIMIT_ADMIN_SIGN_IN: '10000/1000/600',
  CODE_RATE_LIMIT: '30',
  // The sister site's per-client limit across accounts (sign-in, register, confirm, forgot):
  // every test's browser is 127.0.0.1 there. Its per-account lockout stays as in production.
  SSO_RATE_LIMIT_IP: '2000',
  MAIL_CATCHER_SMTP_PORT: process.env.E2E_MAIL_SMTP_PORT ?? '3125',
  MAIL_CATCHER_WEB_PORT: process.env.E2E_MAIL_WEB_PORT ?? '3126',
  COMMERCE_DB_PATH: join(dataDir, 'talat.sqlite'),
  COOKIE_SECURE: 'false',
});

// Storefront port + 8 (+ 4 is the Adyen stand-in, + 5 the scaled profile's job worker, + 6 and
// + 7 the Magento shop, + 9 the first-load test's floor, + 10 and up the scaled profile's storefronts).
const controlPort = Number(process.env.E2E_CONTROL_PORT ?? 3108);
const databaseUrl = process.env.E2E_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talat_e2e';
const redisUrl = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379/1';
if (scaled) Object.assign(config.env, { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl });

// Seeding is most of a stack's start: about 30 s for SQLite and 40 to 90 s for PostgreSQL on this
// machine. `npm test` seeds each pass's database ahead (`--prepare`, with E2E_PREPARED_DIR): the
// embedded one beside the engine's tests, the scaled one beside the embedded pass. A pass then
// starts from a copy, which it uses up: a later pass without a new one seeds as before.
const prepare = process.argv.includes('--prepare');
const preparedDir = process.env.E2E_PREPARED_DIR ? resolve(root, process.env.E2E_PREPARED_DIR) : null;
const templateUrl = (() => {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}_template`;
  return url.toString();
})();
const preparedReady = preparedDir ? join(preparedDir, 'ready') : null;
const SQLITE_FILES = ['talat.sqlite', 'talat.sqlite-wal', 'talat.sqlite-shm'];

/** Seeds this pass's database into E2E_PREPARED_DIR (SQLite) or a template database (PostgreSQL). */
async function prepareDatabase() {
  rmSync(preparedDir, { recursive: true, force: true });
  mkdirSync(preparedDir, { recursive: true });
  const env = scaled
    ? { ...config.env, DATABASE_URL: templateUrl, COMMERCE_ASSET_DIR: join(preparedDir, 'assets') }
    : { ...config.env, COMMERCE_DB_PATH: join(preparedDir, SQLITE_FILES[0]), COMMERCE_ASSET_DIR: join(preparedDir, 'assets') };
  if (scaled) await emptyScaledStores({ databaseUrl: templateUrl, redisUrl });
  // No build here: the build step has run, and the pass beside builds what is stale itself.
  seedIfEmpty({ ...config, env }, { log: (m) => console.log(`e2e: prepared: ${m}`) });
  writeFileSync(preparedReady, `${scaled ? templateUrl : preparedDir}\n`);
}

/** Starts this pass from the prepared database when there is one: a copy of it, used up. */
async function usePreparedDatabase() {
  if (!preparedReady || !existsSync(preparedReady)) return;
  const started = Date.now();
  if (scaled) {
    await databaseFromTemplate({ databaseUrl, templateUrl });
    await dropDatabase(templateUrl);
  } else {
    for (const file of SQLITE_FILES) {
      if (existsSync(join(preparedDir, file))) cpSync(join(preparedDir, file), join(dataDir, file));
    }
  }
  const assets = join(dataDir, 'assets');
  if (existsSync(join(preparedDir, 'assets'))) cpSync(join(preparedDir, 'assets'), assets, { recursive: true });
  config.env.COMMERCE_ASSET_DIR = assets;
  rmSync(preparedDir, { recursive: true, force: true });
  console.log(`e2e: the database is a copy of the one seeded ahead (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

if (prepare) {
  if (!preparedDir) {
    console.error('e2e: --prepare seeds the database ahead into E2E_PREPARED_DIR: set it');
    process.exit(2);
  }
  await prepareDatabase();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(0);
}

let status = 1;
let stack;
let control;
try {
  buildIfNeeded();
  if (scaled) await emptyScaledStores({ databaseUrl, redisUrl });
  if (magentoPass) await flushRedis(magentoRedisUrl);
  await usePreparedDatabase();
  const started = Date.now();
  stack = await startStack(config, { logDir, log: (m) => console.log(`e2e: ${m}`) });
  if (scaled)
    console.log(`e2e: scaled profile: ${config.storefrontPorts.length} storefront processes behind nginx, PostgreSQL, Redis, a job worker`);
  console.log(`e2e: stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s (logs in test-results/logs)`);
  // The fault tests (e2e/*.fault.spec.ts) end services through it and watch them come back.
  control = await startStackControl(stack, controlPort);
  const given = process.argv.slice(2);
  const args = [
    'playwright',
    'test',
    ...given,
    ...(magentoPass && !given.some((a) => a.startsWith('--project')) ? ['--project=magento'] : []),
  ];
  // Not spawnSync: this process supervises the stack (restarts) and answers the stack control
  // while the tests run.
  const playwright = spawn('npx', args, {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_BASE_URL: config.storefrontUrl,
      E2E_COMMERCE_URL: config.commerceUrl,
      E2E_CONTENT_URL: config.contentUrl,
      E2E_SIGN_ON_URL: config.signOnUrl,
      E2E_CONTROL_URL: `http://127.0.0.1:${controlPort}`,
      E2E_MAIL_URL: config.mailCatcherUrl,
      ...(magentoPass ? { E2E_MAGENTO_BASE_URL: config.storefrontUrl, E2E_MAGENTO_STAND_IN_URL: config.magentoUrl } : {}),
      ...(config.adyenStandIn ? { E2E_ADYEN_STAND_IN_URL: config.adyenUrl } : {}),
    },
  });
  status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
} catch (e) {
  console.error(`e2e: ${e.message}`);
} finally {
  control?.close();
  if (stack) {
    stack.stop();
    await stack.stopped();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
