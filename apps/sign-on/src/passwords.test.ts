import { describe, expect, it } from 'vitest';
import { hashPassword, verifyAgainstDummy, verifyPassword } from './passwords.js';

describe('passwords', () => {
  it('hash with scrypt and a fresh salt, and verify', async () => {
    const a = await hashPassword('Somchai-2026');
    const b = await hashPassword('Somchai-2026');
    expect(a).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(await verifyPassword('Somchai-2026', a)).toBe(true);
    expect(await verifyPassword('somchai-2026', a)).toBe(false);
  });

  it('never match a malformed stored hash, or the dummy', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$0$8$1$aa$bb')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });
});
