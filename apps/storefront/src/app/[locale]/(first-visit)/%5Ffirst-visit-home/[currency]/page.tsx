import type { Metadata } from 'next';
import HomePage, { generateMetadata as homeMetadata } from '@/app/[locale]/(default)/page';
import { keptRouteParams } from '@/lib/routing/kept-route.server';

/**
 * The kept home page (docs/decisions/0015 and 0036), rewritten here by the proxy as
 * `/{locale}/_first-visit-home/{currency}`: the home page with empty cookies, in that currency,
 * rendered once and kept by Next.js until a cache tag it used is expired (or after 60 s,
 * decision 0005's safety net).
 */
export const dynamic = 'force-static';
export const revalidate = 60;

/** None at build time (the engine is not running then): rendered on the first visit. */
export function generateStaticParams(): { currency: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; currency: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await keptRouteParams(params);
  return homeMetadata({ params: Promise.resolve({ locale }) });
}

export default async function KeptHomePage({ params }: Props) {
  const { locale } = await keptRouteParams(params);
  return HomePage({ params: Promise.resolve({ locale }) });
}
