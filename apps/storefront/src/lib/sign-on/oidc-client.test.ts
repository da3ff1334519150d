import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcClient, isSignOnError, SignOnError, type OidcClient } from './oidc-client';

// The relying party's checks against a real JWKS served over HTTP: signature, issuer, audience,
// expiry and nonce; and the token endpoint's answers mapped to statuses.

let server: Server;
let issuer: string;
let client: OidcClient;
let sign: (
  claims: Record<string, unknown>,
  options?: { exp?: string; iss?: string; aud?: string; key?: 'own' | 'foreign' },
) => Promise<string>;
let signLogout: (
  claims: Record<string, unknown>,
  options?: { typ?: string; iat?: number; exp?: number; aud?: string; key?: 'own' | 'foreign' },
) => Promise<string>;
let tokenAnswer: { status: number; body: unknown } = { status: 200, body: {} };
let tokenRequests: URLSearchParams[] = [];

beforeAll(async () => {
  const own = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(own.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' };
  server = createServer((req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.url === '/.well-known/openid-configuration') {
      return send(200, {
        authorization_endpoint: `${issuer}/auth`,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        revocation_endpoint: `${issuer}/token/revocation`,
      });
    }
    if (req.url === '/jwks') return send(200, { keys: [jwk] });
    if (req.url === '/token') {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        tokenRequests.push(new URLSearchParams(body));
        send(tokenAnswer.status, tokenAnswer.body);
      });
      return;
    }
    send(404, {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  client = createOidcClient({
    issuer,
    internalUrl: issuer,
    clientId: 'shop',
    clientSecret: 'secret-of-shop',
    redirectUri: 'http://shop.test/sso/cookie',
  });
  sign = (claims, options = {}) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setIssuer(options.iss ?? issuer)
      .setAudience(options.aud ?? 'shop')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '5m')
      .sign(options.key === 'foreign' ? foreign.privateKey : own.privateKey);
  signLogout = (claims, options = {}) => {
    const iat = options.iat ?? Math.floor(Date.now() / 1000);
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid: 'k1', ...(options.typ === '' ? {} : { typ: options.typ ?? 'logout+jwt' }) })
      .setIssuer(issuer)
      .setAudience(options.aud ?? 'shop')
      .setIssuedAt(iat)
      .setExpirationTime(options.exp ?? iat + 120)
      .sign(options.key === 'foreign' ? foreign.privateKey : own.privateKey);
  };
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('verifyIdToken', () => {
  it('accepts a token signed by the provider for this client, with the nonce it was sent', async () => {
    const claims = await client.verifyIdToken(await sign({ sub: 'u1', nonce: 'n1', email: 'a@b.c' }), { nonce: 'n1' });
    expect(claims).toMatchObject({ sub: 'u1', email: 'a@b.c' });
  });

  it.each([
    ['another key (tampered or forged)', { key: 'foreign' as const }, {}],
    ['another issuer', { iss: 'http://evil.example' }, {}],
    ['another audience', { aud: 'someone-else' }, {}],
    ['an expired token', { exp: '-1m' }, {}],
    ['a nonce that is not ours', {}, { nonce: 'n2' }],
  ])('refuses %s with 401', async (_label, options, expected) => {
    const token = await sign({ sub: 'u1', nonce: 'n1' }, options);
    const error = await client.verifyIdToken(token, expected).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignOnError);
    expect((error as SignOnError).status).toBe(401);
  });

  it('refuses a token without a subject, and one whose signature was edited', async () => {
    await expect(client.verifyIdToken(await sign({ nonce: 'n1' }))).rejects.toMatchObject({ status: 401 });
    const token = await sign({ sub: 'u1' });
    const [h, p] = token.split('.');
    const edited = `${h}.${Buffer.from(JSON.stringify({ sub: 'admin', iss: issuer, aud: 'shop', exp: 9e9 })).toString('base64url')}.${token.split('.')[2]}`;
    expect(p).not.toBe(edited.split('.')[1]);
    await expect(client.verifyIdToken(edited)).rejects.toMatchObject({ status: 401 });
  });
});

describe('token requests', () => {
  it('exchanges a code with the PKCE verifier and the redirect URI', async () => {
    tokenRequests = [];
    tokenAnswer = { status: 200, body: { access_token: 'a', id_token: 'i', refresh_token: 'r', expires_in: 30 } };
    expect(await client.exchangeCode('c1', 'v1')).toEqual({ accessToken: 'a', idToken: 'i', refreshToken: 'r', expiresIn: 30 });
    expect(Object.fromEntries(tokenRequests[0]!)).toEqual({
      grant_type: 'authorization_code',
      code: 'c1',
      code_verifier: 'v1',
      redirect_uri: 'http://shop.test/sso/cookie',
    });
  });

  it('maps invalid_grant (a replayed code, a revoked refresh token) to 401 and provider trouble to its 5xx', async () => {
    tokenAnswer = { status: 400, body: { error: 'invalid_grant' } };
    await expect(client.exchangeCode('c1', 'v1')).rejects.toMatchObject({ status: 401, oauthError: 'invalid_grant' });
    tokenAnswer = { status: 503, body: { error: 'temporarily_unavailable' } };
    await expect(client.refresh('r1')).rejects.toMatchObject({ status: 503 });
  });

  it('answers 503 when the provider cannot be reached', async () => {
    const down = createOidcClient({
      issuer: 'http://127.0.0.1:9',
      internalUrl: 'http://127.0.0.1:9',
      clientId: 'shop',
      clientSecret: 'secret-of-shop',
      redirectUri: 'http://shop.test/sso/cookie',
      timeoutMs: 2000,
    });
    await expect(down.refresh('r1')).rejects.toMatchObject({ status: 503 });
  });
});

