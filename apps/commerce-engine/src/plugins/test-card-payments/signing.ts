import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { TestCardOutcome, TestCardResultCode } from './constants';

/** What a card token carries: the outcome and display data, never the card number. */
export interface CardTokenPayload {
  outcome: TestCardOutcome;
  brand: string;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
  /** Expiry of the token itself (epoch ms). */
  exp: number;
  /** Random id: a token pays once. */
  nonce: string;
}

/** What a challenge reference carries: which payment, which result. */
export interface ChallengeRefPayload {
  paymentId: string;
  resultCode: TestCardResultCode;
  exp: number;
}

const TOKEN_PREFIX = 'tct_';
const REF_PREFIX = 'tcr_';

function sign(secret: string, purpose: string, body: string): string {
  return createHmac('sha256', secret).update(`${purpose}.${body}`).digest('base64url');
}

function seal(secret: string, purpose: string, payload: object): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${sign(secret, purpose, body)}`;
}

function open(secret: string, purpose: string, sealed: string): unknown {
  const dot = sealed.indexOf('.');
  if (dot < 1) return undefined;
  const body = sealed.slice(0, dot);
  const given = Buffer.from(sealed.slice(dot + 1));
  const expected = Buffer.from(sign(secret, purpose, body));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    return JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
}

export function createCardToken(
  secret: string,
  card: Omit<CardTokenPayload, 'exp' | 'nonce'>,
  ttlMs: number,
  now = Date.now(),
): { token: string; payload: CardTokenPayload } {
  const payload: CardTokenPayload = { ...card, exp: now + ttlMs, nonce: randomBytes(12).toString('base64url') };
  return { token: TOKEN_PREFIX + seal(secret, 'card-token', payload), payload };
}

export type VerifyResult<T> = { ok: true; payload: T } | { ok: false; reason: 'invalid' | 'expired' };

export function verifyCardToken(secret: string, token: unknown, now = Date.now()): VerifyResult<CardTokenPayload> {
  if (typeof token !== 'string' || !token.startsWith(TOKEN_PREFIX) || token.length > 2000) return { ok: false, reason: 'invalid' };
  const p = open(secret, 'card-token', token.slice(TOKEN_PREFIX.length)) as CardTokenPayload | undefined;
  if (!p || typeof p.exp !== 'number' || !['authorise', 'refuse', 'challenge'].includes(p.outcome)) {
    return { ok: false, reason: 'invalid' };
  }
  return p.exp < now ? { ok: false, reason: 'expired' } : { ok: true, payload: p };
}

export function createChallengeRef(
  secret: string,
  paymentId: string,
  resultCode: TestCardResultCode,
  ttlMs: number,
  now = Date.now(),
): string {
  return REF_PREFIX + seal(secret, 'challenge-ref', { paymentId, resultCode, exp: now + ttlMs });
}

export function verifyChallengeRef(secret: string, ref: unknown, now = Date.now()): VerifyResult<ChallengeRefPayload> {
  if (typeof ref !== 'string' || !ref.startsWith(REF_PREFIX) || ref.length > 2000) return { ok: false, reason: 'invalid' };
  const p = open(secret, 'challenge-ref', ref.slice(REF_PREFIX.length)) as ChallengeRefPayload | undefined;
  if (!p || typeof p.paymentId !== 'string' || (p.resultCode !== 'Authorised' && p.resultCode !== 'Refused')) {
    return { ok: false, reason: 'invalid' };
  }
  return p.exp < now ? { ok: false, reason: 'expired' } : { ok: true, payload: p };
}
