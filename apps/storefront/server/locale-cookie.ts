import { COOKIE, LOCALES, type Locale } from './shared-names';

const LOCALE_COOKIE = new RegExp(`(?:^|;\\s*)${COOKIE.locale}=(${LOCALES.join('|')})(?:;|$)`);

/** The shop language of the locale cookie (`i18n_redirected`) in a Cookie header, if it names one. */
export function cookieLanguage(cookieHeader: string | undefined): Locale | undefined {
  return LOCALE_COOKIE.exec(cookieHeader ?? '')?.[1] as Locale | undefined;
}
