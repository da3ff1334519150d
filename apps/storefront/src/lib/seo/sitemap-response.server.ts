import 'server-only';
import { getEnv } from '../config/env.server';
import type { Locale } from '../locale/locales';
import { logSitemapFailure, sitemapEntries } from './sitemap-data.server';
import { sitemapIndex, sitemapIndexXml, sitemapUrls, urlsetXml } from './sitemap';

/**
 * The sitemap answers (docs/decisions/0052). Built on each request from the data cache's entries
 * (so a change notification that expires catalogue or content tags changes them at once), with
 * absolute URLs on the shop's public origin (STOREFRONT_URL, required in production). When the
 * engine or the content service cannot answer: 503 with Retry-After, which crawlers retry,
 * never a half sitemap.
 */
const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=0, must-revalidate' };

async function answer(build: (origin: string) => Promise<string>): Promise<Response> {
  try {
    return new Response(await build(getEnv().STOREFRONT_URL), { headers: XML_HEADERS });
  } catch (error) {
    logSitemapFailure(error);
    return new Response('Service Unavailable\n', {
      status: 503,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'retry-after': '120' },
    });
  }
}

export function sitemapIndexResponse(): Promise<Response> {
  return answer(async (origin) => sitemapIndexXml(sitemapIndex(origin, await sitemapEntries())));
}

export function languageSitemapResponse(locale: Locale): Promise<Response> {
  return answer(async (origin) => urlsetXml(sitemapUrls(origin, locale, await sitemapEntries())));
}
