import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { bootstrap, JobQueueService, Logger } from '@vendure/core';
import { readEnv } from './environment';
import { ensureDatabase, isSeeded, migrate } from './postgres';
import { developmentSecrets } from './production-secrets';
import { buildConfig } from './vendure-config';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

/** Starts the engine: server and in-process worker; seeds first when the database is missing. */
async function main(): Promise<void> {
  const started = Date.now();
  const weak = process.env.NODE_ENV === 'production' ? developmentSecrets(process.env) : [];
  if (weak.length > 0) {
    throw new Error(`refusing to start in production with development secrets: set ${weak.join(', ')} (README, "Running in production")`);
  }
  const env = readEnv();
  const seed = () => {
    // A child process, so the seeding's memory is returned before the server starts.
    const run = spawnSync(process.execPath, [path.join(__dirname, 'seed', 'run-seed.js'), '--reset'], { stdio: 'inherit', env: process.env });
    if (run.status !== 0) throw new Error(`seeding failed (exit ${run.status ?? run.signal})`);
  };
  if (env.dbType === 'better-sqlite3' && !fs.existsSync(env.dbPath)) {
    console.log(`engine: no database at ${env.dbPath}: seeding the demo store first`);
    seed();
  }
  if (env.dbType === 'postgres') {
    const url = env.databaseUrl ?? '';
    if (await ensureDatabase(url)) console.log('engine: created the database');
    const ran = await migrate(buildConfig(env));
    if (ran.length > 0) console.log(`engine: ran ${ran.length} migration(s): ${ran.join(', ')}`);
    if (!(await isSeeded(url))) {
      console.log('engine: the database is empty: seeding the demo store first');
      seed();
    }
  }
  const bootStarted = Date.now();
  const app = await bootstrap(buildConfig(env));
  // The embedded profile runs jobs here; the scaled one in dist/worker.js.
  if (!env.separateWorker) await app.get(JobQueueService).start();
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  Logger.info(
    `Talat engine ready in ${s(Date.now() - bootStarted)} (total ${s(Date.now() - started)}): ` +
      `shop ${env.publicUrl}/shop-api · admin API ${env.publicUrl}/admin-api · ` +
      `admin ${env.publicUrl}/admin · assets ${env.publicUrl}/assets/`,
    'Talat',
  );
}

main().catch((e: unknown) => {
  console.error('engine failed to start:', e);
  process.exit(1);
});
