import { describe, expect, it } from 'vitest';
import { parseEnv } from '../config/env-schema';
import { MemoryReplayStore } from '../security/replay-store';
import { captchaFromEnv } from './captcha-from-env';

const store = new MemoryReplayStore();

describe('the captcha the environment chooses', () => {
  it('is ALTCHA by default, with the challenge route and a modest proof of work', () => {
    const env = parseEnv({});
    expect(env.CAPTCHA_PROVIDER).toBe('altcha');
    expect(env.ALTCHA_COMPLEXITY).toBe(50_000);
    expect(env.RECAPTCHA_MIN_SCORE).toBe(0.5);
    expect(captchaFromEnv(env, store)?.siteConfig()).toEqual({ kind: 'altcha', challengeUrl: '/api/captcha/challenge' });
  });

  it('is reCAPTCHA with its site key when chosen, and none when off', () => {
    const env = parseEnv({ CAPTCHA_PROVIDER: 'recaptcha', RECAPTCHA_SITE_KEY: 'site-key', RECAPTCHA_SECRET_KEY: 'secret' });
    expect(captchaFromEnv(env, store)?.siteConfig()).toEqual({ kind: 'recaptcha', siteKey: 'site-key' });
    expect(captchaFromEnv(parseEnv({ CAPTCHA_PROVIDER: 'off' }), store)).toBeNull();
  });

  it('refuses a provider it does not know and a score outside 0 to 1', () => {
    expect(() => parseEnv({ CAPTCHA_PROVIDER: 'hcaptcha' })).toThrow(/CAPTCHA_PROVIDER/);
    expect(() => parseEnv({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(/RECAPTCHA_MIN_SCORE/);
  });
});
