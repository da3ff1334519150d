import { getTranslations } from 'next-intl/server';
import { contextFromRequest, errorResponse } from '@/lib/api/handle-api';
import { isLocale, LOCALE_ENTRIES, LOCALES, localePath } from '@/lib/locale/locales';

/**
 * The web app manifest in the shopper's language (spec section 1: installable), linked from
 * every page of that language. One app (`id`) whichever language installed it; it starts on that
 * language's home page. Built once per language.
 */
export const dynamic = 'force-static';

export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

export async function GET(request: Request, { params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  if (!isLocale(locale)) return errorResponse(404, 'NOT_FOUND', 'notFound', contextFromRequest(request, {}).locale);
  const t = await getTranslations({ locale, namespace: 'app' });
  const manifest = {
    id: '/',
    name: t('name'),
    short_name: t('shortName'),
    description: t('description'),
    lang: LOCALE_ENTRIES[locale].language,
    dir: 'ltr',
    start_url: localePath(locale),
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#0b5d3b',
    background_color: '#ffffff',
    categories: ['shopping', 'sports'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/crest.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
