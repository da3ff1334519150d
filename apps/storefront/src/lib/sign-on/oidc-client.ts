import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { SignOnClaims } from '@talat/commerce';
import { LOGOUT_TOKEN_MAX_AGE_SECONDS, logoutClaimsOf, type LogoutClaims } from './logout-token';

/**
 * The storefront as an OpenID Connect relying party of the sister site's provider: discovery,
 * the authorization URL (code flow with PKCE, state and nonce), the code and refresh grants,
 * revocation, ID token verification (signature against the provider's JWKS, issuer,
 * audience, expiry, nonce) and logout token verification against the same JWKS and issuer
 * (Back-Channel Logout 1.0 section 2.6). Plain fetch and jose; the client secret never leaves
 * this server.
 */
export interface OidcSettings {
  /** Issuer, as browsers reach it (authorization URL). */
  issuer: string;
  /** The same provider as this server reaches it. */
  internalUrl: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  timeoutMs?: number;
}

interface Discovery {
  authorization_endpoint: string;
  token_endpoint: string;
  jwks_uri: string;
  revocation_endpoint?: string;
  end_session_endpoint?: string;
}

export interface TokenSet {
  accessToken: string;
  expiresIn: number;
  idToken: string;
  refreshToken?: string;
}

export interface IdClaims extends JWTPayload {
  sub: string;
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  nonce?: string;
  /** The provider session (present when the provider does back-channel logout). */
  sid?: string;
}

/**
 * The claims a commerce backend is given with the ID token (@talat/commerce's SignOnClaims): of a
 * verified token, `sub` and the standard email and name claims when they have their types.
 */
export function signOnClaimsOf(payload: IdClaims): SignOnClaims {
  return {
    sub: payload.sub,
    ...(typeof payload.email === 'string' ? { email: payload.email } : {}),
    ...(typeof payload.email_verified === 'boolean' ? { email_verified: payload.email_verified } : {}),
    ...(typeof payload.given_name === 'string' ? { given_name: payload.given_name } : {}),
    ...(typeof payload.family_name === 'string' ? { family_name: payload.family_name } : {}),
  };
}

/** The provider answered an HTTP error (status) or could not be reached (status 503). */
export class SignOnError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly oauthError?: string,
  ) {
    super(message);
    this.name = 'SignOnError';
  }
}

/**
 * Whether `error` is a SignOnError, by shape: Next.js bundles the proxy and the route handlers
 * apart, so an error may come from another copy of this module than the one that checks it.
 */
export function isSignOnError(error: unknown): error is SignOnError {
  return error instanceof Error && error.name === 'SignOnError' && typeof (error as { status?: unknown }).status === 'number';
}

const DISCOVERY_TTL_MS = 5 * 60 * 1000;

/** jose's errors that say the provider's keys could not be read (not that the token is bad). */
const KEYS_UNREADABLE = new Set(['ERR_JWKS_TIMEOUT', 'ERR_JWKS_INVALID', 'ERR_JOSE_GENERIC']);

