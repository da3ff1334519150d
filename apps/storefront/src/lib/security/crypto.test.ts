import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacBase64Url, hmacHex, randomBase64Url, safeEqual, sha256Hex } from './crypto';

describe('crypto helpers', () => {
  it('compute HMAC-SHA256 and SHA-256 like node:crypto', () => {
    expect(hmacHex('k', 'data')).toBe(createHmac('sha256', 'k').update('data').digest('hex'));
    expect(hmacBase64Url('k', 'data')).toBe(createHmac('sha256', 'k').update('data').digest('base64url'));
    expect(sha256Hex('ไทย')).toBe(createHash('sha256').update(Buffer.from('ไทย', 'utf8')).digest('hex'));
  });

  it('make random base64url strings of the right length', () => {
    const a = randomBase64Url(32);
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(randomBase64Url(32)).not.toBe(a);
    expect(randomBase64Url(16)).toHaveLength(22);
  });

  it('compare strings, including different lengths', () => {
    expect(safeEqual('abc', 'abc')).toBe(true);
    expect(safeEqual('abc', 'abd')).toBe(false);
    expect(safeEqual('abc', 'abcd')).toBe(false);
    expect(safeEqual('', '')).toBe(true);
  });
});