describe('authorizationUrl', () => {
  it('asks the provider before a browser is sent to it, so that one that is down fails here', async () => {
    const provider = createServer((req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(
        JSON.stringify({
          authorization_endpoint: 'https://sso.test/auth',
          token_endpoint: 'https://sso.test/token',
          jwks_uri: 'https://sso.test/jwks',
        }),
      );
    });
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
    const rp = createOidcClient({
      issuer: origin,
      internalUrl: origin,
      clientId: 'shop',
      clientSecret: 'secret-of-shop',
      redirectUri: 'http://shop.test/sso/cookie',
      timeoutMs: 2000,
    });
    const input = { state: 's', nonce: 'n', codeChallenge: 'c', locale: 'th' };
    const url = new URL(await rp.authorizationUrl(input));
    expect(url.origin + url.pathname).toBe('https://sso.test/auth');
    expect(url.searchParams.get('ui_locales')).toBe('th');
    provider.closeAllConnections();
    await new Promise<void>((resolve) => provider.close(() => resolve()));
    // Its discovery document is still within the 5 minutes it is kept for token requests.
    await expect(rp.authorizationUrl(input)).rejects.toMatchObject({ status: 503 });
  });
});

describe('verifyLogoutToken (Back-Channel Logout 1.0 section 2.6)', () => {
  const events = { 'http://schemas.openid.net/event/backchannel-logout': {} };

  it('accepts a logout token of the provider for this client, with sub and sid', async () => {
    const claims = await client.verifyLogoutToken(await signLogout({ sub: 'u1', sid: 's1', jti: 'j1', events }));
    expect(claims).toMatchObject({ sub: 'u1', sid: 's1', jti: 'j1' });
  });

  it('accepts one with sub alone (every session of the account) and one that is not typed', async () => {
    expect(await client.verifyLogoutToken(await signLogout({ sub: 'u1', jti: 'j2', events }, { typ: '' }))).toMatchObject({
      sub: 'u1',
      sid: undefined,
    });
  });

  it.each([
    ['another key (forged)', { sub: 'u1', jti: 'j', events }, { key: 'foreign' as const }],
    ['another audience', { sub: 'u1', jti: 'j', events }, { aud: 'someone-else' }],
    [
      'an expired token',
      { sub: 'u1', jti: 'j', events },
      { iat: Math.floor(Date.now() / 1000) - 200, exp: Math.floor(Date.now() / 1000) - 60 },
    ],
    [
      'a token issued too long ago',
      { sub: 'u1', jti: 'j', events },
      { iat: Math.floor(Date.now() / 1000) - 600, exp: Math.floor(Date.now() / 1000) + 600 },
    ],
    ['a token without the logout event', { sub: 'u1', jti: 'j', events: { other: {} } }, {}],
    [
      'a token whose event is not an object',
      { sub: 'u1', jti: 'j', events: { 'http://schemas.openid.net/event/backchannel-logout': 'yes' } },
      {},
    ],
    ['a token with neither sub nor sid', { jti: 'j', events }, {}],
    ['a token with a nonce (an ID token)', { sub: 'u1', jti: 'j', nonce: 'n', events }, {}],
    ['a token without jti', { sub: 'u1', events }, {}],
    ['a token typed as something else', { sub: 'u1', jti: 'j', events }, { typ: 'JWT' }],
  ])('refuses %s with 400', async (_label, claims, options) => {
    const error = await client.verifyLogoutToken(await signLogout(claims, options)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SignOnError);
    expect((error as SignOnError).status).toBe(400);
  });

  it('refuses an ID token of this client', async () => {
    await expect(client.verifyLogoutToken(await sign({ sub: 'u1', nonce: 'n1' }))).rejects.toMatchObject({ status: 400 });
  });

  it('answers 503 when the provider cannot be reached (not a bad token)', async () => {
    const down = createOidcClient({
      issuer: 'http://127.0.0.1:9',
      internalUrl: 'http://127.0.0.1:9',
      clientId: 'shop',
      clientSecret: 'secret-of-shop',
      redirectUri: 'http://shop.test/sso/cookie',
      timeoutMs: 2000,
    });
    await expect(down.verifyLogoutToken(await signLogout({ sub: 'u1', jti: 'j', events }))).rejects.toMatchObject({ status: 503 });
  });
});

describe('isSignOnError', () => {
  it('knows a SignOnError by its shape, also from another bundle’s copy of this module', () => {
    class SignOnErrorCopy extends Error {
      constructor(readonly status: number) {
        super('from the other bundle');
        this.name = 'SignOnError';
      }
    }
    expect(isSignOnError(new SignOnError(401, 'x'))).toBe(true);
    expect(isSignOnError(new SignOnErrorCopy(401))).toBe(true);
    expect(isSignOnError(new Error('x'))).toBe(false);
    expect(isSignOnError({ name: 'SignOnError', status: 401 })).toBe(false);
  });
});
