// The production-profile smoke (issue 28): the whole stack started with NODE_ENV=production and
// real values for every secret, then e2e/*.production.spec.ts proves from outside what a shop
// going live needs: nothing of the demo answers (mailboxes, development and test routes, the test
// card, introspection), every answer carries the security headers, and the shop still works in
// both languages (browse, sign on, buy by cheque, the order email arrives).
//
// Its mail goes over SMTP to the development mail catcher, which this script starts on its own as
// a stand-in for the shop's SMTP relay (the catcher is a development tool, not part of the shop).
// The demo catalogue is seeded by the explicit command beforehand: a production start never seeds.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, root, stackConfig, startStack, waitFor } from './stack.mjs';

const dataDir = mkdtempSync(join(tmpdir(), 'talat-production-'));
const logDir = join(root, 'test-results', 'logs', 'production');
mkdirSync(logDir, { recursive: true });

const port = (offset) => String(Number(process.env.E2E_PRODUCTION_PORT ?? 3200) + offset);
const secret = () => randomBytes(32).toString('hex');
const mail = { smtp: port(25), web: port(26) };
const urls = {
  storefront: `http://localhost:${port(0)}`,
  commerce: `http://localhost:${port(1)}`,
  content: `http://localhost:${port(2)}`,
  signOn: `http://localhost:${port(3)}`,
  mail: `http://127.0.0.1:${mail.web}`,
};

// Every secret a real value; every address set; no development switch. Nothing here is a default.
const secrets = {
  CSRF_SECRET: secret(),
  SIGN_REQUEST_SECRET: secret(),
  ALTCHA_HMAC_KEY: secret(),
  REVALIDATE_SECRET: secret(),
  SSO_CLIENT_SECRET: secret(),
  SHOP_API_KEY: secret(),
  CONTENT_PREVIEW_TOKEN: secret(),
  CONTENT_PUBLIC_TOKEN: secret(),
  SUPERADMIN_PASSWORD: secret(),
};
const productionEnv = {
  ...secrets,
  NODE_ENV: 'production',
  PORT: port(0),
  COMMERCE_PORT: port(1),
  CONTENT_PORT: port(2),
  SIGN_ON_PORT: port(3),
  STOREFRONT_URL: urls.storefront,
  COMMERCE_PUBLIC_URL: urls.commerce,
  CONTENT_PUBLIC_URL: urls.content,
  SIGN_ON_URL: urls.signOn,
  COMMERCE_SHOP_API_URL: `${urls.commerce}/shop-api`,
  CONTENT_API_URL: `${urls.content}/v2`,
  // The storefront reads published stories with the public token; drafts are for previews.
  CONTENT_TOKEN: secrets.CONTENT_PUBLIC_TOKEN,
  CONTENT_VERSION: 'published',
  // No card provider in this smoke (Adyen is its own issue): the test card must be refused.
  PAYMENT_PROVIDER: 'none',
  SMTP_URL: `smtp://127.0.0.1:${mail.smtp}`,
  MAIL_FROM: '"Talat FC (production smoke)" <shop@talat.invalid>',
  // The shop's own rate for prices kept in THB only (production refuses the demo's).
  EXCHANGE_RATES: 'GBP:0.022',
  COMMERCE_DB_PATH: join(dataDir, 'talat.sqlite'),
  SIGN_ON_DATA_DIR: join(dataDir, 'sign-on'),
  TALAT_PROFILE: 'embedded',
};
for (const name of [
  'TRUST_PROXY',
  'SSO_TRUST_PROXY',
  'SSO_DEV_FAULTS',
  'TALAT_TEST_ROUTES',
  'PAYMENT_TEST_MODE',
  'COOKIE_SECURE',
  'REDIS_URL',
  'DATABASE_URL',
  'DB_TYPE',
  'COMMERCE_WORKER',
]) {
  delete process.env[name];
}
const config = stackConfig({ ...process.env, ...productionEnv });

let status = 1;
let stack;
let catcher;
try {
  buildIfNeeded();
  // The shop's SMTP relay, played by the development mail catcher.
  catcher = spawn(process.execPath, ['dist/server.js'], {
    cwd: join(root, 'apps/mail-catcher'),
    env: { PATH: process.env.PATH, MAIL_CATCHER_SMTP_PORT: mail.smtp, MAIL_CATCHER_WEB_PORT: mail.web },
    stdio: 'ignore',
    detached: true,
  });
  await waitFor(`${urls.mail}/health`, { okStatus: 200, timeoutMs: 30_000 });
  // The demo catalogue, by the explicit command (not a production start, which never seeds).
  const seedEnv = { ...process.env, ...productionEnv, NODE_ENV: 'development', VENDURE_DISABLE_TELEMETRY: 'true' };
  const seeded = spawnSync(process.execPath, ['dist/seed/run-seed.js', '--reset'], {
    cwd: join(root, 'apps/commerce-engine'),
    env: seedEnv,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seeding failed:\n${seeded.stdout}\n${seeded.stderr}`);
  const started = Date.now();
  stack = await startStack(config, { logDir, log: (m) => console.log(`production: ${m}`) });
  console.log(
    `production: stack ready in ${((Date.now() - started) / 1000).toFixed(1)} s with NODE_ENV=production (logs in test-results/logs/production)`,
  );
  const playwright = spawn('npx', ['playwright', 'test', '--project=production', ...process.argv.slice(2)], {
    cwd: root,
    stdio: 'inherit',
    env: {
      ...process.env,
      E2E_PRODUCTION: '1',
      E2E_BASE_URL: urls.storefront,
      E2E_COMMERCE_URL: urls.commerce,
      E2E_CONTENT_URL: urls.content,
      E2E_SIGN_ON_URL: urls.signOn,
      E2E_MAIL_URL: urls.mail,
      E2E_METRICS_URLS: `http://127.0.0.1:${Number(port(0)) + 6000}/metrics,http://127.0.0.1:${Number(port(1)) + 6000}/metrics`,
      E2E_LOG_DIR: logDir,
      // The smoke's own view of the secrets it set: to call the engine as the storefront does.
      SHOP_API_KEY: secrets.SHOP_API_KEY,
      CONTENT_TOKEN: secrets.CONTENT_PUBLIC_TOKEN,
      E2E_SUPERADMIN_PASSWORD: secrets.SUPERADMIN_PASSWORD,
    },
  });
  status = await new Promise((resolve) => playwright.on('exit', (code) => resolve(code ?? 1)));
} catch (e) {
  console.error(`production: ${e.message}`);
} finally {
  if (stack) {
    stack.stop();
    await stack.stopped();
  }
  if (catcher?.pid) {
    try {
      process.kill(-catcher.pid, 'SIGTERM');
    } catch {
      /* gone */
    }
  }
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(status);
