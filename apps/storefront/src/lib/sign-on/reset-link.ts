import type { Locale } from '../locale/locales';

/**
 * Passwords belong to the sister site's sign-on (spec section 2 routes /{lang}/reset-password and
 * /{lang}/customer/account/createPassword): with a reset token, its page to choose the new
 * password; without one, its page to ask for a link. The token is passed on only when it has
 * the shape of one.
 */
const TOKEN = /^[A-Za-z0-9_-]{16,200}$/;

export function passwordResetUrl(signOnUrl: string, locale: Locale, token: unknown): string {
  const base = signOnUrl.replace(/\/$/, '');
  if (typeof token === 'string' && TOKEN.test(token)) return `${base}/${locale}/reset?token=${encodeURIComponent(token)}`;
  return `${base}/${locale}/forgot`;
}
