import { createHash, randomBytes } from 'node:crypto';

/** What a one-time token is for; a token of one purpose never works for the other. */
export type TokenPurpose = 'confirm' | 'reset';

/** A new random token (256 bits, base64url) for the link, and the hash that is stored instead of it. */
export function newOneTimeToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashToken(token) };
}

/** SHA-256 (hex) of the token: enough for 256 random bits, and the database never holds a usable link. */
export const hashToken = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

/** Tokens in links are 43 base64url characters; anything else is refused before touching the database. */
export const looksLikeToken = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

export interface StoredToken {
  expiresAt: number;
  usedAt: number | null;
}

/** A stored token works once, before it expires (times in ms). */
export const isUsable = (token: StoredToken, now: number): boolean => token.usedAt === null && now < token.expiresAt;
