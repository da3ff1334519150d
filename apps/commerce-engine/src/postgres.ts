import { runMigrations, VendureConfig } from '@vendure/core';
import { Client } from 'pg';

/**
 * The PostgreSQL side of the scaled profile: the database is created when missing, the committed
 * migrations run once (by the engine's first process, before it or any worker serves), and the
 * seed fills an empty database. TypeORM creates no databases and `runMigrations` reports a
 * failure only through `process.exitCode`, so both are handled here.
 */
async function withClient<T>(url: string, use: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Creates the database of `url` when it does not exist (connecting to the server's `postgres` database). */
export async function ensureDatabase(url: string): Promise<boolean> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.replace(/^\//, ''));
  if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL names an unusual database "${name}": create it yourself`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  return withClient(admin.toString(), async (client) => {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount) return false;
    await client.query(`CREATE DATABASE "${name}"`);
    return true;
  });
}

/** Drops every table of the database (the seed's --reset). */
export async function resetSchema(url: string): Promise<void> {
  await withClient(url, async (client) => {
    await client.query('DROP SCHEMA public CASCADE');
    await client.query('CREATE SCHEMA public');
  });
}

/** Whether the demo store is in the database (any product). */
export async function isSeeded(url: string): Promise<boolean> {
  return withClient(url, async (client) => {
    const table = await client.query("SELECT to_regclass('public.product') AS t");
    if (!table.rows[0]?.t) return false;
    return ((await client.query('SELECT count(*)::int AS n FROM product')).rows[0]?.n ?? 0) > 0;
  });
}

/** Runs the pending migrations; throws when one failed. */
export async function migrate(config: VendureConfig): Promise<string[]> {
  const before = process.exitCode;
  const ran = await runMigrations(config);
  if (process.exitCode === 1 && before !== 1) {
    process.exitCode = before;
    throw new Error('a database migration failed (see the log above)');
  }
  return ran;
}
