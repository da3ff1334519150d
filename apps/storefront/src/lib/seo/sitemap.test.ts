import { describe, expect, it } from 'vitest';
import { sitemapSchemaErrors } from './validation/sitemap-schema';
import { latest, sitemapIndex, sitemapIndexXml, sitemapUrls, urlsetXml, xmlEscape, type LanguageEntries } from './sitemap';

const origin = 'https://shop.test';
const none: LanguageEntries = { home: [], category: [], product: [], page: [] };

const all: Record<'th' | 'en', LanguageEntries> = {
  th: {
    home: [{ uid: 'home', path: '', updated_at: '2026-07-01T02:00:00.000Z' }],
    category: [{ uid: '2', path: 'kits/home-kit', updated_at: '2026-11-01T00:00:00.000Z' }],
    product: [
      { uid: '7', path: 'home-shirt', updated_at: '2026-11-20T04:30:00.000Z' },
      { uid: '8', path: 'thai-only-mug', updated_at: null },
    ],
    page: [{ uid: 'u-about', path: 'about', updated_at: '2025-07-01T02:00:00.000Z' }],
  },
  en: {
    home: [{ uid: 'home', path: '', updated_at: '2026-07-01T02:00:00.000Z' }],
    category: [{ uid: '2', path: 'kits/home-kit', updated_at: '2026-11-01T00:00:00.000Z' }],
    product: [{ uid: '7', path: 'home-shirt-en', updated_at: '2026-11-20T04:30:00.000Z' }],
    page: [{ uid: 'u-about', path: 'about', updated_at: '2025-07-01T02:00:00.000Z' }],
  },
};

describe('sitemapUrls', () => {
  it("lists a language's home, categories, products and pages with absolute URLs and the backend's times", () => {
    const urls = sitemapUrls(origin, 'th', all);
    expect(urls.map((u) => [u.loc, u.lastmod])).toEqual([
      ['https://shop.test/th', '2026-07-01T02:00:00.000Z'],
      ['https://shop.test/th/kits/home-kit', '2026-11-01T00:00:00.000Z'],
      ['https://shop.test/th/home-shirt', '2026-11-20T04:30:00.000Z'],
      ['https://shop.test/th/thai-only-mug', null],
      ['https://shop.test/th/about', '2025-07-01T02:00:00.000Z'],
    ]);
  });

  it('pairs the same page across languages by its id, with x-default on the English page', () => {
    const shirt = sitemapUrls(origin, 'th', all).find((u) => u.loc.endsWith('/home-shirt'))!;
    expect(shirt.alternates).toEqual([
      { hreflang: 'th', href: 'https://shop.test/th/home-shirt' },
      { hreflang: 'en-GB', href: 'https://shop.test/en/home-shirt-en' },
      { hreflang: 'x-default', href: 'https://shop.test/en/home-shirt-en' },
    ]);
    const thaiOnly = sitemapUrls(origin, 'th', all).find((u) => u.loc.endsWith('/thai-only-mug'))!;
    expect(thaiOnly.alternates).toEqual([{ hreflang: 'th', href: 'https://shop.test/th/thai-only-mug' }]);
  });

  it('lists a page once, and a language without products lists the rest', () => {
    const doubled = { ...all, en: { ...all.en, category: [...all.en.category, ...all.en.category] } };
    expect(sitemapUrls(origin, 'en', doubled).filter((u) => u.loc.endsWith('/kits/home-kit'))).toHaveLength(1);
    expect(sitemapUrls(origin, 'en', { ...all, en: { ...all.en, product: [] } }).map((u) => u.loc)).not.toContain(
      'https://shop.test/en/home-shirt-en',
    );
  });
});

describe('sitemapIndex', () => {
  it('names one sitemap per language, dated by the latest change it lists', () => {
    expect(sitemapIndex(origin, { th: all.th, en: none })).toEqual([
      { loc: 'https://shop.test/th/sitemap.xml', lastmod: '2026-11-20T04:30:00.000Z' },
      { loc: 'https://shop.test/en/sitemap.xml', lastmod: null },
    ]);
    expect(latest([null, '2026-01-02T00:00:00Z', '2026-01-01T00:00:00Z'])).toBe('2026-01-02T00:00:00Z');
  });
});

describe('the sitemaps as XML', () => {
  it('escapes what XML reserves', () => {
    expect(xmlEscape(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
  });

  it("are valid against sitemaps.org's schema: the index and a language's sitemap with its alternates", async () => {
    expect(await sitemapSchemaErrors(sitemapIndexXml(sitemapIndex(origin, all)), 'index')).toEqual([]);
    const xml = urlsetXml(sitemapUrls(origin, 'th', all));
    expect(xml).toContain('<xhtml:link rel="alternate" hreflang="en-GB" href="https://shop.test/en/home-shirt-en"/>');
    expect(await sitemapSchemaErrors(xml, 'urlset')).toEqual([]);
  });

  it('fail the schema when a date, a link or the root is wrong (the check is not a formality)', async () => {
    const xml = urlsetXml(sitemapUrls(origin, 'th', all));
    expect(await sitemapSchemaErrors(xml.replace('2026-11-01T00:00:00.000Z', 'last week'), 'urlset')).not.toEqual([]);
    expect(await sitemapSchemaErrors(xml.replace(' hreflang="en-GB"', ''), 'urlset')).not.toEqual([]);
    expect(await sitemapSchemaErrors(xml, 'index')).not.toEqual([]);
  });
});
