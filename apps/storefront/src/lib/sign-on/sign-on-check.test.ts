import { describe, expect, it } from 'vitest';
import { attemptFailureMessage, decideSignOnCheck, isSkippedPath, signOnOutcome, type SignOnCheckInput } from './sign-on-check';

const base: SignOnCheckInput = {
  pathname: '/en/c/kits',
  hasTokenPayload: false,
  userId: undefined,
  ssoToken: undefined,
  hasRefreshToken: false,
  isLoggedIn: false,
  hasAccessToken: false,
};

describe('decideSignOnCheck', () => {
  it.each(['/en/sso/postauth', '/th/checkout/secure', '/en/checkout/shipping', '/th/checkout/payment', '/en/checkout/thank-you'])(
    'skips %s whatever the cookies say',
    (pathname) => {
      expect(decideSignOnCheck({ ...base, pathname, userId: 'b', ssoToken: 'a', hasRefreshToken: true })).toBe('skip');
    },
  );

  it('skips a request with a tokenpayload query', () => {
    expect(decideSignOnCheck({ ...base, hasTokenPayload: true, userId: 'b', ssoToken: 'a' })).toBe('skip');
  });

  it('does not skip other checkout pages or the cart', () => {
    expect(isSkippedPath('/en/checkout')).toBe(false);
    expect(isSkippedPath('/en/cart')).toBe(false);
    expect(isSkippedPath('/en/sso/postauth/x')).toBe(false);
  });

  it('case 1: a user id that differs from the stored sign-on token is an account switch', () => {
    expect(decideSignOnCheck({ ...base, userId: 'b', ssoToken: 'a', hasRefreshToken: true, isLoggedIn: true })).toBe('switch-account');
    expect(decideSignOnCheck({ ...base, userId: 'b', ssoToken: 'a' })).toBe('switch-account');
  });

  it('case 2: user id and refresh token: logged in', () => {
    const signedIn = { ...base, userId: 'a', ssoToken: 'a', hasRefreshToken: true, isLoggedIn: true, hasAccessToken: true };
    expect(decideSignOnCheck(signedIn)).toBe('logged-in');
    expect(decideSignOnCheck({ ...base, userId: 'a', hasRefreshToken: true, hasAccessToken: true })).toBe('logged-in');
  });

  it('case 2: an expired access token is refreshed with the refresh token', () => {
    expect(decideSignOnCheck({ ...base, userId: 'a', ssoToken: 'a', hasRefreshToken: true, isLoggedIn: true })).toBe('refresh-tokens');
  });

  it('case 3: user id without a refresh token: refresh', () => {
    expect(decideSignOnCheck({ ...base, userId: 'a' })).toBe('refresh');
    expect(decideSignOnCheck({ ...base, userId: 'a', ssoToken: 'a', isLoggedIn: true })).toBe('refresh');
  });

  it('case 4: no user id but logged in or a refresh token: full logout', () => {
    expect(decideSignOnCheck({ ...base, isLoggedIn: true })).toBe('full-logout');
    expect(decideSignOnCheck({ ...base, hasRefreshToken: true })).toBe('full-logout');
    expect(decideSignOnCheck({ ...base, ssoToken: 'a', hasRefreshToken: true, isLoggedIn: true })).toBe('full-logout');
  });

  it('case 4: nothing at all: a guest', () => {
    expect(decideSignOnCheck(base)).toBe('guest');
    expect(decideSignOnCheck({ ...base, ssoToken: 'a' })).toBe('guest');
  });
});

describe('signOnOutcome', () => {
  it('success signs in, for both attempts', () => {
    expect(signOnOutcome('switch-account', { ok: true })).toBe('signed-in');
    expect(signOnOutcome('refresh', { ok: true })).toBe('signed-in');
  });

  it.each([401, 403])('%i: full logout, for both attempts', (status) => {
    expect(signOnOutcome('switch-account', { ok: false, status })).toBe('full-logout');
    expect(signOnOutcome('refresh', { ok: false, status })).toBe('full-logout');
  });

  it.each(['switch-account', 'refresh', 'refresh-tokens'] as const)(
    '%s: 5xx clears the client state only (cookies kept, no server logout)',
    (kind) => {
      expect(signOnOutcome(kind, { ok: false, status: 500 })).toBe('clear-client-state');
      expect(signOnOutcome(kind, { ok: false, status: 503 })).toBe('clear-client-state');
    },
  );

  it('switch: other errors clear the client state', () => {
    expect(signOnOutcome('switch-account', { ok: false, status: 400 })).toBe('clear-client-state');
    expect(signOnOutcome('switch-account', { ok: false, status: 0 })).toBe('clear-client-state');
  });

  it.each(['refresh', 'refresh-tokens'] as const)('%s: other errors clear the cookies', (kind) => {
    expect(signOnOutcome(kind, { ok: false, status: 400 })).toBe('clear-cookies');
    expect(signOnOutcome(kind, { ok: false, status: 0 })).toBe('clear-cookies');
  });

  it.each(['refresh', 'refresh-tokens'] as const)('%s: success and 401/403', (kind) => {
    expect(signOnOutcome(kind, { ok: true })).toBe('signed-in');
    expect(signOnOutcome(kind, { ok: false, status: 401 })).toBe('full-logout');
  });

  it('names each failure as the spec does', () => {
    expect(attemptFailureMessage('switch-account')).toBe('Auto re-authentication failed');
    expect(attemptFailureMessage('refresh')).toBe('SSO token refresh failed');
    expect(attemptFailureMessage('refresh-tokens')).toBe('SSO token refresh failed');
  });
});
