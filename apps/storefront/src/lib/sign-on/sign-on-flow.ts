import { createHash } from 'node:crypto';
import { hmacBase64Url, randomBase64Url, safeEqual } from '../security/crypto';
import type { Locale } from '../locale/locales';

/**
 * One pending authorization request (the `s7-auth-flow` cookie, http-only, 10 minutes): the
 * `state` the provider must send back, the `nonce` the ID token must carry, the PKCE verifier,
 * why it started and where the shopper returns. Signed with the server's secret so that the
 * return path and the mode cannot be edited in the browser.
 */
export type FlowMode = 'login' | 'switch-account' | 'refresh';

export interface AuthFlow {
  state: string;
  nonce: string;
  verifier: string;
  mode: FlowMode;
  returnTo: string;
  locale: Locale;
  /** Epoch ms. */
  createdAt: number;
}

export const FLOW_TTL_MS = 10 * 60 * 1000;

export function newFlow(input: { mode: FlowMode; returnTo: string; locale: Locale }, now = Date.now()): AuthFlow {
  return { state: randomBase64Url(24), nonce: randomBase64Url(24), verifier: randomBase64Url(48), createdAt: now, ...input };
}

/** PKCE S256: base64url(sha256(verifier)). */
export function codeChallengeOf(verifier: string): string {
  return createHash('sha256').update(verifier).digest('base64url');
}

export function encodeFlow(flow: AuthFlow, secret: string): string {
  const body = Buffer.from(JSON.stringify(flow)).toString('base64url');
  return `${body}.${hmacBase64Url(secret, `auth-flow.${body}`)}`;
}

const MODES: readonly FlowMode[] = ['login', 'switch-account', 'refresh'];

/** The flow of a cookie value, or null when missing, forged, malformed or expired. */
export function decodeFlow(raw: string | undefined, secret: string, now = Date.now()): AuthFlow | null {
  if (!raw || raw.length > 4000) return null;
  const dot = raw.indexOf('.');
  if (dot < 1) return null;
  const body = raw.slice(0, dot);
  if (!safeEqual(raw.slice(dot + 1), hmacBase64Url(secret, `auth-flow.${body}`))) return null;
  let flow: Partial<AuthFlow>;
  try {
    flow = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<AuthFlow>;
  } catch {
    return null;
  }
  const strings = [flow.state, flow.nonce, flow.verifier, flow.returnTo, flow.locale].every((v) => typeof v === 'string' && v.length > 0);
  if (!strings || !MODES.includes(flow.mode as FlowMode) || typeof flow.createdAt !== 'number') return null;
  if (now - flow.createdAt > FLOW_TTL_MS || flow.createdAt > now + 60_000) return null;
  return flow as AuthFlow;
}
