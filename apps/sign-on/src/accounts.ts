import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './database.js';
import { hashToken, isUsable, newOneTimeToken, type TokenPurpose } from './one-time-tokens.js';

export interface Account {
  /** Stable random id: the OIDC `sub`. */
  sub: string;
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  locale: string;
  /** ms since epoch; null until the emailed link is opened. */
  confirmedAt: number | null;
  createdAt: number;
}

interface AccountRow {
  sub: string;
  email: string;
  password_hash: string;
  given_name: string;
  family_name: string;
  locale: string;
  confirmed_at: number | null;
  created_at: number;
}

const fromRow = (r: AccountRow): Account => ({
  sub: r.sub,
  email: r.email,
  passwordHash: r.password_hash,
  givenName: r.given_name,
  familyName: r.family_name,
  locale: r.locale,
  confirmedAt: r.confirmed_at,
  createdAt: r.created_at,
});

/** How long a browser stays known to an account after its last sign-in. */
export const DEVICE_MEMORY_MS = 365 * 24 * 60 * 60 * 1000;

const deviceHash = (deviceId: string): string => createHash('sha256').update(deviceId, 'utf8').digest('hex');

/** Emails are compared trimmed and lower-cased. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** The display name: given and family name joined by a space (Thai names too). */
export const displayName = (a: Pick<Account, 'givenName' | 'familyName'>): string => [a.givenName, a.familyName].filter(Boolean).join(' ');

/** What a registration sets; kept with its confirmation token until the link is opened. */
export interface Registration {
  passwordHash: string;
  givenName: string;
  familyName: string;
  locale: string;
}

export interface NewAccount {
  sub?: string;
  email: string;
  passwordHash: string;
  givenName: string;
  familyName: string;
  locale: string;
  confirmed: boolean;
}

/** Accounts and their one-time tokens (confirmation, password reset) in SQLite. */
export class AccountStore {
  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  findByEmail(email: string): Account | undefined {
    const row = this.db.prepare('SELECT * FROM accounts WHERE email = ?').get(normalizeEmail(email)) as AccountRow | undefined;
    return row && fromRow(row);
  }

  findBySub(sub: string): Account | undefined {
    const row = this.db.prepare('SELECT * FROM accounts WHERE sub = ?').get(sub) as AccountRow | undefined;
    return row && fromRow(row);
  }

  create(input: NewAccount): Account {
    const now = this.now();
    const row: AccountRow = {
      sub: input.sub ?? randomUUID(),
      email: normalizeEmail(input.email),
      password_hash: input.passwordHash,
      given_name: input.givenName,
      family_name: input.familyName,
      locale: input.locale,
      confirmed_at: input.confirmed ? now : null,
      created_at: now,
    };
    this.db
      .prepare(
        `INSERT INTO accounts (sub, email, password_hash, given_name, family_name, locale, confirmed_at, created_at)
         VALUES (@sub, @email, @password_hash, @given_name, @family_name, @locale, @confirmed_at, @created_at)`,
      )
      .run(row);
    return fromRow(row);
  }

  confirm(sub: string): void {
    this.db.prepare('UPDATE accounts SET confirmed_at = COALESCE(confirmed_at, ?) WHERE sub = ?').run(this.now(), sub);
  }

  setPasswordHash(sub: string, passwordHash: string): void {
    this.db.prepare('UPDATE accounts SET password_hash = ? WHERE sub = ?').run(passwordHash, sub);
  }

  /** Replaces what a registration sets: password, names, locale. */
  setRegistration(sub: string, r: Registration): void {
    this.db
      .prepare('UPDATE accounts SET password_hash = ?, given_name = ?, family_name = ?, locale = ? WHERE sub = ?')
      .run(r.passwordHash, r.givenName, r.familyName, r.locale, sub);
  }

