import { describe, expect, it } from 'vitest';
import { base32Decode, totp } from './totp';

// RFC 6238 appendix B, SHA-1: the secret is the ASCII "12345678901234567890".
const SECRET = base32Decode('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ');

describe('totp', () => {
  it("answers RFC 6238's test vectors (their last six of eight digits)", () => {
    expect(SECRET.toString('ascii')).toBe('12345678901234567890');
    expect(totp(SECRET, 59_000, 8)).toBe('94287082');
    expect(totp(SECRET, 1_111_111_109_000, 8)).toBe('07081804');
    expect(totp(SECRET, 2_000_000_000_000, 8)).toBe('69279037');
    expect(totp(SECRET, 59_000)).toBe('287082');
  });
  it('reads a secret as apps show it, and refuses what is not base32', () => {
    expect(base32Decode('gezd gnbv gy3t qojq gezd gnbv gy3t qojq')).toEqual(SECRET);
    expect(() => base32Decode('not base32!')).toThrow(/base32/);
  });
});
