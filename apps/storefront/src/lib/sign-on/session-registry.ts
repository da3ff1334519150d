import { z } from 'zod';
import { SIGN_ON_MAX_AGE } from './sign-on-cookies';
import { open, seal, tokenHash, type SealingKey } from './sealing';
import type { SignOnStore } from './sign-on-store';

/**
 * Which shop sessions each sign-on at the provider gave, so that a logout token (OpenID Connect
 * Back-Channel Logout, backchannel-logout.ts) can end them, and the revoked set the proxy's
 * sign-on check reads (apply-check.ts). Records, all living as long as the sign-on cookies
 * (30 days) and named by token hashes (sealing.ts):
 * - `talat:so:session:<session hash>`: the engine session token, `sub` and `sid`, sealed;
 * - `talat:so:refresh:<session hash>`: the hashes of the refresh tokens given with that session;
 * - `talat:so:sid:<sid hash>`, `talat:so:sub:<sub hash>`: the session hashes of a provider
 *   session, of an account;
 * - `talat:so:revoked:<session or refresh token hash>`: an ended session's tokens;
 * - `talat:so:ended-sid:<sid hash>`: a provider session already ended, so that a sign-on that
 *   finishes after its logout token is revoked as it is recorded.
 */
export interface SignOnRecord {
  /** The provider's subject (the ID token's `sub`). */
  sub: string;
  /** The provider session (the ID token's `sid`), when the provider sends one. */
  sid?: string;
  /** The engine session the shopper got (`s7-cart-session`). */
  sessionToken: string;
  refreshToken?: string;
}

/** What a logout token names: one provider session (`sid`) or every session of an account (`sub` alone). */
export interface LogoutTarget {
  sub?: string;
  sid?: string;
}

export interface RegistryOptions {
  store: SignOnStore;
  key: SealingKey;
  /** Default: the sign-on cookies' 30 days. */
  ttlMs?: number;
}

const PREFIX = 'talat:so:';
const entrySchema = z.object({ sessionToken: z.string().min(1), sub: z.string().min(1), sid: z.string().min(1).optional() });

const keys = {
  entry: (sh: string) => `${PREFIX}session:${sh}`,
  refresh: (sh: string) => `${PREFIX}refresh:${sh}`,
  sid: (sid: string) => `${PREFIX}sid:${tokenHash('sid', sid)}`,
  sub: (sub: string) => `${PREFIX}sub:${tokenHash('sub', sub)}`,
  revoked: (hash: string) => `${PREFIX}revoked:${hash}`,
  endedSid: (sid: string) => `${PREFIX}ended-sid:${tokenHash('sid', sid)}`,
};

export function createSessionRegistry(options: RegistryOptions) {
  const { store, key } = options;
  const ttlMs = options.ttlMs ?? SIGN_ON_MAX_AGE * 1000;

  async function revokeHashes(hashes: string[]): Promise<void> {
    await Promise.all(hashes.map((hash) => store.put(keys.revoked(hash), '1', ttlMs)));
  }

  /** The record of a session, or null when gone or sealed with another secret (its hashes still revoke). */
  async function readEntry(sh: string): Promise<z.infer<typeof entrySchema> | null> {
    const sealed = await store.get(keys.entry(sh));
    const opened = sealed ? open(key, sealed, keys.entry(sh)) : null;
    if (!opened) return null;
    try {
      const parsed = entrySchema.safeParse(JSON.parse(opened));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  return {
    /** Records a sign-on (a code exchange, or a refresh with the engine session it kept or got). */
    async record(record: SignOnRecord): Promise<void> {
      const sh = tokenHash('session', record.sessionToken);
      const entry = { sessionToken: record.sessionToken, sub: record.sub, sid: record.sid };
      await store.put(keys.entry(sh), seal(key, JSON.stringify(entry), keys.entry(sh)), ttlMs);
      const adds = [{ key: keys.sub(record.sub), member: sh }];
      if (record.sid) adds.push({ key: keys.sid(record.sid), member: sh });
      const rh = record.refreshToken ? tokenHash('refresh', record.refreshToken) : undefined;
      if (rh) adds.push({ key: keys.refresh(sh), member: rh });
      await store.addToSets(adds, ttlMs);
      // The provider session ended while this sign-on was on its way: it is over already.
      if (record.sid && (await store.get(keys.endedSid(record.sid)))) await revokeHashes(rh ? [sh, rh] : [sh]);
    },

    /**
     * Ends the sessions a logout token names (with `sid`: that provider session's, of the same
     * account; with `sub` alone: every one of the account) and revokes their tokens. Answers the
     * engine session tokens to end at the engine (those whose record could be opened).
     */
    async end(target: LogoutTarget): Promise<string[]> {
      const setKey = target.sid ? keys.sid(target.sid) : target.sub ? keys.sub(target.sub) : null;
      if (!setKey) return [];
      if (target.sid) await store.put(keys.endedSid(target.sid), '1', ttlMs);
      const ended: string[] = [];
      for (const sh of await store.members(setKey)) {
        const entry = await readEntry(sh);
        // A session of another account under the same sid is not this token's to end.
        if (entry && target.sub && entry.sub !== target.sub) continue;
        await revokeHashes([sh, ...(await store.members(keys.refresh(sh)))]);
        await store.delete([keys.entry(sh), keys.refresh(sh)]);
        await store.removeFromSet(setKey, [sh]);
        if (entry) {
          if (entry.sid && !target.sid) await store.removeFromSet(keys.sid(entry.sid), [sh]);
          if (target.sid) await store.removeFromSet(keys.sub(entry.sub), [sh]);
          ended.push(entry.sessionToken);
        }
      }
      return ended;
    },

    /** Whether the request's engine session or refresh token belongs to an ended session (one lookup). */
    isRevoked(tokens: { sessionToken?: string; refreshToken?: string }): Promise<boolean> {
      const hashes: string[] = [];
      if (tokens.sessionToken) hashes.push(keys.revoked(tokenHash('session', tokens.sessionToken)));
      if (tokens.refreshToken) hashes.push(keys.revoked(tokenHash('refresh', tokens.refreshToken)));
      return store.hasAny(hashes);
    },
  };
}

export type SessionRegistry = ReturnType<typeof createSessionRegistry>;
