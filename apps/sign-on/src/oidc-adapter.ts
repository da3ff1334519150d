import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { Db } from './database.js';

const epoch = () => Math.floor(Date.now() / 1000);

/**
 * oidc-provider's storage in the SQLite file, so sessions, grants and refresh tokens survive a
 * restart. One table for every model; expired rows are never returned and are swept now and then.
 */
export function sqliteAdapter(db: Db): AdapterFactory {
  const upsert = db.prepare(
    `INSERT INTO oidc_models (model, id, payload, grant_id, uid, user_code, expires_at, consumed_at)
     VALUES (@model, @id, @payload, @grant_id, @uid, @user_code, @expires_at, NULL)
     ON CONFLICT (model, id) DO UPDATE SET payload = excluded.payload, grant_id = excluded.grant_id,
       uid = excluded.uid, user_code = excluded.user_code, expires_at = excluded.expires_at`,
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
  const revokeByGrantId = db.prepare(
    `DELETE FROM oidc_models WHERE grant_id = ? AND model IN ('AccessToken', 'AuthorizationCode', 'RefreshToken',
       'DeviceCode', 'BackchannelAuthenticationRequest', 'PreAuthorizedCode')`,
  );
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
