import type { OrderMergeStrategy } from '@vendure/core';

export interface SignOnPluginOptions {
  /** The provider's issuer identifier; an ID token's `iss` must equal it exactly (SIGN_ON_URL). */
  issuer: string;
  /** This shop's client id at the provider; an ID token's `aud` must contain it (SSO_CLIENT_ID). */
  clientId: string;
  /** Where the provider's signing keys are; default `${issuer}/jwks` (SSO_JWKS_URL). */
  jwksUrl?: string;
  /** Seconds of clock skew allowed on `exp`; default 5. */
  clockToleranceSeconds?: number;
  /** Replaces the cart merge strategy (tests). */
  mergeStrategy?: OrderMergeStrategy;
}

export interface ResolvedSignOnOptions {
  issuer: string;
  clientId: string;
  jwksUrl: string;
  clockToleranceSeconds: number;
  mergeStrategy?: OrderMergeStrategy;
}

/** The Shop API input: `authenticate(input: { sso: { idToken } })`. */
export interface SsoAuthData {
  idToken: string;
}
