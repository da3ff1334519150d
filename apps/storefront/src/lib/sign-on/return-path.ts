import { DEFAULT_LOCALE, isLocale, type Locale } from '../locale/locales';

/**
 * Where the shopper goes after signing on: only ever a path of this shop under a locale prefix
 * (`/en/...`, `/th/...`). Anything else (`//evil.example`, `https:...`, `/\evil`, encoded
 * variants, control characters, another site) becomes the locale's home page: an open redirect
 * is never possible.
 */
const MAX_LENGTH = 2000;
const SAFE_PATH = /^\/(?:en|th)(?:[/?#][\x21-\x7e]*)?$/;

export function localeHome(locale: Locale): string {
  return `/${locale}`;
}

export function safeReturnPath(raw: unknown, fallbackLocale: Locale = DEFAULT_LOCALE): string {
  const home = localeHome(fallbackLocale);
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return home;
  // Decode repeatedly so that `%2F%2F` or `%5C` cannot hide a second slash or a backslash.
  let decoded = raw;
  for (let i = 0; i < 3; i++) {
    let next: string;
    try {
      next = decodeURIComponent(decoded);
    } catch {
      return home;
    }
    if (next === decoded) break;
    decoded = next;
  }
  if (decoded.includes('\\') || decoded.startsWith('//') || /[\u0000-\u001f\u007f]/.test(decoded)) return home;
  if (!SAFE_PATH.test(raw)) return home;
  // Resolve against a fixed origin: the result must stay on it with the same path.
  let url: URL;
  try {
    url = new URL(raw, 'http://shop.invalid');
  } catch {
    return home;
  }
  if (url.origin !== 'http://shop.invalid') return home;
  const segment = url.pathname.split('/')[1];
  if (!isLocale(segment)) return home;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The locale a return path is in (its prefix), else the fallback. */
export function localeOfPath(path: string, fallback: Locale = DEFAULT_LOCALE): Locale {
  const segment = path.split('/')[1];
  return isLocale(segment) ? segment : fallback;
}