export function createOidcClient(settings: OidcSettings) {
  const timeoutMs = settings.timeoutMs ?? 10_000;
  /** client_secret_basic: the client id and secret, form-encoded, as HTTP Basic credentials. */
  const clientAuthorization = `Basic ${Buffer.from(`${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`).toString('base64')}`;
  let discovery: { at: number; value: Discovery } | null = null;
  let jwks: ReturnType<typeof createRemoteJWKSet> | null = null;

  /** A provider URL as this server reaches it (same path, internal origin). */
  function internal(url: string): string {
    if (settings.internalUrl === settings.issuer) return url;
    const u = new URL(url);
    const base = new URL(settings.internalUrl);
    u.protocol = base.protocol;
    u.host = base.host;
    return u.toString();
  }

  async function call(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), cache: 'no-store' });
    } catch (error) {
      throw new SignOnError(503, `The sign-on service could not be reached at ${new URL(url).origin}`, (error as Error).name);
    }
  }

  async function discover(maxAgeMs = DISCOVERY_TTL_MS): Promise<Discovery> {
    if (discovery && Date.now() - discovery.at < maxAgeMs) return discovery.value;
    const res = await call(`${settings.internalUrl.replace(/\/$/, '')}/.well-known/openid-configuration`, { method: 'GET' });
    if (!res.ok) throw new SignOnError(res.status >= 500 ? res.status : 502, `Sign-on discovery answered ${res.status}`);
    const value = (await res.json()) as Discovery;
    if (
      typeof value.authorization_endpoint !== 'string' ||
      typeof value.token_endpoint !== 'string' ||
      typeof value.jwks_uri !== 'string'
    ) {
      throw new SignOnError(502, 'Sign-on discovery document is incomplete');
    }
    discovery = { at: Date.now(), value };
    return value;
  }

  async function keys() {
    const { jwks_uri } = await discover();
    return (jwks ??= createRemoteJWKSet(new URL(internal(jwks_uri))));
  }

  async function tokenRequest(params: Record<string, string>): Promise<TokenSet> {
    const { token_endpoint } = await discover();
    const res = await call(internal(token_endpoint), {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: clientAuthorization,
      },
      body: new URLSearchParams(params).toString(),
    });
    const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
    if (!res.ok) {
      const oauthError = typeof body.error === 'string' ? body.error : undefined;
      // invalid_grant (a used, expired or revoked code or refresh token) means: not authorised.
      const status = res.status >= 500 ? res.status : oauthError === 'invalid_grant' ? 401 : res.status;
      throw new SignOnError(status, `Sign-on token endpoint answered ${res.status}${oauthError ? ` (${oauthError})` : ''}`, oauthError);
    }
    if (typeof body.access_token !== 'string' || typeof body.id_token !== 'string') {
      throw new SignOnError(502, 'Sign-on token answer is incomplete');
    }
    return {
      accessToken: body.access_token,
      idToken: body.id_token,
      expiresIn: typeof body.expires_in === 'number' ? body.expires_in : 300,
      refreshToken: typeof body.refresh_token === 'string' ? body.refresh_token : undefined,
    };
  }

  return {
    async authorizationUrl(input: {
      state: string;
      nonce: string;
      codeChallenge: string;
      locale: string;
      prompt?: 'none' | 'login';
    }): Promise<string> {
      // The browser goes to the provider next: ask it first (one small GET beside a round trip
      // through its pages), so that an unreachable provider fails here, where the shop can say
      // so in the shopper's language, and not on a browser error page.
      const { authorization_endpoint } = await discover(0);
      const url = new URL(authorization_endpoint);
      url.search = new URLSearchParams({
        client_id: settings.clientId,
        response_type: 'code',
        redirect_uri: settings.redirectUri,
        scope: 'openid email profile offline_access',
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
        ui_locales: input.locale,
        // No prompt: a shopper already signed on at the sister site comes straight back.
        ...(input.prompt ? { prompt: input.prompt } : {}),
      }).toString();
      return url.toString();
    },

    exchangeCode(code: string, codeVerifier: string): Promise<TokenSet> {
      return tokenRequest({ grant_type: 'authorization_code', code, code_verifier: codeVerifier, redirect_uri: settings.redirectUri });
    },

    refresh(refreshToken: string): Promise<TokenSet> {
      return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    /** Revokes a refresh token at the provider (the server side of a logout). */
    async revoke(token: string): Promise<void> {
      const { revocation_endpoint } = await discover();
      if (!revocation_endpoint) return;
      const res = await call(internal(revocation_endpoint), {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          authorization: clientAuthorization,
        },
        body: new URLSearchParams({ token, token_type_hint: 'refresh_token' }).toString(),
      });
      if (!res.ok) throw new SignOnError(res.status, `Sign-on revocation answered ${res.status}`);
    },

    /** Verifies an ID token (RS256/ES256 signature, issuer, audience, expiry, and the nonce when given). */
    async verifyIdToken(idToken: string, expected: { nonce?: string } = {}): Promise<IdClaims> {
      const keySet = await keys();
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keySet, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: ['RS256', 'ES256'],
          clockTolerance: 5,
        }));
      } catch (error) {
        throw new SignOnError(401, `The ID token was refused: ${(error as Error).message}`);
      }
      if (typeof payload.sub !== 'string' || !payload.sub) throw new SignOnError(401, 'The ID token has no subject');
      if (expected.nonce !== undefined && payload.nonce !== expected.nonce) throw new SignOnError(401, 'The ID token nonce does not match');
      if (payload.sid !== undefined && (typeof payload.sid !== 'string' || !payload.sid))
        throw new SignOnError(401, 'The ID token has a malformed sid');
      return payload as IdClaims;
    },

    /**
     * Verifies a logout token: signature against the provider's JWKS, issuer, audience (this
     * client), `exp`, `iat` no older than 5 minutes, then the claims of logout-token.ts.
     * SignOnError 400 for a bad token, 503 when the provider's keys cannot be read.
     */
    async verifyLogoutToken(token: string): Promise<LogoutClaims> {
      const keySet = await keys();
      try {
        const { payload, protectedHeader } = await jwtVerify(token, keySet, {
          issuer: settings.issuer,
          audience: settings.clientId,
          algorithms: ['RS256', 'ES256'],
          clockTolerance: 5,
          maxTokenAge: LOGOUT_TOKEN_MAX_AGE_SECONDS,
          requiredClaims: ['iat', 'jti'],
        });
        const checked = logoutClaimsOf(protectedHeader, payload);
        if (!checked.ok) throw new SignOnError(400, `The logout token was refused: ${checked.reason}`);
        return checked.claims;
      } catch (error) {
        if (isSignOnError(error)) throw error;
        const code = (error as { code?: unknown }).code;
        if (typeof code !== 'string' || KEYS_UNREADABLE.has(code)) {
          throw new SignOnError(503, `The sign-on service's keys could not be read: ${(error as Error).message}`);
        }
        throw new SignOnError(400, `The logout token was refused: ${(error as Error).message}`);
      }
    },
  };
}

export type OidcClient = ReturnType<typeof createOidcClient>;
