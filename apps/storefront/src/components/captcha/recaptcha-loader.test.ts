import { describe, expect, it } from 'vitest';
import { recaptchaScriptUrl, recaptchaToken } from './recaptcha-loader';

// grecaptcha as Google's script leaves it: with a key it does not know, execute() fails.
const google = (knownKey: string) => async (siteKey: string) => ({
  ready: (callback: () => void) => callback(),
  execute: async (key: string, { action }: { action: string }) => {
    if (siteKey !== knownKey || key !== knownKey) throw new Error('Invalid site key or not loaded in api.js: ' + key);
    return `token-for-${action}`;
  },
});

describe('reCAPTCHA v3 in the browser', () => {
  it('loads Google’s script for the site key', () => {
    expect(recaptchaScriptUrl('6Lc_a b')).toBe('https://www.google.com/recaptcha/api.js?render=6Lc_a%20b');
  });

  it('asks a token for the form’s action', async () => {
    expect(await recaptchaToken('good-key', 'newsletter', google('good-key'))).toBe('token-for-newsletter');
  });

  it('fails with a site key Google does not know (the form then says the check is unavailable)', async () => {
    await expect(recaptchaToken('other-key', 'newsletter', google('good-key'))).rejects.toThrow(/Invalid site key/);
  });

  it('gives up when Google neither loads nor answers in time, so the form says the check is unavailable', async () => {
    const silent = async () => ({ ready: () => undefined, execute: () => new Promise<string>(() => undefined) });
    await expect(recaptchaToken('good-key', 'newsletter', silent, 20)).rejects.toThrow(/did not answer in time/);
    const neverLoads = () => new Promise<never>(() => undefined);
    await expect(recaptchaToken('good-key', 'newsletter', neverLoads, 20)).rejects.toThrow(/did not answer in time/);
  });
});
