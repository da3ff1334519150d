import type { Metadata } from 'next';
import { permanentRedirect, redirect } from 'next/navigation';
import { cache } from 'react';
import { CategoryView } from '@/components/category/category-view';
import { ContentView } from '@/components/content/content-view';
import { EngineAwayView } from '@/components/errors/engine-away-view';
import { NotFoundView } from '@/components/not-found/not-found-view';
import { ProductView } from '@/components/product/product-view';
import { listingConfig } from '@/lib/catalogue/listing-config';
import { getCategoryByUid, getProductByUid, getStoreConfig } from '@/lib/commerce/catalog.server';
import { getConnector } from '@/lib/commerce/connector.server';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { getStory } from '@/lib/content/content.server';
import { localePath, type Locale } from '@/lib/locale/locales';
import { localeParam } from '@/lib/locale/locale-param.server';
import { parsePageParam } from '@/lib/routing/page-param';
import { redirectLocation } from '@/lib/routing/redirect-location';
import { resolvePage } from '@/lib/routing/resolve-page';
import { onResolverFailure } from '@/lib/routing/resolver-failure.server';
import { alternates, metaDescription } from '@/lib/seo/alternates';
import { listingCanonicalQuery } from '@/lib/seo/listing-canonical';
import { notFoundMetadata, pageAwayMetadata } from '@/lib/seo/not-found-metadata';
import { productMetadata } from '@/lib/seo/product-metadata';

type Props = {
  params: Promise<{ locale: string; slug: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** What the path is, and its data; shared by the page and its metadata within one request. */
const loadPage = cache(async (locale: Locale, path: string) => {
  const ctx = await getShopContext(locale);
  const page = await resolvePage(path, {
    resolveRoute: (p) => getConnector().resolveRoute(ctx, p),
    getStory: (slug) => getStory(slug, locale),
    onResolverFailure: onResolverFailure(),
  });
  switch (page.kind) {
    case 'product': {
      const product = await getProductByUid(locale, ctx.currency, page.route.uid);
      return product ? ({ kind: 'product', product } as const) : ({ kind: 'not-found' } as const);
    }
    case 'category': {
      const category = await getCategoryByUid(locale, ctx.currency, page.route.uid);
      return category ? ({ kind: 'category', category, currency: ctx.currency } as const) : ({ kind: 'not-found' } as const);
    }
    case 'content':
      return { kind: 'content', story: page.story, slug: page.slug } as const;
    case 'redirect':
      return { kind: 'redirect', status: page.route.status, location: redirectLocation(page.route, locale) } as const;
    case 'unavailable':
      return { kind: 'unavailable' } as const;
    default:
      return { kind: 'not-found' } as const;
  }
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const [locale, { slug }] = await Promise.all([localeParam(params), params]);
  const data = await loadPage(locale, slug.join('/'));
  switch (data.kind) {
    case 'product':
      return productMetadata(data.product, locale);
    case 'category': {
      const [query, store] = await Promise.all([searchParams, getStoreConfig(locale, data.currency)]);
      const page = parsePageParam(query.page);
      return {
        title: page > 1 ? `${data.category.name} (${page})` : data.category.name,
        description: metaDescription(data.category.description),
        // Sort and view dropped, what narrows the set kept (docs/decisions/0052).
        alternates: alternates(locale, data.category.url_path, listingCanonicalQuery(query, listingConfig(store))),
      };
    }
    case 'content':
      return { title: data.story.name, alternates: alternates(locale, data.slug) };
    case 'unavailable':
      return pageAwayMetadata(locale);
    default:
      return notFoundMetadata(locale);
  }
}

/** Catch-all: products, categories and content pages by path (spec section 2, "Path resolution"). */
export default async function CatchAllPage({ params, searchParams }: Props) {
  const [locale, { slug }] = await Promise.all([localeParam(params), params]);
  const path = slug.join('/');
  const data = await loadPage(locale, path);
  const query = await searchParams;
  switch (data.kind) {
    case 'product':
      return (
        <ProductView product={data.product} locale={locale} searchParams={query} reviewsPage={parsePageParam(query['reviews-page'])} />
      );
    case 'category':
      return <CategoryView category={data.category} locale={locale} currency={data.currency} searchParams={query} />;
    case 'content':
      return <ContentView story={data.story} locale={locale} />;
    case 'unavailable':
      // The content service is down and this may be one of its pages: 503, try again.
      return <EngineAwayView locale={locale} retryHref={localePath(locale, path)} away="page" />;
    case 'redirect':
      // A redirect rule (spec section 2). Next.js answers 308 or 307, which the server sends as
      // the rule's 301 or 302 (server/response-status.ts); kept pages keep the difference. In a
      // client-side navigation the router follows it, with a full page load off the shop.
      return data.status === 301 ? permanentRedirect(data.location) : redirect(data.location);
    default:
      console.warn(`Page not found: /${locale}/${path}`);
      // Not notFound(): thrown here, Next.js sends 404 with an empty document (decision 0018).
      return <NotFoundView locale={locale} />;
  }
}
