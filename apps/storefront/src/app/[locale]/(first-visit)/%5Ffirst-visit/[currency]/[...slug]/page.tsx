import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import CatchAllPage, { generateMetadata as catchAllMetadata } from '@/app/[locale]/(default)/[...slug]/page';
import SearchPage, { generateMetadata as searchMetadata } from '@/app/[locale]/(default)/search/page';
import { SEARCH_SEGMENT, twinSlug } from '@/lib/routing/first-visit';
import { keptRouteParams } from '@/lib/routing/kept-route.server';

/**
 * Kept pages (docs/decisions/0015 and 0036): the proxy rewrites `/{locale}/{path}?{query}` here
 * as `/{locale}/_first-visit/{currency}/{path}/~q/{normalised query}` (lib/routing/first-visit.ts)
 * for every shopper: the catch-all page (a category, a product, a content page) or the search
 * page with that query only. `force-static` gives it empty cookies, so it renders what every
 * such request gets, once, and Next.js keeps it until a cache tag it used is expired by the
 * engine (or 60 s pass, the safety net of decision 0005).
 */
export const dynamic = 'force-static';
export const revalidate = 60;

/** None at build time (the engine is not running then): each page renders on its first visit. */
export function generateStaticParams(): { currency: string; slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; currency: string; slug: string[] }> };
type PageProps = { params: Promise<{ locale: string; slug: string[] }>; searchParams: Promise<Record<string, string>> };

/** Which page the twin shows, with its params and query. */
async function keptPage(params: Props['params']): Promise<{ search: boolean; props: PageProps }> {
  const { locale, slug } = await keptRouteParams(params);
  const { path, query } = twinSlug(slug);
  const search = path[0] === SEARCH_SEGMENT;
  if (search && path.length > 1) notFound();
  return { search, props: { params: Promise.resolve({ locale, slug: path }), searchParams: Promise.resolve(Object.fromEntries(query)) } };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { search, props } = await keptPage(params);
  return search ? searchMetadata(props) : catchAllMetadata(props);
}

export default async function KeptPage({ params }: Props) {
  const { search, props } = await keptPage(params);
  return search ? SearchPage(props) : CatchAllPage(props);
}
