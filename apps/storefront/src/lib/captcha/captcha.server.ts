import 'server-only';
import type { CaptchaFlag } from '@talat/commerce/types';
import { storeConfigOrNull } from '../commerce/catalog.server';
import { getEnv } from '../config/env.server';
import { LOCALE_ENTRIES, type Locale } from '../locale/locales';
import { clientAddress } from '../security/rate-limit';
import { defaultReplayStore } from '../security/signed-request';
import { captchaFromEnv } from './captcha-from-env';
import { captchaOn } from './captcha-flags';
import type { CaptchaChecks } from './captcha-guard';
import type { CaptchaProvider, CaptchaSiteConfig } from './captcha-provider';

/**
 * The captcha bound to the storefront's environment (CAPTCHA_PROVIDER, ALTCHA_HMAC_KEY,
 * RECAPTCHA_*). Server only: the keys never reach a client bundle and are never logged. Used
 * ALTCHA challenges are kept in the replay store of signed requests (Redis with REDIS_URL).
 */
let provider: CaptchaProvider | null | undefined;

export function getCaptchaProvider(): CaptchaProvider | null {
  if (provider === undefined) provider = captchaFromEnv(getEnv(), defaultReplayStore);
  return provider;
}

/** Whether the store's captcha flag is on (its config in the locale's own currency: the flags are the same in all). */
export async function captchaFlagOn(flag: CaptchaFlag, locale: Locale): Promise<boolean> {
  return captchaOn(await storeConfigOrNull(locale, LOCALE_ENTRIES[locale].defaultCurrency), flag);
}

/**
 * What a flagged form shows: the provider's public settings when the store's flag is on and a
 * provider is chosen, else null (the form asks nothing).
 */
export async function captchaSiteConfig(flag: CaptchaFlag, locale: Locale): Promise<CaptchaSiteConfig | null> {
  const chosen = getCaptchaProvider();
  if (!chosen || !(await captchaFlagOn(flag, locale))) return null;
  return chosen.siteConfig();
}

export const captchaChecks: CaptchaChecks = {
  provider: getCaptchaProvider,
  flagOn: captchaFlagOn,
  address: clientAddress,
};
