import type { ReactNode } from 'react';
import DefaultLayout from '@/app/[locale]/(default)/layout';
import { keptRouteParams } from '@/lib/routing/kept-route.server';

// The default layout of a kept page, in the currency its twin path names (docs/decisions/0036).
export const dynamic = 'force-static';

export default async function KeptLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string; currency: string }>;
}) {
  const { locale } = await keptRouteParams(params);
  return <DefaultLayout params={Promise.resolve({ locale })}>{children}</DefaultLayout>;
}
