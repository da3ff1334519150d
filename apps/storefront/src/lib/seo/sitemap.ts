import type { SitemapEntry } from '@talat/commerce/types';
import { LOCALE_ENTRIES, LOCALES, localePath, type Locale } from '../locale/locales';
import { absoluteUrl } from './json-ld';

/**
 * The sitemaps (issue 34, docs/decisions/0052), pure: `/sitemap.xml` is an index of one sitemap
 * per language (`/th/sitemap.xml`, `/en/sitemap.xml`); each lists that language's home, categories,
 * products and content pages with `lastmod` from the backend and `xhtml:link` alternates to the
 * same page in every language (and x-default, the English page, as the pages' own alternates
 * say: lib/seo/alternates.ts). The same page in two languages is found by its backend id, so a
 * backend whose paths differ by language still pairs them.
 */
export type SitemapKind = 'home' | 'category' | 'product' | 'page';

/** What one language lists, by kind. */
export type LanguageEntries = Record<SitemapKind, readonly SitemapEntry[]>;

export interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  alternates: { hreflang: string; href: string }[];
}

export const SITEMAP_KINDS: readonly SitemapKind[] = ['home', 'category', 'product', 'page'];

/** sitemaps.org: at most 50,000 URLs a sitemap. */
export const MAX_URLS = 50_000;

export const SITEMAP_INDEX_PATH = '/sitemap.xml';

export function languageSitemapPath(locale: Locale): string {
  return `/${locale}/sitemap.xml`;
}

/** The latest of ISO times (null when there are none). */
export function latest(times: readonly (string | null)[]): string | null {
  let best: string | null = null;
  for (const time of times) if (time && (best === null || Date.parse(time) > Date.parse(best))) best = time;
  return best;
}

/** The alternates of one page: every language that has it, then x-default (English) when English has it. */
export function pageAlternates(origin: string, kind: SitemapKind, uid: string, all: Readonly<Record<Locale, LanguageEntries>>) {
  const alternates: SitemapUrl['alternates'] = [];
  for (const code of LOCALES) {
    const entry = all[code][kind].find((e) => e.uid === uid);
    if (entry) alternates.push({ hreflang: LOCALE_ENTRIES[code].language, href: absoluteUrl(origin, localePath(code, entry.path)) });
  }
  const english = all.en[kind].find((e) => e.uid === uid);
  if (english) alternates.push({ hreflang: 'x-default', href: absoluteUrl(origin, localePath('en', english.path)) });
  return alternates;
}

/** The URLs of one language's sitemap, each page once, at most MAX_URLS. */
export function sitemapUrls(origin: string, locale: Locale, all: Readonly<Record<Locale, LanguageEntries>>): SitemapUrl[] {
  const seen = new Set<string>();
  const urls: SitemapUrl[] = [];
  for (const kind of SITEMAP_KINDS) {
    for (const entry of all[locale][kind]) {
      const loc = absoluteUrl(origin, localePath(locale, entry.path));
      if (seen.has(loc) || urls.length >= MAX_URLS) continue;
      seen.add(loc);
      urls.push({ loc, lastmod: entry.updated_at, alternates: pageAlternates(origin, kind, entry.uid, all) });
    }
  }
  return urls;
}

/** Text for an XML element or attribute value. */
export function xmlEscape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

export function urlsetXml(urls: readonly SitemapUrl[]): string {
  const body = urls
    .map((url) =>
      [
        '<url>',
        `<loc>${xmlEscape(url.loc)}</loc>`,
        url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : '',
        ...url.alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${xmlEscape(a.hreflang)}" href="${xmlEscape(a.href)}"/>`),
        '</url>',
      ].join(''),
    )
    .join('\n');
  return `${XML_DECLARATION}\n<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemaps: readonly { loc: string; lastmod: string | null }[]): string {
  const body = sitemaps
    .map((s) => `<sitemap><loc>${xmlEscape(s.loc)}</loc>${s.lastmod ? `<lastmod>${xmlEscape(s.lastmod)}</lastmod>` : ''}</sitemap>`)
    .join('\n');
  return `${XML_DECLARATION}\n<sitemapindex xmlns="${SITEMAP_NS}">\n${body}\n</sitemapindex>\n`;
}

/** The index: one sitemap per language, its lastmod the latest change it lists. */
export function sitemapIndex(origin: string, all: Readonly<Record<Locale, LanguageEntries>>): { loc: string; lastmod: string | null }[] {
  return LOCALES.map((code) => ({
    loc: absoluteUrl(origin, languageSitemapPath(code)),
    lastmod: latest(SITEMAP_KINDS.flatMap((kind) => all[code][kind].map((e) => e.updated_at))),
  }));
}
