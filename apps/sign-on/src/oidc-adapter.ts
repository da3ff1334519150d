import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from './database.js';

const epoch = () => Math.floor(Date.now() / 1000);

/** The models oidc-provider ties to a grant (as its memory adapter does): what revoking a grant deletes. */
const GRANT_MODELS = [
  'AccessToken',
  'AuthorizationCode',
  'RefreshToken',
  'DeviceCode',
  'BackchannelAuthenticationRequest',
  'PreAuthorizedCode',
]
  .map((m) => `'${m}'`)
  .join(', ');

/**
 * oidc-provider's storage in the SQLite file, so sessions, grants and refresh tokens survive a
 * restart. One table for every model; expired rows are never returned and are swept now and then.
 */
export function sqliteAdapter(db: Db): AdapterFactory {
  const upsert = db.prepare(
    `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at, account_id)
     VALUES (@model, @id, @payload, @grant_id, @uid, @user_code, @expires_at, NULL, @account_id)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
       uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at,
       account_id = excluded.account_id`,
  );
  const findById = db.prepare(
    'SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND id = ? AND (expires_at IS NULL OR expires_at > ?)',
  );
  const findByUid = db.prepare(
    'SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND uid = ? AND (expires_at IS NULL OR expires_at > ?)',
  );
  const findByUserCode = db.prepare(
    'SELECT payload, consumed_at FROM oidc_models WHERE model = ? AND user_code = ? AND (expires_at IS NULL OR expires_at > ?)',
  );
  const consume = db.prepare('UPDATE oidc_models SET consumed_at = ? WHERE model = ? AND id = ?');
  const destroy = db.prepare('DELETE FROM oidc_models WHERE model = ? AND id = ?');
  // The models oidc-provider ties to a grant (as its memory adapter does).
  const revokeByGrantId = db.prepare(`DELETE FROM oidc_models WHERE grant_id = ? AND model IN (${GRANT_MODELS})`);
  const sweep = db.prepare('DELETE FROM oidc_models WHERE expires_at IS NOT NULL AND expires_at <= ?');
  let writes = 0;

  const read = (row: unknown): AdapterPayload | undefined => {
    if (!row) return undefined;
    const { payload, consumed_at } = row as { payload: string; consumed_at: number | null };
    const parsed = JSON.parse(payload) as AdapterPayload;
    return consumed_at === null ? parsed : { ...parsed, consumed: consumed_at };
  };

  class SqliteAdapter implements Adapter {
    constructor(private readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      upsert.run({
        model: this.model,
        id,
        payload: JSON.stringify(payload),
        grant_id: typeof payload.grantId === 'string' ? payload.grantId : null,
        uid: typeof payload.uid === 'string' ? payload.uid : null,
        user_code: typeof payload.userCode === 'string' ? payload.userCode : null,
        account_id: typeof payload.accountId === 'string' ? payload.accountId : null,
        expires_at: typeof expiresIn === 'number' ? epoch() + expiresIn : null,
      });
      if (++writes % 500 === 0) sweep.run(epoch());
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return read(findById.get(this.model, id, epoch()));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return read(findByUid.get(this.model, uid, epoch()));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return read(findByUserCode.get(this.model, userCode, epoch()));
    }

    async consume(id: string): Promise<void> {
      consume.run(epoch(), this.model, id);
    }

    async destroy(id: string): Promise<void> {
      destroy.run(this.model, id);
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      revokeByGrantId.run(grantId);
    }
  }

  sweep.run(epoch());
  return (model: string) => new SqliteAdapter(model);
}

/**
 * What ending sessions needs beyond the adapter's interface: a grant revoked with every token
 * issued under it (as oidc-provider's own revocation does), and everything of one account found
 * by the `account_id` column (a password reset ends all of it).
 */
export class OidcRecords {
  private readonly revokeTokens;
  private readonly destroyGrant;
  private readonly byAccount;
  private readonly sessionsOf;

  constructor(private readonly db: Db) {
    this.revokeTokens = db.prepare(`DELETE FROM oidc_models WHERE grant_id = ? AND model IN (${GRANT_MODELS})`);
    this.destroyGrant = db.prepare("DELETE FROM oidc_models WHERE model = 'Grant' AND id = ?");
    this.byAccount = db.prepare(`DELETE FROM oidc_models WHERE account_id = ? AND model IN ('Grant', ${GRANT_MODELS})`);
    this.sessionsOf = db.prepare("DELETE FROM oidc_models WHERE model = 'Session' AND account_id = ?");
  }

  /** The grant and its tokens (access and refresh tokens, codes) are gone. */
  revokeGrant(grantId: string): void {
    this.db.transaction(() => {
      this.revokeTokens.run(grantId);
      this.destroyGrant.run(grantId);
    })();
  }

  /** Every grant and token of the account; answers how many records went. */
  revokeAccount(accountId: string): number {
    return this.byAccount.run(accountId).changes;
  }

  /** Every provider session of the account (its browsers are signed out here). */
  endSessionsOf(accountId: string): number {
    return this.sessionsOf.run(accountId).changes;
  }
}
