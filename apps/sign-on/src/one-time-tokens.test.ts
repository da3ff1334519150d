import { describe, expect, it } from 'vitest';
import { AccountStore } from './accounts.js';
import { openDatabase } from './database.js';
import { hashToken, isUsable, looksLikeToken, newOneTimeToken } from './one-time-tokens.js';

describe('one-time tokens', () => {
  it('are 256 random bits in base64url, stored only as a SHA-256 hash', () => {
    const { token, hash } = newOneTimeToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(looksLikeToken(token)).toBe(true);
    expect(hash).toBe(hashToken(token));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
    expect(newOneTimeToken().token).not.toBe(token);
  });

  it('refuses link values that cannot be tokens', () => {
    for (const value of [undefined, null, '', 'short', `${'a'.repeat(43)}=`, 'a'.repeat(44), '../'.repeat(15)]) {
      expect(looksLikeToken(value)).toBe(false);
    }
  });

  it('work before expiry and only once', () => {
    expect(isUsable({ expiresAt: 2000, usedAt: null }, 1999)).toBe(true);
    expect(isUsable({ expiresAt: 2000, usedAt: null }, 2000)).toBe(false);
    expect(isUsable({ expiresAt: 2000, usedAt: 1500 }, 1600)).toBe(false);
  });
});

describe('AccountStore tokens', () => {
  function store() {
    let now = 1_700_000_000_000;
    const accounts = new AccountStore(openDatabase(':memory:'), () => now);
    const account = accounts.create({
      email: ' Nok@Example.com ',
      passwordHash: 'x',
      givenName: 'Nok',
      familyName: 'Test',
      locale: 'en',
      confirmed: false,
    });
    return { accounts, account, advance: (ms: number) => (now += ms) };
  }

  it('finds accounts by normalised email', () => {
    const { accounts, account } = store();
    expect(account.email).toBe('nok@example.com');
    expect(accounts.findByEmail('NOK@example.COM')?.sub).toBe(account.sub);
  });

  it('expires a reset token after its TTL', () => {
    const { accounts, account, advance } = store();
    const token = accounts.issueToken('reset', account.sub, 3600);
    advance(3599_000);
    expect(accounts.peekToken('reset', token)).toBe(account.sub);
    advance(1_000);
    expect(accounts.peekToken('reset', token)).toBeUndefined();
    expect(accounts.consumeToken('reset', token)).toBeUndefined();
  });

  it('uses a token once, spends the others of the same purpose, and keeps purposes apart', () => {
    const { accounts, account } = store();
    const first = accounts.issueToken('reset', account.sub, 60);
    const second = accounts.issueToken('reset', account.sub, 60);
    const confirm = accounts.issueToken('confirm', account.sub, 60);
    expect(accounts.peekToken('confirm', first)).toBeUndefined();
    let ran = 0;
    expect(accounts.consumeToken('reset', first, () => (ran += 1))).toBe(account.sub);
    expect(accounts.consumeToken('reset', first, () => (ran += 1))).toBeUndefined();
    expect(accounts.consumeToken('reset', second)).toBeUndefined();
    expect(ran).toBe(1);
    expect(accounts.peekToken('confirm', confirm)).toBe(account.sub);
  });

  it('applies the registration carried by a confirmation token when it is used', () => {
    const { accounts, account } = store();
    const registration = { passwordHash: 'new', givenName: 'Nid', familyName: 'Other', locale: 'th' };
    const token = accounts.issueToken('confirm', account.sub, 60, registration);
    accounts.consumeToken('confirm', token, (sub, r) => {
      expect(r).toEqual(registration);
      if (r) accounts.setRegistration(sub, r);
      accounts.confirm(sub);
    });
    expect(accounts.findBySub(account.sub)).toMatchObject({ passwordHash: 'new', givenName: 'Nid', locale: 'th' });
    expect(accounts.findBySub(account.sub)?.confirmedAt).not.toBeNull();
  });
});
