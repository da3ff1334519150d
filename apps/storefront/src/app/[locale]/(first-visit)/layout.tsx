import { notFound } from 'next/navigation';
import type { ComponentProps } from 'react';
import { duringBuild } from '../../../lib/routing/build-phase';
import DefaultLayout from '../(default)/layout';

// The twin of the default layout for first visits (docs/decisions/0015): the same layout, but
// rendered once per page and kept by Next.js. `force-static` makes cookies() empty here, which
// is exactly what lib/routing/first-visit.ts lets through.
export const dynamic = 'force-static';

export default function FirstVisitLayout(props: ComponentProps<typeof DefaultLayout>) {
  // The build's placeholder render is an empty 404; pages render on their first visit.
  if (duringBuild()) notFound();
  return <DefaultLayout {...props} />;
}
