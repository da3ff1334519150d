import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ID_TOKEN_ALGORITHMS } from './constants';
import { ClaimsResult, readSignOnClaims } from './id-token-claims';

export interface IdTokenVerifierSettings {
  issuer: string;
  clientId: string;
  /** The provider's public keys (`createRemoteJWKSet` in the engine, a local set in tests). */
  keys: JWTVerifyGetKey;
  clockToleranceSeconds: number;
}

/** Longer than any real ID token; refused before any parsing. */
const MAX_TOKEN_LENGTH = 16_384;

/** The provider's keys, fetched when first needed and cached by jose (refetched for an unknown `kid`). */
export function remoteKeys(jwksUrl: string): JWTVerifyGetKey {
  return createRemoteJWKSet(new URL(jwksUrl));
}

/**
 * Checks an ID token of the sign-on provider: the signature against the provider's keys (RS256 or
 * ES256 only), `iss`, `aud`, `exp` (required, with a small clock tolerance), then the claims the
 * shop needs (`readSignOnClaims`). Answers a reason instead of throwing; the reason never
 * contains the token.
 */
export class IdTokenVerifier {
  constructor(private readonly settings: IdTokenVerifierSettings) {}

  async verify(idToken: unknown): Promise<ClaimsResult> {
    if (typeof idToken !== 'string' || idToken === '' || idToken.length > MAX_TOKEN_LENGTH) {
      return { ok: false, reason: 'malformed token' };
    }
    const { issuer, clientId, keys, clockToleranceSeconds } = this.settings;
    try {
      const { payload } = await jwtVerify(idToken, keys, {
        issuer,
        audience: clientId,
        algorithms: ID_TOKEN_ALGORITHMS,
        clockTolerance: clockToleranceSeconds,
        requiredClaims: ['exp'],
      });
      return readSignOnClaims(payload, clientId);
    } catch (error) {
      return { ok: false, reason: describeVerifyError(error) };
    }
  }
}

/** jose's error code and, for a failed claim check, the claim (`ERR_JWT_EXPIRED (exp)`). */
export function describeVerifyError(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) {
    return `${error.code} (${error.claim})`;
  }
  if (error instanceof errors.JOSEError) return error.code;
  return `keys unavailable: ${error instanceof Error ? error.name : 'error'}`;
}

const KEY_PROBLEMS = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

/** True when the reason is the provider's keys not answering (or unreadable) rather than a bad token. */
export function isKeyProblem(reason: string): boolean {
  return reason.startsWith('keys unavailable') || KEY_PROBLEMS.has(reason);
}
