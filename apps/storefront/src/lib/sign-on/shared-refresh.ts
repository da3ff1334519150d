import type { SignOnClaims } from '@talat/commerce';
import { z } from 'zod';
import { randomBase64Url } from '../security/crypto';
import { isSignOnError, SignOnError, type TokenSet } from './oidc-client';
import { open, seal, tokenHash, type SealingKey } from './sealing';
import type { SignOnStore } from './sign-on-store';

/**
 * One refresh per refresh token, shared by every request that carries it, in this process and
 * (with Redis) in every storefront process. The provider rotates refresh tokens on every use and
 * treats a second use of an old one as theft (it revokes the whole grant), so a page and its
 * prefetches, two tabs, two processes behind nginx, or a slow request that left with the old
 * cookie must not each present it. The first request takes a short lock
 * (`talat:so:refreshing:<refresh token hash>`, 15 s) and asks the provider; its outcome is kept,
 * sealed, at `talat:so:refreshed:<hash>` (the new tokens for 30 s at most, never longer than the
 * access token lives; a refusal for 5 s), and the others wait for it and take the same new
 * tokens. The ID token was verified by whoever asked; the seal (sealing.ts) vouches for it.
 */
export interface RefreshedSignOn extends SignOnClaims {
  tokens: TokenSet;
  /** The verified ID token's `sub`, `sid`, and the claims a commerce backend is given (SignOnClaims). */
  sub: string;
  sid?: string;
}

export interface SharedRefreshOptions {
  store: SignOnStore;
  key: SealingKey;
  keepMs?: number;
  failureKeepMs?: number;
  lockMs?: number;
  /** How long a request waits for another's refresh before it gives up (a 503). */
  waitMs?: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const tokenSetSchema = z.object({
  accessToken: z.string(),
  idToken: z.string(),
  expiresIn: z.number(),
  refreshToken: z.string().optional(),
});
const keptSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    tokens: tokenSetSchema,
    sub: z.string(),
    sid: z.string().optional(),
    email: z.string().optional(),
    email_verified: z.boolean().optional(),
    given_name: z.string().optional(),
    family_name: z.string().optional(),
    at: z.number(),
  }),
  z.object({ ok: z.literal(false), status: z.number().int() }),
]);
type Kept = z.infer<typeof keptSchema>;

export function createSharedRefresh(options: SharedRefreshOptions) {
  const { store, key } = options;
  const keepMs = options.keepMs ?? 30_000;
  const failureKeepMs = options.failureKeepMs ?? 5_000;
  const lockMs = options.lockMs ?? 15_000;
  const waitMs = options.waitMs ?? 15_000;
  const pollMs = options.pollMs ?? 100;
  const now = options.now ?? Date.now;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const inflight = new Map<string, Promise<RefreshedSignOn>>();

  async function read(resultKey: string): Promise<Kept | null> {
    const sealed = await store.get(resultKey);
    const opened = sealed ? open(key, sealed, resultKey) : null;
    if (!opened) return null;
    try {
      const parsed = keptSchema.safeParse(JSON.parse(opened));
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  function write(resultKey: string, kept: Kept, ttlMs: number): Promise<void> {
    return store.put(resultKey, seal(key, JSON.stringify(kept), resultKey), Math.max(1, ttlMs));
  }

  /** The kept outcome as this request's: the access token with the life it has left. */
  function outcomeOf(kept: Kept): RefreshedSignOn {
    if (!kept.ok) throw new SignOnError(kept.status, 'The shared refresh of this sign-on was refused');
    const left = Math.floor(kept.tokens.expiresIn - (now() - kept.at) / 1000);
    const { ok: _ok, at: _at, tokens, ...claims } = kept;
    return { ...claims, tokens: { ...tokens, expiresIn: Math.max(1, left) } };
  }

  async function shared(hash: string, attempt: () => Promise<RefreshedSignOn>): Promise<RefreshedSignOn> {
    const resultKey = `talat:so:refreshed:${hash}`;
    const lockKey = `talat:so:refreshing:${hash}`;
    const owner = randomBase64Url(12);
    const deadline = now() + waitMs;
    for (;;) {
      const kept = await read(resultKey);
      if (kept) return outcomeOf(kept);
      if (await store.putNew(lockKey, owner, lockMs)) {
        try {
          // Another may have finished between the read and the lock.
          const late = await read(resultKey);
          if (late) return outcomeOf(late);
          const out = await attempt();
          const at = now();
          await write(resultKey, { ...out, ok: true, at }, Math.min(keepMs, out.tokens.expiresIn * 1000));
          return out;
        } catch (error) {
          if (isSignOnError(error) && !(await read(resultKey))) await write(resultKey, { ok: false, status: error.status }, failureKeepMs);
          throw error;
        } finally {
          await store.deleteIf(lockKey, owner);
        }
      }
      if (now() >= deadline) throw new SignOnError(503, 'A refresh of this sign-on under way elsewhere did not finish');
      await sleep(pollMs);
    }
  }

  return {
    /** The refreshed sign-on for `refreshToken`: `attempt` (refresh and verify) runs once for all who ask. */
    run(refreshToken: string, attempt: () => Promise<RefreshedSignOn>): Promise<RefreshedSignOn> {
      const hash = tokenHash('refresh', refreshToken);
      const running = inflight.get(hash);
      if (running) return running;
      const started = shared(hash, attempt).finally(() => inflight.delete(hash));
      inflight.set(hash, started);
      return started;
    },
  };
}

export type SharedRefresh = ReturnType<typeof createSharedRefresh>;
