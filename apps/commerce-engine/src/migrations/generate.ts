import fs from 'node:fs';
import path from 'node:path';
import { generateMigration } from '@vendure/core';
import { Client } from 'pg';
import { APP_ROOT, readEnv } from '../environment';
import { migrate } from '../postgres';
import { buildConfig } from '../vendure-config';

/**
 * `npm run migration:generate -w @talat/commerce-engine -- <name>` (after a build): the PostgreSQL
 * migration from the committed ones to the current entities and custom fields. It diffs against
 * a scratch database (created, migrated, then dropped) on DATABASE_URL's server, writes the file
 * to src/migrations and lists every migration in src/migrations/index.ts. Review the SQL.
 */
const MIGRATIONS_DIR = path.join(APP_ROOT, 'src', 'migrations');
const SCRATCH = 'talat_migration_scratch';

async function admin(url: URL, sql: string): Promise<void> {
  const server = new URL(url);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** index.ts: every migration class of the folder, oldest first (TypeORM also sorts by timestamp). */
export function migrationIndex(files: string[]): string {
  const entries = files
    .filter((f) => /^\d{13}-[\w-]+\.ts$/.test(f))
    .sort()
    .map((f) => {
      const source = fs.readFileSync(path.join(MIGRATIONS_DIR, f), 'utf8');
      const name = /export class (\w+)/.exec(source)?.[1];
      if (!name) throw new Error(`${f} exports no migration class`);
      return { module: `./${f.replace(/\.ts$/, '')}`, name };
    });
  return [
    '// Written by generate.ts: the PostgreSQL migrations, oldest first.',
    ...entries.map((e) => `import { ${e.name} } from '${e.module}';`),
    '',
    `export const migrations = [${entries.map((e) => e.name).join(', ')}];`,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const name = process.argv[2];
  if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) throw new Error('give the migration a name: lower case letters, digits and dashes');
  const url = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/talat');
  const scratch = new URL(url);
  scratch.pathname = `/${SCRATCH}`;
  await admin(url, `DROP DATABASE IF EXISTS ${SCRATCH}`);
  await admin(url, `CREATE DATABASE ${SCRATCH}`);
  try {
    const env = { ...readEnv(), dbType: 'postgres' as const, databaseUrl: scratch.toString(), redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' };
    await migrate(buildConfig(env));
    const file = await generateMigration(buildConfig(env), { name, outputDir: MIGRATIONS_DIR });
    if (!file) {
      console.log('No changes: the migrations match the entities.');
      return;
    }
    fs.writeFileSync(path.join(MIGRATIONS_DIR, 'index.ts'), migrationIndex(fs.readdirSync(MIGRATIONS_DIR)));
    console.log(`Wrote ${path.relative(process.cwd(), file)} and src/migrations/index.ts`);
  } finally {
    await admin(url, `DROP DATABASE IF EXISTS ${SCRATCH}`);
  }
}

main()
  .then(() => process.exit(0))
  .catch((e: unknown) => {
    console.error('migration:generate failed:', e);
    process.exit(1);
  });
