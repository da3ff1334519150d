import { sitemapIndexResponse } from '@/lib/seo/sitemap-response.server';

/** `/sitemap.xml`: the index of the languages' sitemaps (issue 34, docs/decisions/0052). */
export const dynamic = 'force-dynamic';

export function GET(): Promise<Response> {
  return sitemapIndexResponse();
}
