import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Small node:crypto helpers shared by the CSRF and signed-request modules (server code only). */

/** HMAC-SHA256 of `data` with `secret`, hex. */
export function hmacHex(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('hex');
}

/** HMAC-SHA256 of `data` with `secret`, base64url. */
export function hmacBase64Url(secret: string, data: string): string {
  return createHmac('sha256', secret).update(data, 'utf8').digest('base64url');
}

/** SHA-256 of a UTF-8 string, hex. */
export function sha256Hex(data: string): string {
  return createHash('sha256').update(data, 'utf8').digest('hex');
}

/** `bytes` random bytes, base64url (32 bytes -> 43 characters). */
export function randomBase64Url(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** Constant-time comparison of two strings (false at once when the lengths differ, which leaks only the length). */
export function safeEqual(given: string, expected: string): boolean {
  const a = Buffer.from(given, 'utf8');
  const b = Buffer.from(expected, 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}
