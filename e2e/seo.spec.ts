import { expect, test, type APIRequestContext } from '@playwright/test';
import { jsonLdBlocks, jsonLdErrors, sitemapSchemaErrors } from '@talat/storefront/seo-validation';
import { langs } from './support/services';

// Search engines (issue 34, docs/decisions/0052), request-level through the real stack: robots.txt,
// the sitemap index and each language's sitemap (valid against sitemaps.org's schema, built from
// the engine's catalogue and the content service's published pages), home's JSON-LD (valid
// against schema.org), a product's JSON-LD, and a category's canonical link without sort or view.

const hrefLangOf = { th: 'th', en: 'en-GB' } as const;

async function text(request: APIRequestContext, path: string, type: RegExp): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  expect(response.headers()['content-type'], path).toMatch(type);
  return response.text();
}

test('robots.txt names the sitemap index and keeps crawlers out of per-shopper pages and search results', async ({ request, baseURL }) => {
  const robots = await text(request, '/robots.txt', /^text\/plain/);
  expect(robots).toContain(`Sitemap: ${new URL('/sitemap.xml', baseURL).href}`);
  for (const lang of langs)
    for (const rule of [`/${lang}/cart$`, `/${lang}/checkout/`, `/${lang}/customer/`, `/${lang}/search?`])
      expect(robots).toContain(`Disallow: ${rule}\n`);
  expect(robots).toContain('Disallow: /api/\n');

  const index = await text(request, '/sitemap.xml', /^application\/xml/);
  expect(await sitemapSchemaErrors(index, 'index')).toEqual([]);
  const listed = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
  expect(listed.sort()).toEqual(langs.map((lang) => new URL(`/${lang}/sitemap.xml`, baseURL).href).sort());
});

for (const lang of langs) {
  test(`/${lang}: the language's sitemap lists categories, products and content pages with alternates; home and product carry valid JSON-LD; a category's canonical drops sort and view`, async ({
    request,
    baseURL,
  }) => {
    const url = (path: string) => new URL(path, baseURL).href;
    const other = lang === 'th' ? 'en' : 'th';

    const sitemap = await text(request, `/${lang}/sitemap.xml`, /^application\/xml/);
    expect(await sitemapSchemaErrors(sitemap, 'urlset')).toEqual([]);
    const entries = [...sitemap.matchAll(/<url>(.*?)<\/url>/g)].map((m) => m[1]!);
    const entry = (path: string) => entries.find((e) => e.includes(`<loc>${url(`/${lang}${path}`)}</loc>`));
    for (const path of ['', '/kits/home-kit', '/home-shirt-2025', '/about']) expect(entry(path), `${path} in the sitemap`).toBeTruthy();
    // The engine's and the content service's own times; the other language and x-default as alternates.
    expect(entry('/home-shirt-2025')).toMatch(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/);
    expect(entry('/about')).toContain('<lastmod>2025-07-01T02:00:00.000Z</lastmod>');
    expect(entry('/kits/home-kit')).toContain(
      `<xhtml:link rel="alternate" hreflang="${hrefLangOf[other]}" href="${url(`/${other}/kits/home-kit`)}"/>`,
    );
    expect(entry('/kits/home-kit')).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${url('/en/kits/home-kit')}"/>`);
    // Not pages of their own: the gift-wrap service, the global story, the cart, a category's story.
    for (const path of ['/gift-wrap', '/global', '/cart', '/c/kits']) expect(entry(path), `${path} not in the sitemap`).toBeUndefined();

    const home = await text(request, `/${lang}`, /^text\/html/);
    const homeLd = jsonLdBlocks(home) as { '@type': string; potentialAction?: { target: { urlTemplate: string } } }[];
    expect(homeLd.map((b) => b['@type']).sort()).toEqual(['Organization', 'WebSite']);
    expect(homeLd.find((b) => b['@type'] === 'WebSite')?.potentialAction?.target.urlTemplate).toBe(
      `${url(`/${lang}/search`)}?q={search_term_string}`,
    );
    const productLd = jsonLdBlocks(await text(request, `/${lang}/home-shirt-2025`, /^text\/html/));
    expect(productLd.length).toBeGreaterThan(0);
    expect(await jsonLdErrors([...homeLd, ...productLd])).toEqual([]);

    const category = await text(request, `/${lang}/kits/home-kit?sort=price-low-to-high&view=list&utm_source=mail`, /^text\/html/);
    expect(/<link rel="canonical" href="([^"]+)"/.exec(category)?.[1]).toBe(url(`/${lang}/kits/home-kit`));
  });
}
