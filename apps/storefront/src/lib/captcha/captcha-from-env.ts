import type { Env } from '../config/env-schema';
import type { ReplayStore } from '../security/replay-store';
import { createAltchaProvider } from './altcha-provider';
import type { CaptchaProvider } from './captcha-provider';
import { createRecaptchaProvider } from './recaptcha-provider';

/** Where the browser fetches ALTCHA challenges (app/api/captcha/challenge/route.ts). */
export const CHALLENGE_PATH = '/api/captcha/challenge';

type CaptchaEnv = Pick<
  Env,
  | 'CAPTCHA_PROVIDER'
  | 'ALTCHA_HMAC_KEY'
  | 'ALTCHA_COMPLEXITY'
  | 'ALTCHA_CHALLENGE_TTL'
  | 'RECAPTCHA_SITE_KEY'
  | 'RECAPTCHA_SECRET_KEY'
  | 'RECAPTCHA_MIN_SCORE'
  | 'RECAPTCHA_VERIFY_URL'
>;

/**
 * The provider CAPTCHA_PROVIDER names, or null when it is `off` (the flagged forms then ask
 * nothing). reCAPTCHA without both keys is refused at start in production; elsewhere it is
 * treated as unavailable rather than as off, so a flagged action is never let through unchecked.
 */
export function captchaFromEnv(env: CaptchaEnv, replayStore: ReplayStore, fetchFn?: typeof fetch): CaptchaProvider | null {
  switch (env.CAPTCHA_PROVIDER) {
    case 'off':
      return null;
    case 'recaptcha':
      return createRecaptchaProvider({
        siteKey: env.RECAPTCHA_SITE_KEY?.trim() ?? '',
        secretKey: env.RECAPTCHA_SECRET_KEY?.trim() ?? '',
        minScore: env.RECAPTCHA_MIN_SCORE,
        verifyUrl: env.RECAPTCHA_VERIFY_URL,
        fetch: fetchFn,
      });
    case 'altcha':
      return createAltchaProvider({
        hmacKey: env.ALTCHA_HMAC_KEY,
        challengeUrl: CHALLENGE_PATH,
        complexity: env.ALTCHA_COMPLEXITY,
        ttlSeconds: env.ALTCHA_CHALLENGE_TTL,
        replayStore,
      });
  }
}
