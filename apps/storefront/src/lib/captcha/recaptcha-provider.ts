import { MAX_SOLUTION_LENGTH, type CaptchaProvider, type CaptchaResult } from './captcha-provider';

/**
 * reCAPTCHA v3 (off by default): the browser loads Google's script with the site key and asks
 * `grecaptcha.execute(siteKey, { action })` for a token; the server posts the token to Google's
 * siteverify (secret, response, remoteip) and accepts it when Google says `success`, the token was
 * made for this form's action and the score is at least the shop's minimum. Google's answer for a
 * token it has seen before is `success: false` (`timeout-or-duplicate`), so one use is Google's.
 */
export interface RecaptchaOptions {
  siteKey: string;
  secretKey: string;
  /** 0.0 (a bot) to 1.0 (a person): lower scores are refused. */
  minScore: number;
  /** Google's siteverify; a local stand-in in tests. */
  verifyUrl: string;
  fetch?: typeof fetch;
  /** How long siteverify may take before the action is refused, in ms. */
  timeoutMs?: number;
}

/** Google's documented answer (the fields the shop reads). */
interface SiteverifyAnswer {
  success?: unknown;
  score?: unknown;
  action?: unknown;
  'error-codes'?: unknown;
}

const TOKEN = /^[A-Za-z0-9_-]+$/;

export function createRecaptchaProvider(options: RecaptchaOptions): CaptchaProvider {
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args));
  return {
    kind: 'recaptcha',
    siteConfig: () => ({ kind: 'recaptcha', siteKey: options.siteKey }),

    async verify(solution, { action, remoteIp }): Promise<CaptchaResult> {
      if (!solution) return { ok: false, reason: 'missing' };
      if (solution.length > MAX_SOLUTION_LENGTH || !TOKEN.test(solution)) return { ok: false, reason: 'malformed' };
      const form = new URLSearchParams({ secret: options.secretKey, response: solution });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: SiteverifyAnswer;
      try {
        const response = await fetchFn(options.verifyUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(options.timeoutMs ?? 5_000),
        });
        if (!response.ok) return { ok: false, reason: 'unavailable' };
        answer = (await response.json()) as SiteverifyAnswer;
      } catch {
        // Google unreachable: the action is refused (a captcha that fails open protects nothing).
        return { ok: false, reason: 'unavailable' };
      }
      if (answer?.success !== true) {
        const codes = Array.isArray(answer?.['error-codes']) ? answer['error-codes'] : [];
        return { ok: false, reason: codes.includes('timeout-or-duplicate') ? 'reused' : 'invalid' };
      }
      if (answer.action !== action) return { ok: false, reason: 'wrong-action' };
      if (typeof answer.score !== 'number' || answer.score < options.minScore) return { ok: false, reason: 'low-score' };
      return { ok: true };
    },
  };
}
