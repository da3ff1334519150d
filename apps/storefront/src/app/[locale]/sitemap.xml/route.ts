import { contextFromRequest, errorResponse } from '@/lib/api/handle-api';
import { isLocale } from '@/lib/locale/locales';
import { languageSitemapResponse } from '@/lib/seo/sitemap-response.server';

/** `/{lang}/sitemap.xml`: one language's pages with their alternates (issue 34, docs/decisions/0052). */
export const dynamic = 'force-dynamic';

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }): Promise<Response> {
  const { locale } = await params;
  if (!isLocale(locale)) return errorResponse(404, 'NOT_FOUND', 'notFound', contextFromRequest(request, {}).locale);
  return languageSitemapResponse(locale);
}
