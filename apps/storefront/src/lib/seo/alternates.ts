import type { Metadata } from 'next';
import { LOCALE_ENTRIES, LOCALES, localePath, type Locale } from '../locale/locales';

/** Canonical URL and hreflang alternates (th, en-GB, x-default) of a path below the locale. */
export function alternates(locale: Locale, path = '', search = ''): NonNullable<Metadata['alternates']> {
  const languages: Record<string, string> = {};
  for (const code of LOCALES) languages[LOCALE_ENTRIES[code].language] = `${localePath(code, path)}${search}`;
  languages['x-default'] = `${localePath('en', path)}${search}`;
  return { canonical: `${localePath(locale, path)}${search}`, languages };
}

/** Plain text of engine HTML for a meta description (tags dropped, whitespace collapsed, ≤ 160). */
export function metaDescription(html: string | null | undefined, max = 160): string | undefined {
  if (!html) return undefined;
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!text) return undefined;
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