  /**
   * A new one-time token for the account; only its hash is stored. Returns the token for the link.
   * A confirmation token may carry the registration it confirms (applied when it is used).
   */
  issueToken(purpose: TokenPurpose, sub: string, ttlSeconds: number, registration?: Registration): string {
    const { token, hash } = newOneTimeToken();
    const now = this.now();
    this.db
      .prepare('INSERT INTO one_time_tokens (hash, purpose, sub, expires_at, used_at, created_at, payload) VALUES (?, ?, ?, ?, NULL, ?, ?)')
      .run(hash, purpose, sub, now + ttlSeconds * 1000, now, registration ? JSON.stringify(registration) : null);
    this.db.prepare('DELETE FROM one_time_tokens WHERE expires_at < ?').run(now - 24 * 60 * 60 * 1000);
    return token;
  }

  private usableToken(purpose: TokenPurpose, token: string): { sub: string; registration?: Registration } | undefined {
    const row = this.db
      .prepare('SELECT sub, expires_at, used_at, payload FROM one_time_tokens WHERE hash = ? AND purpose = ?')
      .get(hashToken(token), purpose) as { sub: string; expires_at: number; used_at: number | null; payload: string | null } | undefined;
    if (!row || !isUsable({ expiresAt: row.expires_at, usedAt: row.used_at }, this.now())) return undefined;
    return { sub: row.sub, registration: row.payload ? (JSON.parse(row.payload) as Registration) : undefined };
  }

  /** The account a token is for, while it is usable; does not use it up. */
  peekToken(purpose: TokenPurpose, token: string): string | undefined {
    return this.usableToken(purpose, token)?.sub;
  }

  /** A usable confirmation token's account and the registration it carries; does not use it up. */
  peekConfirmation(token: string): { sub: string; registration: Registration | undefined } | undefined {
    const found = this.usableToken('confirm', token);
    return found && { sub: found.sub, registration: found.registration };
  }

  /** Spends every unused token of `purpose` for the account (a reset spends pending confirmations). */
  spendTokens(sub: string, purpose: TokenPurpose): void {
    this.db
      .prepare('UPDATE one_time_tokens SET used_at = ? WHERE sub = ? AND purpose = ? AND used_at IS NULL')
      .run(this.now(), sub, purpose);
  }

  /** Remembers that this browser (its `sso_device` id) signed in to the account (sign-in-limits.ts). */
  rememberDevice(sub: string, deviceId: string): void {
    const now = this.now();
    this.db
      .prepare(
        `INSERT INTO known_devices (sub, device_hash, last_seen_at) VALUES (?, ?, ?)
         ON CONFLICT (sub, device_hash) DO UPDATE SET last_seen_at = excluded.last_seen_at`,
      )
      .run(sub, deviceHash(deviceId), now);
    this.db.prepare('DELETE FROM known_devices WHERE last_seen_at < ?').run(now - DEVICE_MEMORY_MS);
  }

  /** Whether this browser signed in to the account within the last year. */
  knowsDevice(sub: string, deviceId: string): boolean {
    return (
      this.db
        .prepare('SELECT 1 FROM known_devices WHERE sub = ? AND device_hash = ? AND last_seen_at >= ?')
        .get(sub, deviceHash(deviceId), this.now() - DEVICE_MEMORY_MS) !== undefined
    );
  }

  /**
   * Uses up a token and runs `then` for its account in one transaction; the other unused tokens of
   * the same purpose for the account are spent too. Undefined (and nothing done) when not usable.
   */
  consumeToken(
    purpose: TokenPurpose,
    token: string,
    then?: (sub: string, registration: Registration | undefined) => void,
  ): string | undefined {
    return this.db.transaction((): string | undefined => {
      const found = this.usableToken(purpose, token);
      if (found === undefined) return undefined;
      this.db
        .prepare('UPDATE one_time_tokens SET used_at = ? WHERE sub = ? AND purpose = ? AND used_at IS NULL')
        .run(this.now(), found.sub, purpose);
      then?.(found.sub, found.registration);
      return found.sub;
    })();
  }
}
