/** Who signed on, from a verified ID token. */
export interface SignOnClaims {
  /** The provider's stable account id (`sub`). */
  sub: string;
  /** Lower-case and trimmed, as the engine stores customer email addresses. */
  email: string;
  /** `given_name` / `family_name`, trimmed; empty when the token has none. */
  firstName: string;
  lastName: string;
}

export type ClaimsResult = { ok: true; claims: SignOnClaims } | { ok: false; reason: string };

const MAX_SUB = 255;
const MAX_EMAIL = 254;
const MAX_NAME = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function text(value: unknown, max: number): string {
  return typeof value === 'string' ? value.trim().slice(0, max) : '';
}

/**
 * Reads the claims the shop needs from an ID token whose signature, issuer, audience and expiry
 * were already checked: `sub`, a verified `email` (`email_verified` must be `true`), the names.
 * When the token names several audiences, `azp` must be this shop's client id (OIDC Core 3.1.3.7).
 */
export function readSignOnClaims(payload: Record<string, unknown>, clientId: string): ClaimsResult {
  const sub = payload.sub;
  if (typeof sub !== 'string' || sub.trim() === '') return { ok: false, reason: 'no sub claim' };
  if (sub.length > MAX_SUB) return { ok: false, reason: 'sub claim too long' };
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== clientId) {
    return { ok: false, reason: 'azp is not this client' };
  }
  const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : '';
  if (!email) return { ok: false, reason: 'no email claim' };
  if (email.length > MAX_EMAIL || !EMAIL.test(email)) return { ok: false, reason: 'email claim is not an email address' };
  if (payload.email_verified !== true) return { ok: false, reason: 'email not verified' };
  return {
    ok: true,
    claims: { sub, email, firstName: text(payload.given_name, MAX_NAME), lastName: text(payload.family_name, MAX_NAME) },
  };
}
