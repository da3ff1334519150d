import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { IdTokenVerifier, isKeyProblem } from './id-token-verifier';

const ISSUER = 'https://sign-on.test';
const CLIENT = 'talat-storefront';
const claims = { email: 'emma@talat.example', email_verified: true, given_name: 'Emma', family_name: 'Clarke' };

type Key = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];

describe('IdTokenVerifier', () => {
  let rsa: Key;
  let ec: Key;
  let other: Key;
  let verifier: IdTokenVerifier;

  beforeAll(async () => {
    const r = await generateKeyPair('RS256');
    const e = await generateKeyPair('ES256');
    other = (await generateKeyPair('RS256')).privateKey;
    rsa = r.privateKey;
    ec = e.privateKey;
    const keys: JWK[] = [
      { ...(await exportJWK(r.publicKey)), kid: 'rsa', alg: 'RS256', use: 'sig' },
      { ...(await exportJWK(e.publicKey)), kid: 'ec', alg: 'ES256', use: 'sig' },
    ];
    verifier = new IdTokenVerifier({ issuer: ISSUER, clientId: CLIENT, keys: createLocalJWKSet({ keys }), clockToleranceSeconds: 5 });
  });

  function token(
    options: { key?: Key; alg?: string; kid?: string; iss?: string; aud?: string; exp?: number | null; sub?: string | null } = {},
    payload: Record<string, unknown> = claims,
  ): Promise<string> {
    const now = Math.floor(Date.now() / 1000);
    const jwt = new SignJWT(payload)
      .setProtectedHeader({ alg: options.alg ?? 'RS256', kid: options.kid ?? 'rsa' })
      .setIssuer(options.iss ?? ISSUER)
      .setAudience(options.aud ?? CLIENT)
      .setIssuedAt(now);
    if (options.sub !== null) jwt.setSubject(options.sub ?? 'acc-7');
    if (options.exp !== null) jwt.setExpirationTime(options.exp ?? now + 300);
    return jwt.sign(options.key ?? rsa);
  }

  it('accepts an RS256 and an ES256 token of the provider for this client', async () => {
    expect(await verifier.verify(await token())).toMatchObject({ ok: true, claims: { sub: 'acc-7', email: 'emma@talat.example' } });
    expect((await verifier.verify(await token({ key: ec, alg: 'ES256', kid: 'ec' }))).ok).toBe(true);
  });

  it('refuses a signature that does not match (tampered payload, or another key under the same kid)', async () => {
    const [h, , s] = (await token()).split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else', iss: ISSUER, aud: CLIENT, exp: 9e9 })).toString(
      'base64url',
    );
    expect(await verifier.verify(`${h}.${forged}.${s}`)).toEqual({ ok: false, reason: 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED' });
    expect((await verifier.verify(await token({ key: other }))).ok).toBe(false);
  });

  it('refuses an expired token, but allows 5 s of clock skew', async () => {
    const now = Math.floor(Date.now() / 1000);
    expect(await verifier.verify(await token({ exp: now - 60 }))).toEqual({ ok: false, reason: 'ERR_JWT_EXPIRED (exp)' });
    expect((await verifier.verify(await token({ exp: now - 2 }))).ok).toBe(true);
  });

  it('refuses a token without exp', async () => {
    expect(await verifier.verify(await token({ exp: null }))).toEqual({ ok: false, reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED (exp)' });
  });

  it('refuses another issuer and another audience', async () => {
    expect(await verifier.verify(await token({ iss: 'https://evil.test' }))).toEqual({
      ok: false,
      reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED (iss)',
    });
    expect(await verifier.verify(await token({ aud: 'another-client' }))).toEqual({
      ok: false,
      reason: 'ERR_JWT_CLAIM_VALIDATION_FAILED (aud)',
    });
  });

  it('refuses other algorithms, unsigned tokens and junk', async () => {
    const hs = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setAudience(CLIENT)
      .setSubject('x')
      .setExpirationTime('5m')
      .sign(new Uint8Array(32));
    expect(await verifier.verify(hs)).toEqual({ ok: false, reason: 'ERR_JOSE_ALG_NOT_ALLOWED' });
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(JSON.stringify({ ...claims, iss: ISSUER, aud: CLIENT, sub: 'x', exp: 9e9 })).toString('base64url')}.`;
    expect((await verifier.verify(none)).ok).toBe(false);
    for (const junk of ['', 'abc', 'a.b.c', 'x'.repeat(20_000), undefined, 42]) expect((await verifier.verify(junk)).ok).toBe(false);
  });

  it('refuses a token without sub, and one whose email is not verified', async () => {
    expect(await verifier.verify(await token({ sub: null }))).toEqual({ ok: false, reason: 'no sub claim' });
    expect(await verifier.verify(await token({}, { ...claims, email_verified: false }))).toEqual({
      ok: false,
      reason: 'email not verified',
    });
  });

  it('never puts the token in its reason', async () => {
    const t = await token({ iss: 'https://evil.test' });
    const result = await verifier.verify(t);
    expect(result.ok).toBe(false);
    if (!result.ok) for (const part of t.split('.')) expect(result.reason).not.toContain(part);
  });
});

describe('isKeyProblem', () => {
  it('tells key-set trouble from a bad token', () => {
    expect(isKeyProblem('keys unavailable: TypeError')).toBe(true);
    expect(isKeyProblem('ERR_JWKS_TIMEOUT')).toBe(true);
    expect(isKeyProblem('ERR_JWT_EXPIRED (exp)')).toBe(false);
    expect(isKeyProblem('ERR_JWKS_NO_MATCHING_KEY')).toBe(false);
  });
});
