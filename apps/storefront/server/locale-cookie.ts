/** The shop language of the locale cookie (`i18n_redirected`) in a Cookie header, if it names one. */
export function cookieLanguage(cookieHeader: string | undefined): 'th' | 'en' | undefined {
  return /(?:^|;\s*)i18n_redirected=(th|en)(?:;|$)/.exec(cookieHeader ?? '')?.[1] as 'th' | 'en' | undefined;
}
