import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import type { LogoutNotifier } from './backchannel-logout.js';
import type { AppLog } from './app-log.js';
import type { OidcRecords } from './oidc-adapter.js';

/**
 * Sessions that end (issue 28): what the shop holds ends with what ended here.
 *
 * | event here | grants revoked | logout token to the storefront |
 * |---|---|---|
 * | sign-out at the sister site (its account page, `endSession`) | that session's | `sub` + `sid` of the session |
 * | RP-initiated logout (`/session/end/confirm`) | that session's | `sub` + `sid` (oidc-provider sends it) |
 * | password reset | every grant and token of the account; its provider sessions end | `sub` only: every session |
 * | a rotated refresh token used again | its grant (oidc-provider revokes it) | `sub` + the grant's `sid` |
 *
 * Refresh tokens are not bound to the provider session (`expiresWithSession` false: an account
 * switch at the sister site or the shop's own sign-off must not end them on their own), so these
 * revocations are done here rather than by oidc-provider's session binding.
 */

/** What a provider session says about the clients it signed in to. */
export interface SessionSnapshot {
  accountId: string | undefined;
  authorizations: Record<string, { sid?: string; grantId?: string }>;
}

export const snapshotOf = (session: { accountId?: string; authorizations?: SessionSnapshot['authorizations'] }): SessionSnapshot => ({
  accountId: session.accountId || undefined,
  authorizations: structuredClone(session.authorizations ?? {}),
});

export class SessionEnding {
  constructor(
    private readonly deps: {
      records: OidcRecords;
      notifier: LogoutNotifier;
      /** The clients told of an account-wide logout (those with a back-channel logout URI). */
      clientIds: readonly string[];
      log: AppLog;
    },
  ) {}

  get notifier(): LogoutNotifier {
    return this.deps.notifier;
  }

  /** The grants of these clients of the session are revoked (their refresh tokens stop working). */
  revokeSessionGrants(session: SessionSnapshot, clientIds: readonly string[] = Object.keys(session.authorizations)): void {
    for (const clientId of clientIds) {
      const grantId = session.authorizations[clientId]?.grantId;
      if (grantId) this.deps.records.revokeGrant(grantId);
    }
  }

  /**
   * The shopper signed out of this provider session at the sister site: every client it signed in
   * to loses that grant and is told, with the session's `sid`, in the background.
   */
  signedOut(session: SessionSnapshot): void {
    this.revokeSessionGrants(session);
    const { accountId } = session;
    if (!accountId) return;
    for (const [clientId, { sid }] of Object.entries(session.authorizations)) {
      void this.deps.notifier.notify(clientId, accountId, sid, 'sign-out');
    }
  }

  /**
   * A password was reset: whoever held the old one may hold sessions and tokens too. Every grant
   * and token of the account is revoked and its provider sessions end now; each client is told,
   * with `sub` only, to end every session of the account.
   */
  passwordReset(sub: string): void {
    const tokens = this.deps.records.revokeAccount(sub);
    const sessions = this.deps.records.endSessionsOf(sub);
    this.deps.log.info(`sign-on: password reset: ${tokens} grant(s) and token(s), ${sessions} session(s) ended`);
    for (const clientId of this.deps.clientIds) void this.deps.notifier.notify(clientId, sub, undefined, 'password reset');
  }

  /** oidc-provider found a used refresh token again and revoked its grant: both holders' shop sessions end. */
  refreshTokenReused(clientId: string, sub: string, sid: string | undefined): void {
    this.deps.log.warn(`sign-on: a rotated refresh token of ${clientId} was used again; its grant is revoked`);
    void this.deps.notifier.notify(clientId, sub, sid, 'refresh token reused');
  }
}

/**
 * Hooks the ending into oidc-provider's own routes:
 * - `POST /session/end/confirm` (RP-initiated logout, and the logout before an account switch
 *   inside an authorization): oidc-provider sends the logout tokens itself, but revokes a grant
 *   only when its tokens were bound to the session; the clients whose authorizations the request
 *   removed (all of them, once the session is destroyed) lose their grants here.
 * - the token endpoint: a refresh token refused because it was already used (oidc-provider has
 *   just revoked its grant) is a stolen or replayed token; the storefront is told.
 * - a logout token oidc-provider failed to deliver is retried by the notifier.
 */
export function installSessionEnding(provider: Provider, ending: SessionEnding, log: AppLog): void {
  const confirmPath = new URL(provider.urlFor('end_session_confirm')).pathname;

  provider.use(async (ctx, next) => {
    const before = ctx.method === 'POST' && ctx.path === confirmPath ? snapshotOf(await provider.Session.get(ctx)) : undefined;
    await next();
    const oidc = (ctx as Partial<KoaContextWithOIDC>).oidc;
    if (before && ctx.status === 303 && oidc?.session) {
      const session = oidc.session as unknown as { destroyed?: boolean; authorizations?: Record<string, unknown> };
      const remaining = session.destroyed ? {} : (session.authorizations ?? {});
      ending.revokeSessionGrants(
        before,
        Object.keys(before.authorizations).filter((clientId) => !(clientId in remaining)),
      );
    }
    if (oidc?.route === 'token' && ctx.status === 400 && oidc.params?.grant_type === 'refresh_token') {
      const used = oidc.entities.RefreshToken;
      if (used?.consumed && used.accountId) ending.refreshTokenReused(used.clientId ?? '', used.accountId, used.sid);
    }
  });

  provider.on('backchannel.error', (_ctx: unknown, error: unknown, client: unknown, accountId: string, sid: string) =>
    ending.notifier.failedElsewhere(client, accountId, sid, 'sign-out', error),
  );
  provider.on('backchannel.success', (_ctx: unknown, client: { clientId: string }) =>
    log.info(`sign-on: back-channel logout (sign-out) delivered to ${client.clientId}`),
  );
}
