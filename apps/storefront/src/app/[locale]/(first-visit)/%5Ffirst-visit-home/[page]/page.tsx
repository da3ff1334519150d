import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import HomePage, { generateMetadata as homeMetadata } from '../../../(default)/page';
import { duringBuild } from '../../../../../lib/routing/build-phase';
import { FIRST_VISIT_HOME_PAGE } from '../../../../../lib/routing/first-visit';

/**
 * The home page of a first visit (docs/decisions/0015), rewritten here by the proxy as
 * `/{locale}/_first-visit-home/index`: the home page with empty cookies, rendered once and kept
 * by Next.js until a cache tag it used is expired (or after 60 s, decision 0005's safety net).
 */
export const dynamic = 'force-static';
export const revalidate = 60;

/** None at build time (the engine is not running then): rendered on the first visit. */
export function generateStaticParams(): { page: string }[] {
  return [];
}

type Props = { params: Promise<{ locale: string; page: string }> };

async function localeOf(params: Props['params']): Promise<{ locale: string }> {
  const { locale, page } = await params;
  if (duringBuild() || page !== FIRST_VISIT_HOME_PAGE) notFound();
  return { locale };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return homeMetadata({ params: localeOf(params) });
}

export default async function FirstVisitHomePage({ params }: Props) {
  return HomePage({ params: localeOf(params) });
}
