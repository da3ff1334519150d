import { describe, expect, it } from 'vitest';
import { SignInLimits } from './sign-in-limits.js';

function limits(overrides: Partial<ConstructorParameters<typeof SignInLimits>[0]> = {}) {
  let now = 1_000_000;
  const l = new SignInLimits(
    {
      accountMax: 5,
      accountWindowSeconds: 900,
      accountCeiling: 10,
      accountCeilingWindowSeconds: 3600,
      accountSlowSeconds: 10,
      ...overrides,
    },
    () => now,
  );
  return { l, advance: (ms: number) => (now += ms) };
}

const unknown = () => false;
const known = () => true;

describe('SignInLimits', () => {
  it('limits failures per account and address: the stranger is stopped, the owner elsewhere is not', () => {
    const { l } = limits({ accountCeiling: 100 });
    for (let i = 0; i < 5; i += 1) {
      expect(l.check('Nok@Example.com', '203.0.113.7', unknown).allowed).toBe(true);
      l.failed('nok@example.com', '203.0.113.7');
    }
    expect(l.check('nok@example.com', '203.0.113.7', unknown)).toEqual({ allowed: false, retryAfterSeconds: 900 });
    expect(l.check('nok@example.com', '198.51.100.2', unknown).allowed).toBe(true);
    expect(l.check('other@example.com', '203.0.113.7', unknown).allowed).toBe(true);
  });

  it("clears an address's failures for the account when it signs in", () => {
    const { l } = limits();
    for (let i = 0; i < 4; i += 1) l.failed('a@example.com', '192.0.2.1');
    l.succeeded('a@example.com', '192.0.2.1');
    for (let i = 0; i < 4; i += 1) l.failed('a@example.com', '192.0.2.1');
    expect(l.check('a@example.com', '192.0.2.1', unknown).allowed).toBe(true);
  });

  it('past the ceiling, slows unknown clients to one check per interval among them all, without locking', () => {
    const { l, advance } = limits();
    // A guess spread over ten addresses reaches the account's ceiling.
    for (let i = 0; i < 10; i += 1) l.failed('nok@example.com', `198.51.100.${i}`);
    expect(l.check('nok@example.com', '192.0.2.50', unknown)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(l.check('nok@example.com', '192.0.2.51', unknown)).toEqual({ allowed: false, retryAfterSeconds: 10 });
    advance(4_000);
    expect(l.check('nok@example.com', '192.0.2.52', unknown)).toEqual({ allowed: false, retryAfterSeconds: 6 });
    advance(6_000);
    expect(l.check('nok@example.com', '192.0.2.51', unknown).allowed).toBe(true);
    // A browser that signed in to the account before is not slowed.
    expect(l.check('nok@example.com', '192.0.2.99', known).allowed).toBe(true);
    expect(l.check('nok@example.com', '192.0.2.99', known).allowed).toBe(true);
    // Other accounts are not affected.
    expect(l.check('emma@example.com', '192.0.2.51', unknown).allowed).toBe(true);
  });

  it("stops slowing once the failures leave the ceiling's window", () => {
    const { l, advance } = limits();
    for (let i = 0; i < 10; i += 1) l.failed('nok@example.com', `198.51.100.${i}`);
    l.check('nok@example.com', '192.0.2.50', unknown);
    advance(3_600_001);
    expect(l.check('nok@example.com', '192.0.2.51', unknown).allowed).toBe(true);
    expect(l.check('nok@example.com', '192.0.2.52', unknown).allowed).toBe(true);
  });

  it('asks whether the device is known only while the account is slowed', () => {
    const { l } = limits();
    let asked = 0;
    const ask = () => (asked += 1) > 0 && false;
    l.check('nok@example.com', '192.0.2.1', ask);
    expect(asked).toBe(0);
    for (let i = 0; i < 10; i += 1) l.failed('nok@example.com', `198.51.100.${i}`);
    l.check('nok@example.com', '192.0.2.1', ask);
    expect(asked).toBe(1);
  });
});
