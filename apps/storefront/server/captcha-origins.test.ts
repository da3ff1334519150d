import { describe, expect, it } from 'vitest';
import { captchaOrigins } from './captcha-origins';
import { contentSecurityPolicy, securityOptionsFromEnv } from './content-security';

describe('the captcha in the Content-Security-Policy', () => {
  it('admits nothing of Google’s with the self-hosted ALTCHA (the default) or none', () => {
    expect(captchaOrigins({})).toEqual({ scripts: [], frames: [] });
    expect(captchaOrigins({ CAPTCHA_PROVIDER: 'off' })).toEqual({ scripts: [], frames: [] });
    const policy = contentSecurityPolicy('n0nce0n0nce0n0nce0n0', securityOptionsFromEnv({}, false));
    expect(policy).not.toContain('google');
    expect(policy).toContain("frame-src 'none'");
  });

  it('admits Google’s reCAPTCHA script and frame only when it is chosen', () => {
    const policy = contentSecurityPolicy('n0nce0n0nce0n0nce0n0', securityOptionsFromEnv({ CAPTCHA_PROVIDER: 'recaptcha' }, false));
    expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
    expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
  });
});
