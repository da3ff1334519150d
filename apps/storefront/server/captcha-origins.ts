type Env = Readonly<Record<string, string | undefined>>;

/**
 * Google's reCAPTCHA v3 as the Content-Security-Policy must admit it, only when the shop chose it
 * (CAPTCHA_PROVIDER=recaptcha; docs/decisions/0051): its script and the script's own files
 * (www.google.com and www.gstatic.com under /recaptcha/), and the frame it runs in. The default
 * self-hosted ALTCHA needs nothing: its challenge, script and worker are the shop's own.
 */
export function captchaOrigins(env: Env): { scripts: string[]; frames: string[] } {
  if (env.CAPTCHA_PROVIDER?.trim() !== 'recaptcha') return { scripts: [], frames: [] };
  return {
    scripts: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frames: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  };
}
