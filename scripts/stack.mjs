// Starts, watches and stops the shop's processes (engine, content service, sign-on, storefront).
// Used by `npm start` (scripts/start.mjs) and by the browser tests (scripts/test-browser.mjs).
import { spawn, spawnSync } from 'node:child_process';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { nginxConfig } from './nginx-config.mjs';
import { nextAttempt, restartDelayMs } from './restart-policy.mjs';

export const root = resolve(import.meta.dirname, '..');

/** Reads KEY=VALUE lines of a .env file (no expansion); missing file means no values. */
export function readEnvFile(file) {
  if (!existsSync(file)) return {};
  const out = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const m = /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line);
    if (m) out[m[1]] = m[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

/** The configuration of one stack: ports and the URLs the services use to find each other. */
/**
 * The Magento stand-in's admin user, whose token Login as Customer takes, under `npm start` and the
 * tests; production refuses its values.
 */
export const MAGENTO_STAND_IN_ADMIN = { username: 'talat-dev-admin', password: 'talat-dev-admin-password' };

export function stackConfig(env) {
  const storefrontPort = Number(env.PORT ?? env.STOREFRONT_PORT ?? 3000);
  const commercePort = Number(env.COMMERCE_PORT ?? 3001);
  const contentPort = Number(env.CONTENT_PORT ?? 3002);
  const signOnPort = Number(env.SIGN_ON_PORT ?? 3003);
  const storefrontUrl = env.STOREFRONT_URL ?? `http://localhost:${storefrontPort}`;
  const commerceUrl = env.COMMERCE_PUBLIC_URL ?? `http://localhost:${commercePort}`;
  const contentUrl = env.CONTENT_PUBLIC_URL ?? `http://localhost:${contentPort}`;
  const signOnUrl = env.SIGN_ON_URL ?? `http://localhost:${signOnPort}`;
  // Email leaves every service over SMTP (docs/decisions/0030). Unless SMTP_URL names a relay,
  // the stack runs the development mail catcher (apps/mail-catcher) and shows its page.
  const mailSmtpPort = Number(env.MAIL_CATCHER_SMTP_PORT ?? 1025);
  const mailWebPort = Number(env.MAIL_CATCHER_WEB_PORT ?? 1080);
  // NODE_ENV=production: every service refuses development settings, nothing is seeded, and
  // there is no mail catcher.
  const production = env.NODE_ENV === 'production';
  const mailCatcher = !env.SMTP_URL && !production;
  // COMMERCE_BACKEND=magento: the Magento stand-in (apps/magento-stand-in) in the engine's place,
  // unless MAGENTO_GRAPHQL_URL names a Magento of the shop's own.
  const backend = (env.COMMERCE_BACKEND ?? '').trim() || 'vendure';
  const magentoPort = Number(env.MAGENTO_STAND_IN_PORT ?? 3004);
  const magentoUrl = env.MAGENTO_PUBLIC_URL ?? `http://localhost:${magentoPort}`;
  const standIn = backend === 'magento' && !env.MAGENTO_GRAPHQL_URL;
  // The stand-in's Login as Customer token (docs/decisions/0060): the storefront sends it and the
  // stand-in takes it, the same value on both sides; a Magento of the shop's own needs its own.
  const backendEnv =
    backend === 'magento'
      ? {
          MAGENTO_GRAPHQL_URL: env.MAGENTO_GRAPHQL_URL ?? `${magentoUrl}/graphql`,
          COMMERCE_MEDIA_URL: env.COMMERCE_MEDIA_URL ?? magentoUrl,
          ...(standIn
            ? {
                MAGENTO_STAND_IN_PORT: String(magentoPort),
                MAGENTO_PUBLIC_URL: magentoUrl,
                MAGENTO_ADMIN_USERNAME: env.MAGENTO_ADMIN_USERNAME || MAGENTO_STAND_IN_ADMIN.username,
                MAGENTO_ADMIN_PASSWORD: env.MAGENTO_ADMIN_PASSWORD || MAGENTO_STAND_IN_ADMIN.password,
              }
            : {}),
        }
      : {};
  // PAYMENT_PROVIDER=adyen without an Adyen of the shop's own (no ADYEN_API_KEY, no
  // ADYEN_CHECKOUT_URL): the Adyen stand-in (apps/adyen-stand-in) beside the engine, its webhooks
  // to the engine's actual port; on Magento, where the storefront's server pays through Adyen
  // (docs/decisions/0063), to the storefront's webhook route. The keys are left alone: every
  // process gets the same env, so a key set here reaches both, and unset ones take the same
  // development defaults on both sides (scripts/stack.test.mts checks that). Never in production.
  const adyenPort = Number(env.ADYEN_STAND_IN_PORT ?? 3006);
  const adyenUrl = env.ADYEN_STAND_IN_PUBLIC_URL ?? `http://localhost:${adyenPort}`;
  const adyenStandIn =
    env.PAYMENT_PROVIDER?.trim() === 'adyen' && !production && !env.ADYEN_API_KEY?.trim() && !env.ADYEN_CHECKOUT_URL?.trim();
  const adyenWebhookUrl =
    backend === 'magento'
      ? `http://127.0.0.1:${storefrontPort}/api/payments/adyen/webhook`
      : `http://127.0.0.1:${commercePort}/payments/adyen/webhook`;
  const adyenEnv = adyenStandIn
    ? {
        ADYEN_STAND_IN_PORT: String(adyenPort),
        ADYEN_STAND_IN_PUBLIC_URL: adyenUrl,
        ADYEN_WEBHOOK_URL: env.ADYEN_WEBHOOK_URL ?? adyenWebhookUrl,
        // The engine's own default names port 3006; the stand-in's port may differ (tests).
        ADYEN_CHECKOUT_URL: `http://127.0.0.1:${adyenPort}/v71`,
      }
    : {};
  // TALAT_PROFILE=scaled: PostgreSQL, Redis, a separate job worker and several storefront
  // processes behind nginx on the shop port (README, docs/decisions/0022).
  const scaled = env.TALAT_PROFILE === 'scaled';
  const processes = scaled ? Math.max(1, Number(env.STOREFRONT_PROCESSES ?? 2)) : 1;
  const storefrontPorts = scaled ? Array.from({ length: processes }, (_, i) => storefrontPort + 10 + i) : [storefrontPort];
  const scaledEnv = scaled
    ? {
        DB_TYPE: 'postgres',
        DATABASE_URL: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talat',
        REDIS_URL: env.REDIS_URL ?? 'redis://127.0.0.1:6379/0',
        COMMERCE_WORKER: 'separate',
        WORKER_HEALTH_PORT: String(env.WORKER_HEALTH_PORT ?? commercePort + 4),
        // Each storefront process keeps pages in memory: the engine tells every one of them.
        STOREFRONT_REVALIDATE_URLS: storefrontPorts.map((p) => `http://127.0.0.1:${p}`).join(','),
        // Behind nginx on this machine: the client address comes from its X-Forwarded-For.
        TRUST_PROXY: env.TRUST_PROXY ?? '127.0.0.1,::1',
      }
    : {};
  return {
    profile: scaled ? 'scaled' : 'embedded',
    production,
    mailCatcher,
    mailCatcherUrl: `http://127.0.0.1:${mailWebPort}`,
    backend,
    standIn,
    magentoUrl,
    adyenStandIn,
    adyenUrl,
    storefrontPorts,
    storefrontPort,
    commercePort,
    contentPort,
    storefrontUrl,
    commerceUrl,
    contentUrl,
    signOnPort,
    signOnUrl,
    env: {
      ...env,
      VENDURE_DISABLE_TELEMETRY: 'true',
      NEXT_TELEMETRY_DISABLED: '1',
      PORT: String(storefrontPort),
      COMMERCE_PORT: String(commercePort),
      CONTENT_PORT: String(contentPort),
      SIGN_ON_PORT: String(signOnPort),
      // In production the services are told where everything is by the operator, or refuse to
      // start (their localhost defaults only work on one machine): nothing is filled in here.
      ...(production
        ? {}
        : {
            SIGN_ON_URL: signOnUrl,
            STOREFRONT_URL: storefrontUrl,
            COMMERCE_PUBLIC_URL: commerceUrl,
            CONTENT_PUBLIC_URL: contentUrl,
            COMMERCE_SHOP_API_URL: env.COMMERCE_SHOP_API_URL ?? `${commerceUrl}/shop-api`,
            CONTENT_API_URL: env.CONTENT_API_URL ?? `${contentUrl}/v2`,
            SMTP_URL: env.SMTP_URL ?? `smtp://127.0.0.1:${mailSmtpPort}`,
            MAIL_FROM: env.MAIL_FROM ?? '"Talat FC Official Store" <noreply@talat.example>',
            MAIL_CATCHER_SMTP_PORT: String(mailSmtpPort),
            MAIL_CATCHER_WEB_PORT: String(mailWebPort),
          }),
      ...scaledEnv,
      ...backendEnv,
      ...adyenEnv,
      // Relative paths in .env are relative to the repository, whatever folder a service runs in.
      ...(env.COMMERCE_DB_PATH ? { COMMERCE_DB_PATH: resolve(root, env.COMMERCE_DB_PATH) } : {}),
    },
  };
}

/** The scaled profile's Next.js cache in Redis (server/next-cache-handler.ts), as the line above does for the embedded one. */
async function clearSharedPageCache(url) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', 'talat:next:*', 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

/**
 * A scaled stack's own stores, emptied (tests and benchmarks, as they start from a new SQLite
 * file in the embedded profile): its PostgreSQL database dropped (the engine creates, migrates
 * and seeds it again) and its Redis database flushed.
 */
export async function emptyScaledStores({ databaseUrl, redisUrl }) {
  await dropDatabase(databaseUrl);
  await flushRedis(redisUrl);
}

/** Empties the Redis database that `redisUrl` names. */
export async function flushRedis(redisUrl) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}

