import fs from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { bootstrap, JobQueueService } from '@vendure/core';
import { EngineEnv, readEnv } from '../environment';
import { ensureDatabase, isSeeded, migrate, resetSchema } from '../postgres';
import { buildConfig } from '../vendure-config';
import { talatCatalogue } from '@talat/demo-catalogue';
import { seedStore, settleCatalogue } from './seed';

process.env.VENDURE_DISABLE_TELEMETRY ??= 'true';

/** Deletes the SQLite database (with its WAL files) and the stored pictures. */
export function resetDatabase(env: EngineEnv): void {
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(env.dbPath + suffix, { force: true });
  fs.rmSync(env.assetDir, { recursive: true, force: true });
}

/** Creates the database and fills it with the Talat FC store. */
export async function runSeed(env: EngineEnv = readEnv(), { reset = true } = {}): Promise<void> {
  const started = Date.now();
  const log = (m: string) => console.log(`seed: ${m}`);
  if (env.dbType === 'better-sqlite3') {
    if (reset) resetDatabase(env);
    else if (fs.existsSync(env.dbPath)) throw new Error(`${env.dbPath} exists; run with --reset to recreate it`);
    fs.mkdirSync(path.dirname(env.dbPath), { recursive: true });
  } else {
    const url = env.databaseUrl ?? '';
    await ensureDatabase(url);
    if (reset) {
      await resetSchema(url);
      fs.rmSync(env.assetDir, { recursive: true, force: true });
    } else if (await isSeeded(url)) throw new Error('the database holds a store; run with --reset to recreate it');
    await migrate(buildConfig(env, { forSeed: true }));
  }
  // Port 0: the seeding server listens on a free port, never clashing with a running engine.
  const app = await bootstrap(buildConfig({ ...env, port: 0 }, { forSeed: true }));
  try {
    await seedStore(app, talatCatalogue, { images: true, log });
    await app.get(JobQueueService).start();
    await settleCatalogue(app);
    log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${env.dbType === 'postgres' ? 'postgres' : env.dbPath}`);
  } finally {
    await app.close();
  }
}

/** Whether the database holds a catalogue (any product); a missing database holds none. */
export async function hasCatalogue(env: EngineEnv): Promise<boolean> {
  if (env.dbType === 'postgres') {
    await ensureDatabase(env.databaseUrl ?? '');
    return isSeeded(env.databaseUrl ?? '');
  }
  if (!fs.existsSync(env.dbPath)) return false;
  const db = new Database(env.dbPath, { readonly: true, fileMustExist: true });
  try {
    const table = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'product'").get();
    return !!table && (db.prepare('SELECT COUNT(*) AS n FROM product').get() as { n: number }).n > 0;
  } finally {
    db.close();
  }
}

/**
 * The seed command: `--reset` recreates the database with the demo shop; `--if-empty` seeds only
 * a database without a catalogue (creating and migrating PostgreSQL first), for the development
 * and test stacks; neither: seeds a database that does not exist yet.
 */
export async function seedCommand(argv: readonly string[], env: EngineEnv = readEnv()): Promise<'seeded' | 'kept'> {
  if (argv.includes('--if-empty')) {
    if (await hasCatalogue(env)) {
      console.log('seed: the database has a catalogue already; nothing to do');
      return 'kept';
    }
    // No catalogue: whatever an engine start left (an empty schema) is recreated with the demo shop.
    await runSeed(env, { reset: true });
    return 'seeded';
  }
  await runSeed(env, { reset: argv.includes('--reset') });
  return 'seeded';
}

if (require.main === module) {
  seedCommand(process.argv.slice(2))
    .then(() => process.exit(0))
    .catch((e: unknown) => {
      console.error('seed failed:', e);
      process.exit(1);
    });
}
