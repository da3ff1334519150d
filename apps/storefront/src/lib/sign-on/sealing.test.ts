import { describe, expect, it } from 'vitest';
import { open, seal, sealingKey, tokenHash } from './sealing';

describe('sealing', () => {
  const key = sealingKey('test-secret-of-sixteen');

  it('opens what it sealed for the same record', () => {
    // A token long enough that random ciphertext cannot hold it by chance (a two-letter one could: 1 run in ~60).
    const plain = '{"sessionToken":"engine-session-token-7f3a9c"}';
    const sealed = seal(key, plain, 'talat:so:session:a');
    expect(sealed).not.toContain('engine-session-token');
    expect(Buffer.from(sealed, 'base64url').toString('latin1')).not.toContain('engine-session-token');
    expect(open(key, sealed, 'talat:so:session:a')).toBe(plain);
  });

  it('does not open a value moved to another record, sealed with another secret, or edited', () => {
    const sealed = seal(key, 'secret', 'talat:so:session:a');
    expect(open(key, sealed, 'talat:so:session:b')).toBeNull();
    expect(open(sealingKey('another-secret-of-sixteen'), sealed, 'talat:so:session:a')).toBeNull();
    const raw = Buffer.from(sealed, 'base64url');
    raw.writeUInt8(raw.readUInt8(raw.length - 1) ^ 1, raw.length - 1);
    expect(open(key, raw.toString('base64url'), 'talat:so:session:a')).toBeNull();
    expect(open(key, 'short', 'talat:so:session:a')).toBeNull();
  });

  it('never derives the CSRF secret itself as the key, and each secret gives its own key', () => {
    expect(key.equals(Buffer.from('test-secret-of-sixteen'))).toBe(false);
    expect(key.equals(sealingKey('another-secret-of-sixteen'))).toBe(false);
    expect(key).toHaveLength(32);
  });
});

describe('tokenHash', () => {
  it('names a token without holding it, apart for each kind', () => {
    expect(tokenHash('session', 'abc')).toBe(tokenHash('session', 'abc'));
    expect(tokenHash('session', 'abc')).not.toBe(tokenHash('refresh', 'abc'));
    expect(tokenHash('session', 'abc')).not.toContain('abc');
  });
});
