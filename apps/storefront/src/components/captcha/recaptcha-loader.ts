interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
}

declare global {
  // Google's script defines it.
  var grecaptcha: Grecaptcha | undefined;
}

/** Google's reCAPTCHA v3 script for a site key (the CSP admits Google's origins only with CAPTCHA_PROVIDER=recaptcha). */
export const recaptchaScriptUrl = (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;

let loading: Promise<Grecaptcha> | null = null;

function loadScript(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = recaptchaScriptUrl(siteKey);
    script.async = true;
    script.onload = () =>
      globalThis.grecaptcha
        ? globalThis.grecaptcha.ready(() => resolve(globalThis.grecaptcha!))
        : reject(new Error('reCAPTCHA did not load'));
    script.onerror = () => reject(new Error('reCAPTCHA could not be loaded'));
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

/**
 * A reCAPTCHA v3 token for one action. Rejects when the script cannot load or Google refuses the
 * site key ("Invalid site key or not loaded in api.js": a wrong key fails loading, spec section 5).
 */
export async function recaptchaToken(
  siteKey: string,
  action: string,
  load: (siteKey: string) => Promise<Grecaptcha> = loadScript,
): Promise<string> {
  const grecaptcha = await load(siteKey);
  const token = await grecaptcha.execute(siteKey, { action });
  if (typeof token !== 'string' || token === '') throw new Error('reCAPTCHA answered no token');
  return token;
}
