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

/** How long a form waits for Google's script and token before it says the check could not load (as ALTCHA's start). */
export const RECAPTCHA_TIMEOUT_MS = 30_000;

/**
 * A reCAPTCHA v3 token for one action. Rejects when the script cannot load, Google refuses the
 * site key ("Invalid site key or not loaded in api.js": a wrong key fails loading, spec section 5),
 * or no token comes within `timeoutMs` (a script that never answers must not keep the form busy).
 */
export async function recaptchaToken(
  siteKey: string,
  action: string,
  load: (siteKey: string) => Promise<Grecaptcha> = loadScript,
  timeoutMs = RECAPTCHA_TIMEOUT_MS,
): Promise<string> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('reCAPTCHA did not answer in time')), timeoutMs);
  });
  try {
    const token = await Promise.race([load(siteKey).then((grecaptcha) => grecaptcha.execute(siteKey, { action })), late]);
    if (typeof token !== 'string' || token === '') throw new Error('reCAPTCHA answered no token');
    return token;
  } finally {
    clearTimeout(timer);
  }
}