/** Runs `statements` on the PostgreSQL server of `databaseUrl`, from its `postgres` database. */
async function onPostgresServer(databaseUrl, statements) {
  const { default: pg } = await import('pg');
  const server = new URL(databaseUrl);
  server.pathname = '/postgres';
  const client = new pg.Client({ connectionString: server.toString() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (databaseUrl) => new URL(databaseUrl).pathname.slice(1);

/** Drops the PostgreSQL database that `databaseUrl` names, if it exists. */
export async function dropDatabase(databaseUrl) {
  await onPostgresServer(databaseUrl, [`DROP DATABASE IF EXISTS "${databaseName(databaseUrl)}" WITH (FORCE)`]);
}

/**
 * A scaled stack's PostgreSQL database made as a copy of `templateUrl`'s (a database seeded
 * earlier, that no one is connected to): PostgreSQL copies its files, in a second or two where
 * seeding takes a minute or more. Drops whatever database `databaseUrl` names first.
 */
export async function databaseFromTemplate({ databaseUrl, templateUrl }) {
  const name = databaseName(databaseUrl);
  await onPostgresServer(databaseUrl, [
    `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`,
    `CREATE DATABASE "${name}" TEMPLATE "${databaseName(templateUrl)}"`,
  ]);
}

/** nginx in the foreground with a configuration written for this start (scripts/nginx-config.mjs). */
function startNginx(config, spawnService) {
  const dir = mkdtempSync(join(tmpdir(), 'talat-nginx-'));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, nginxConfig({ listenPort: config.storefrontPort, upstreamPorts: config.storefrontPorts, dir }));
  return spawnService('nginx', ['-c', file, '-p', dir, '-e', join(dir, 'error.log')], '.', {
    command: process.env.NGINX_PATH ?? '/usr/sbin/nginx',
  });
}

/** The newest modification time of a file, or of any file under a folder. */
function newestMtime(path) {
  if (!existsSync(path)) return 0;
  if (statSync(path).isFile()) return statSync(path).mtimeMs;
  let newest = 0;
  const walk = (d) => {
    for (const entry of readdirSync(d, { withFileTypes: true })) {
      if (['node_modules', 'dist', '.next', 'test-results'].includes(entry.name)) continue;
      const p = join(d, entry.name);
      if (entry.isDirectory()) walk(p);
      else newest = Math.max(newest, statSync(p).mtimeMs);
    }
  };
  walk(path);
  return newest;
}

const builds = [
  // The shared packages first: every service below loads their builds.
  { name: 'rules', tsc: true, workspace: '@talat/rules', output: 'packages/rules/dist/index.js', sources: ['packages/rules/src'] },
  {
    name: 'adyen',
    tsc: true,
    workspace: '@talat/adyen',
    output: 'packages/adyen/dist/index.js',
    sources: ['packages/adyen/src', 'packages/rules/src'],
  },
  {
    name: 'demo-catalogue',
    tsc: true,
    workspace: '@talat/demo-catalogue',
    output: 'packages/demo-catalogue/dist/index.js',
    sources: ['packages/demo-catalogue/src'],
  },
  {
    name: 'service-kit',
    tsc: true,
    workspace: '@talat/service-kit',
    output: 'packages/service-kit/dist/index.js',
    sources: ['packages/service-kit/src'],
  },
  {
    name: 'mail-catcher',
    tsc: true,
    workspace: '@talat/mail-catcher',
    output: 'apps/mail-catcher/dist/server.js',
    sources: ['apps/mail-catcher/src'],
  },
  {
    name: 'engine',
    tsc: true,
    workspace: '@talat/commerce-engine',
    output: 'apps/commerce-engine/dist/index.js',
    sources: ['apps/commerce-engine/src'],
  },
  { name: 'content', tsc: true, workspace: '@talat/content', output: 'apps/content/dist/server.js', sources: ['apps/content/src'] },
  { name: 'sign-on', tsc: true, workspace: '@talat/sign-on', output: 'apps/sign-on/dist/server.js', sources: ['apps/sign-on/src'] },
  {
    name: 'magento-stand-in',
    workspace: '@talat/magento-stand-in',
    output: 'apps/magento-stand-in/dist/server.js',
    sources: ['apps/magento-stand-in/src', 'packages/demo-catalogue/src', 'packages/commerce/src/magento/contract'],
  },
  {
    name: 'adyen-stand-in',
    workspace: '@talat/adyen-stand-in',
    output: 'apps/adyen-stand-in/dist/server.js',
    sources: ['apps/adyen-stand-in/src', 'packages/rules/src'],
  },
  {
    name: 'storefront',
    workspace: '@talat/storefront',
    output: 'apps/storefront/dist/main.js',
    sources: [
      'apps/storefront/src',
      'apps/storefront/server',
      'apps/storefront/messages',
      'apps/storefront/next.config.ts',
      'apps/storefront/package.json',
      'packages/commerce/src',
      'packages/sdk/src',
      'packages/service-kit/src',
      'packages/rules/src',
      'packages/adyen/src',
    ],
  },
];

/**
 * Builds each app whose output is missing or older than its sources. `typeChecked`: TypeScript
 * was checked already (`npm test`'s typecheck step), so the apps built by `tsc` only emit
 * (`--noCheck`, the same output in about half the time) and nothing is checked twice.
 */
export function buildIfNeeded({ force = false, typeChecked = false, log = console.log } = {}) {
  for (const b of builds) {
    const out = join(root, b.output);
    const stale = force || !existsSync(out) || b.sources.some((s) => newestMtime(join(root, s)) > statSync(out).mtimeMs);
    if (!stale) continue;
    log(`building ${b.name} ...`);
    const started = Date.now();
    const r = spawnSync('npm', ['run', 'build', '-w', b.workspace, ...(typeChecked && b.tsc ? ['--', '--noCheck'] : [])], {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, VENDURE_DISABLE_TELEMETRY: 'true', NEXT_TELEMETRY_DISABLED: '1' },
    });
    if (r.status !== 0) throw new Error(`build of ${b.name} failed`);
    log(`built ${b.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
}

/**
 * The demo catalogue, seeded when the engine's database holds none (`run-seed.js --if-empty`;
 * for PostgreSQL it creates and migrates the database first). Only ever run by these scripts for
 * development and tests: the engine never seeds itself, and a production start never seeds.
 */
export function seedIfEmpty(config, { log = console.log } = {}) {
  if (config.production || config.backend === 'magento') return;
  const started = Date.now();
  const run = spawnSync(process.execPath, ['dist/seed/run-seed.js', '--if-empty'], {
    cwd: join(root, 'apps/commerce-engine'),
    env: config.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    encoding: 'utf8',
  });
  if (run.status !== 0)
    throw new Error(`seeding the demo catalogue failed (exit ${run.status ?? run.signal}):\n${run.stdout}\n${run.stderr}`);
  const said = `${run.stdout}`
    .split('\n')
    .filter((line) => line.startsWith('seed: '))
    .pop();
  log(`${said ?? 'seed: demo catalogue checked'} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** Resolves once `url` answers any HTTP status below 500 (or `okStatus` exactly when given). */
export async function waitFor(url, { timeoutMs = 180_000, okStatus, isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`process for ${url} exited before it answered`);
    try {
      const res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(10_000) });
      if (okStatus ? res.status === okStatus : res.status < 500) return res.status;
      last = `status ${res.status}`;
    } catch (e) {
      last = e.cause?.code ?? e.message;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s (${last})`);
}

/** Resident memory of a process and its children in MB, from /proc. */
export function rssMb(pid) {
  const pids = [pid];
  try {
    const children = spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout.trim();
    if (children) pids.push(...children.split('\n').map(Number));
  } catch {
    /* pgrep missing: the parent alone */
  }
  let kb = 0;
  for (const p of pids) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) kb += Number(m[1]);
    } catch {
      /* gone */
    }
  }
  return Math.round(kb / 1024);
}

/**
 * Starts engine, content service, sign-on and storefront and waits until each answers.
 * `logDir` set: each service's output goes to a file there; otherwise prefixed to stdout.
 * Once all answer, a service that ends without being asked to is started again after a backoff
 * (restart-policy.mjs), logged through `log`; the others keep serving meanwhile.
 */
export async function startStack(config, { logDir, log = console.log } = {}) {
  // The storefront's data cache on disk may hold answers of an engine that has since been
  // reseeded or pointed elsewhere: a new stack starts with an empty one.
  rmSync(join(root, 'apps/storefront/.next/cache/fetch-cache'), { recursive: true, force: true });
  if (config.profile === 'scaled') await clearSharedPageCache(config.env.REDIS_URL);
  const procs = [];
  let stopping = false;
  let supervising = false;
  const prefix = (name, chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((l) => `[${name}] ${l}\n`)
      .join('');
  const launch = (proc) => {
    const child = spawn(proc.command, proc.args, {
      cwd: join(root, proc.cwd),
      env: { ...config.env, ...proc.env },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => (proc.sink ? proc.sink.write(chunk) : process.stdout.write(prefix(proc.name, chunk))));
    }
    proc.child = child;
    proc.exited = false;
    proc.startedAt = Date.now();
    child.on('exit', (code, signal) => {
      proc.exited = true;
      proc.exitCode = code ?? signal;
      if (stopping || !supervising || proc.held) return;
      proc.attempt = nextAttempt(proc.attempt, Date.now() - proc.startedAt);
      const delay = restartDelayMs(proc.attempt);
      log(`${proc.name} exited (${proc.exitCode}); restarting it in ${delay / 1000} s (restart ${proc.restarts + 1})`);
      proc.timer = setTimeout(() => {
        proc.timer = undefined;
        if (stopping) return;
        proc.restarts++;
        launch(proc);
      }, delay);
    });
  };
  // One log file per service and stack start; a restarted process writes on in the same file.
  const spawnService = (name, args, cwd, { command = process.execPath, env = {} } = {}) => {
    const sink = logDir ? createWriteStream(join(logDir, `${name}.log`)) : null;
    const proc = { name, command, args, cwd, env, sink, child: null, exited: false, attempt: 0, restarts: 0, startedAt: 0 };
    launch(proc);
    procs.push(proc);
    return proc;
  };
  const stop = () => {
    stopping = true;
    for (const p of procs) {
      clearTimeout(p.timer);
      if (p.exited) continue;
      try {
        process.kill(-p.child.pid, 'SIGTERM');
      } catch {
        /* already gone */
      }
    }
  };
  const stopped = () => Promise.all(procs.map((p) => (p.exited ? null : new Promise((r) => p.child.once('exit', r)))));
  // Fault tests: `held` keeps a service down after it ends, until `resume` starts it again.
  const resume = (proc) => {
    proc.held = false;
    if (proc.exited && !proc.timer && !stopping) launch(proc);
  };

  try {
    // The mail catcher first: the engine and the sign-on service send through it from their start.
    const catcher = config.mailCatcher ? spawnService('mail-catcher', ['dist/server.js'], 'apps/mail-catcher') : null;
    if (catcher) {
      await waitFor(`${config.mailCatcherUrl}/health`, { isAlive: () => !catcher.exited, okStatus: 200, timeoutMs: 30_000 });
      log(`mail catcher answers (${config.mailCatcherUrl})`);
    }
    seedIfEmpty(config, { log });
    // All three boot side by side; the storefront's first page needs the other two.
    // The commerce backend: the embedded engine, or the Magento stand-in (COMMERCE_BACKEND=magento).
    // Each storefront and the engine keep Prometheus metrics on their port + 6000 (loopback only).
    const engine =
      config.backend === 'magento'
        ? config.standIn
          ? spawnService('magento-stand-in', ['dist/server.js'], 'apps/magento-stand-in')
          : null
        : spawnService('engine', ['dist/index.js'], 'apps/commerce-engine', { env: { METRICS_PORT: String(config.commercePort + 6000) } });
    // Beside the engine, not before: the engine asks it nothing at boot, and it retries webhooks.
    const adyen = config.adyenStandIn ? spawnService('adyen-stand-in', ['dist/server.js'], 'apps/adyen-stand-in') : null;
    const content = spawnService('content', ['dist/server.js'], 'apps/content');
    const signOn = spawnService('sign-on', ['dist/server.js'], 'apps/sign-on');
    // The storefront's own server: Next.js plus its build output as brotli (apps/storefront/server);
    // in the scaled profile several, on ports of their own, behind nginx on the shop port.
    const storefronts = config.storefrontPorts.map((port, i) =>
      spawnService(config.storefrontPorts.length > 1 ? `storefront-${i + 1}` : 'storefront', ['dist/main.js'], 'apps/storefront', {
        env: { PORT: String(port), METRICS_PORT: String(port + 6000) },
      }),
    );
    const nginx = config.profile === 'scaled' ? startNginx(config, spawnService) : null;
    await waitFor(`${config.contentUrl}/health`, { isAlive: () => !content.exited, okStatus: 200, timeoutMs: 30_000 });
    log('content service answers');
    await waitFor(`${config.signOnUrl}/health`, { isAlive: () => !signOn.exited, okStatus: 200, timeoutMs: 30_000 });
    log('sign-on answers');
    if (config.backend === 'magento') {
      if (engine) await waitFor(`${config.magentoUrl}/health`, { isAlive: () => !engine.exited, okStatus: 200, timeoutMs: 60_000 });
      log(engine ? 'Magento stand-in answers' : `using the Magento at ${config.env.MAGENTO_GRAPHQL_URL}`);
    } else {
      await waitFor(`${config.commerceUrl}/health`, { isAlive: () => !engine.exited, okStatus: 200, timeoutMs: 300_000 });
      log('commerce engine answers');
    }
    if (adyen) {
      await waitFor(`${config.adyenUrl}/health`, { isAlive: () => !adyen.exited, okStatus: 200, timeoutMs: 30_000 });
      log(`Adyen stand-in answers (${config.adyenUrl}; not Adyen)`);
    }
    if (config.profile === 'scaled' && config.backend !== 'magento') {
      // After the engine: it creates, migrates and seeds the database the worker opens.
      const worker = spawnService('worker', ['dist/worker.js'], 'apps/commerce-engine');
      await waitFor(`http://127.0.0.1:${config.env.WORKER_HEALTH_PORT}/health`, {
        isAlive: () => !worker.exited,
        okStatus: 200,
        timeoutMs: 120_000,
      });
      log('job worker answers');
    }
    for (const [i, port] of config.storefrontPorts.entries()) {
      await waitFor(`http://127.0.0.1:${port}/en`, { isAlive: () => !storefronts[i].exited, okStatus: 200, timeoutMs: 120_000 });
    }
    await waitFor(`${config.storefrontUrl}/en`, { isAlive: () => !nginx?.exited, okStatus: 200, timeoutMs: 30_000 });
    log('storefront answers');
    supervising = true;
  } catch (e) {
    stop();
    await stopped();
    throw e;
  }
  return { procs, stop, stopped, resume };
}
