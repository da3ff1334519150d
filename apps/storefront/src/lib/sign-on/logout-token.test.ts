import { describe, expect, it } from 'vitest';
import { BACKCHANNEL_LOGOUT_EVENT, logoutClaimsOf, rememberJtiUntil } from './logout-token';

const header = { alg: 'RS256', typ: 'logout+jwt' };
const events = { [BACKCHANNEL_LOGOUT_EVENT]: {} };

describe('logoutClaimsOf', () => {
  it('takes sub, sid, jti, iat and exp of a logout token', () => {
    expect(logoutClaimsOf(header, { sub: 'u1', sid: 's1', jti: 'j1', iat: 100, exp: 220, events })).toEqual({
      ok: true,
      claims: { sub: 'u1', sid: 's1', jti: 'j1', iat: 100, exp: 220 },
    });
  });

  it('accepts the media type form of the logout type, in any case', () => {
    expect(logoutClaimsOf({ alg: 'RS256', typ: 'application/Logout+JWT' }, { sid: 's1', jti: 'j1', iat: 1, events }).ok).toBe(true);
  });

  it.each([
    ['an ID token type', { alg: 'RS256', typ: 'JWT' }, { sub: 'u1', jti: 'j', iat: 1, events }],
    ['a nonce', header, { sub: 'u1', jti: 'j', iat: 1, nonce: 'n', events }],
    ['no events', header, { sub: 'u1', jti: 'j', iat: 1 }],
    ['events without the logout member', header, { sub: 'u1', jti: 'j', iat: 1, events: { other: {} } }],
    ['an array as the event', header, { sub: 'u1', jti: 'j', iat: 1, events: { [BACKCHANNEL_LOGOUT_EVENT]: [] } }],
    ['neither sub nor sid', header, { jti: 'j', iat: 1, events }],
    ['an empty sub and no sid', header, { sub: '', jti: 'j', iat: 1, events }],
    ['no jti', header, { sub: 'u1', iat: 1, events }],
    ['a sid that is not a string', header, { sid: 42, jti: 'j', iat: 1, events }],
  ])('refuses a token with %s', (_label, h, payload) => {
    expect(logoutClaimsOf(h, payload).ok).toBe(false);
  });
});

describe('rememberJtiUntil', () => {
  it('remembers a jti until the token expires, and at least as long as its maximum age', () => {
    expect(rememberJtiUntil({ jti: 'j', iat: 1000, exp: 2000 }, 5)).toBe(2005_000);
    expect(rememberJtiUntil({ jti: 'j', iat: 1000, exp: 1120 }, 5)).toBe(1305_000);
    expect(rememberJtiUntil({ jti: 'j', iat: 1000 }, 0)).toBe(1300_000);
  });
});
