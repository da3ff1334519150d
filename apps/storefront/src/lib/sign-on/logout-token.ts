import type { JWTHeaderParameters, JWTPayload } from 'jose';
import { z } from 'zod';

/**
 * The claims of an OpenID Connect Back-Channel Logout 1.0 logout token (section 2.4), checked as
 * section 2.6 asks once the signature, `iss`, `aud`, `iat` and `exp` have been verified
 * (oidc-client.ts `verifyLogoutToken`): typed `logout+jwt` when typed at all (an ID token is
 * never taken for one), the back-channel logout event, `sub` and/or `sid`, no `nonce`, and a
 * `jti` to refuse a replay with.
 */
export const BACKCHANNEL_LOGOUT_EVENT = 'http://schemas.openid.net/event/backchannel-logout';
/** A logout token older than this (by `iat`) is refused. */
export const LOGOUT_TOKEN_MAX_AGE_SECONDS = 300;

export interface LogoutClaims {
  sub?: string;
  sid?: string;
  jti: string;
  iat: number;
  exp?: number;
}

const claimsSchema = z.object({
  sub: z.string().min(1).max(255).optional(),
  sid: z.string().min(1).max(255).optional(),
  jti: z.string().min(1).max(255),
  iat: z.number(),
  exp: z.number().optional(),
  events: z.record(z.string(), z.unknown()),
});

/** The logout claims, or the reason the token is not a logout token. */
export function logoutClaimsOf(
  header: JWTHeaderParameters,
  payload: JWTPayload,
): { ok: true; claims: LogoutClaims } | { ok: false; reason: string } {
  if (header.typ !== undefined && !/^(application\/)?logout\+jwt$/i.test(header.typ)) return { ok: false, reason: `typ ${header.typ}` };
  if ('nonce' in payload) return { ok: false, reason: 'a nonce (an ID token?)' };
  const parsed = claimsSchema.safeParse(payload);
  if (!parsed.success) return { ok: false, reason: `claims: ${parsed.error.issues.map((i) => i.path.join('.')).join(', ')}` };
  const { sub, sid, jti, iat, exp, events } = parsed.data;
  const event = events[BACKCHANNEL_LOGOUT_EVENT];
  if (typeof event !== 'object' || event === null || Array.isArray(event)) return { ok: false, reason: 'no back-channel logout event' };
  if (!sub && !sid) return { ok: false, reason: 'neither sub nor sid' };
  return { ok: true, claims: { sub, sid, jti, iat, exp } };
}

/** Until when (epoch ms) a token's `jti` must be remembered: it is refused after both its expiry and its maximum age. */
export function rememberJtiUntil(claims: LogoutClaims, clockToleranceSeconds = 5): number {
  const until = Math.max(claims.exp ?? 0, claims.iat + LOGOUT_TOKEN_MAX_AGE_SECONDS);
  return (until + clockToleranceSeconds) * 1000;
}
