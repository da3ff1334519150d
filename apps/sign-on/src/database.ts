import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import Database from 'better-sqlite3';

export type Db = Database.Database;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS accounts (
  sub TEXT PRIMARY KEY,
  email TEXT NOT NULL UNIQUE,
  password_hash TEXT NOT NULL,
  given_name TEXT NOT NULL,
  family_name TEXT NOT NULL,
  locale TEXT NOT NULL,
  confirmed_at INTEGER,
  created_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS one_time_tokens (
  hash TEXT PRIMARY KEY,
  purpose TEXT NOT NULL,
  sub TEXT NOT NULL REFERENCES accounts(sub) ON DELETE CASCADE,
  expires_at INTEGER NOT NULL,
  used_at INTEGER,
  created_at INTEGER NOT NULL,
  payload TEXT
);
CREATE INDEX IF NOT EXISTS one_time_tokens_sub ON one_time_tokens (sub, purpose);
CREATE TABLE IF NOT EXISTS oidc_models (
  model TEXT NOT NULL,
  id TEXT NOT NULL,
  payload TEXT NOT NULL,
  grant_id TEXT,
  uid TEXT,
  user_code TEXT,
  expires_at INTEGER,
  consumed_at INTEGER,
  account_id TEXT,
  PRIMARY KEY (model, id)
);
CREATE INDEX IF NOT EXISTS oidc_models_grant ON oidc_models (grant_id);
CREATE INDEX IF NOT EXISTS oidc_models_uid ON oidc_models (model, uid);
CREATE INDEX IF NOT EXISTS oidc_models_expires ON oidc_models (expires_at);
CREATE TABLE IF NOT EXISTS known_devices (
  sub TEXT NOT NULL REFERENCES accounts(sub) ON DELETE CASCADE,
  device_hash TEXT NOT NULL,
  last_seen_at INTEGER NOT NULL,
  PRIMARY KEY (sub, device_hash)
);
`;

/**
 * Changes to files made by an earlier version: oidc_models gained `account_id` (the payload's
 * accountId), so that a password reset finds every grant, token and session of the account.
 */
function migrate(db: Database.Database): void {
  const columns = db.prepare('PRAGMA table_info(oidc_models)').all() as { name: string }[];
  if (!columns.some((c) => c.name === 'account_id')) {
    db.exec(`ALTER TABLE oidc_models ADD COLUMN account_id TEXT;
      UPDATE oidc_models SET account_id = json_extract(payload, '$.accountId');`);
  }
  db.exec('CREATE INDEX IF NOT EXISTS oidc_models_account ON oidc_models (account_id, model)');
}

/** Opens (creating folder, file and tables when missing) the one SQLite file: accounts, one-time tokens, known devices, OIDC artefacts. */
export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma('journal_mode = WAL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  db.exec(SCHEMA);
  migrate(db);
  return db;
}
