import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import CatchAllPage, { generateMetadata as catchAllMetadata } from '../../../(default)/[...slug]/page';
import { duringBuild } from '../../../../../lib/routing/build-phase';
import { keepStaleOnResolverFailure } from '../../../../../lib/routing/resolver-failure.server';

/**
 * First visits (docs/decisions/0015): the proxy rewrites `/{locale}/{path}` here when the
 * request has no cart, no last-visited category, the locale's own currency and no query
 * (lib/routing/first-visit.ts). The page is the catch-all page with no query; `force-static`
 * gives it empty cookies, so it renders what every such request would get, once, and Next.js
 * keeps it until a cache tag it used is expired by the engine (or 60 s pass, the safety net of
 * decision 0005).
 */
export const dynamic = 'force-static';
export const revalidate = 60;

/** None at build time (the engine is not running then): each page renders on its first visit. */
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; slug: string[] }> };

/** The build's placeholder render (lib/routing/build-phase.ts) is a 404 and fetches nothing. */
async function slugOf(params: Props['params']): Promise<{ locale: string; slug: string[] }> {
  const { locale, slug } = await params;
  if (duringBuild()) notFound();
  // A kept page: an engine outage during its background render keeps the last good one.
  keepStaleOnResolverFailure();
  return { locale, slug };
}

const NO_QUERY = Promise.resolve({});

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, slug } = await slugOf(params);
  return catchAllMetadata({ params: Promise.resolve({ locale, slug }), searchParams: NO_QUERY });
}

export default async function FirstVisitPage({ params }: Props) {
  const { locale, slug } = await slugOf(params);
  return CatchAllPage({ params: Promise.resolve({ locale, slug }), searchParams: NO_QUERY });
}
