import type { CaptchaFlag } from '@talat/commerce/types';

/**
 * The captcha seam (docs/decisions/0051): the storefront asks one provider, chosen by
 * CAPTCHA_PROVIDER, to check that a flagged form was sent by a person. ALTCHA (self-hosted proof
 * of work, no third party) is the default; reCAPTCHA v3 is there for a shop that wants Google's
 * score. The flagged forms and the server only know this interface.
 */
export type CaptchaKind = 'altcha' | 'recaptcha';

/** What the browser needs to show the provider's check: no secret ever. */
export type CaptchaSiteConfig = { kind: 'altcha'; challengeUrl: string } | { kind: 'recaptcha'; siteKey: string };

/** Why a solution was refused (the route answers `missing` and the others alike to the shopper). */
export type CaptchaFailure = 'missing' | 'malformed' | 'invalid' | 'expired' | 'reused' | 'wrong-action' | 'low-score' | 'unavailable';

export type CaptchaResult = { ok: true } | { ok: false; reason: CaptchaFailure };

export interface CaptchaVerifyContext {
  /** The flagged form the solution was made for (reCAPTCHA's `action`). */
  action: CaptchaFlag;
  /** The shopper's address as the storefront's server found it. */
  remoteIp?: string;
}

export interface CaptchaProvider {
  kind: CaptchaKind;
  siteConfig(): CaptchaSiteConfig;
  verify(solution: string | null | undefined, context: CaptchaVerifyContext): Promise<CaptchaResult>;
}

/** The request header a flagged form's call carries its solution in (ALTCHA's payload, reCAPTCHA's token). */
export const CAPTCHA_HEADER = 'x-captcha-solution';

/** Longest solution the server reads (an ALTCHA payload is ~600 characters, a reCAPTCHA token ~2,000). */
export const MAX_SOLUTION_LENGTH = 8_000;
