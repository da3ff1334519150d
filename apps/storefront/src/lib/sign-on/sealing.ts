import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Sealing of what the sign-on store keeps that could act as a credential (an engine session
 * token, a refreshed token set): AES-256-GCM with a key derived from the storefront's
 * CSRF_SECRET by HKDF-SHA256 under its own label, so the CSRF key itself is never used twice.
 * The record's key is the additional data: a sealed value moved to another key does not open.
 * Token hashes name records without holding the token (`kind` keeps the namespaces apart).
 */
export type SealingKey = Buffer & { readonly __sealingKey: unique symbol };

const INFO = 'talat/sign-on-store/v1';

export function sealingKey(secret: string): SealingKey {
  return Buffer.from(hkdfSync('sha256', secret, 'talat-storefront', INFO, 32)) as SealingKey;
}

/** base64url(iv 12 bytes | tag 16 bytes | ciphertext). */
export function seal(key: SealingKey, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** The plaintext, or null when the value was not sealed with this key for this `aad`. */
export function open(key: SealingKey, sealed: string, aad: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    if (raw.length < 28) return null;
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

export type TokenKind = 'session' | 'refresh' | 'sid' | 'sub' | 'jti';

/** SHA-256 of `kind:value`, base64url: names a record without holding the token. */
export function tokenHash(kind: TokenKind, value: string): string {
  return createHash('sha256').update(`${kind}:${value}`, 'utf8').digest('base64url');
}
