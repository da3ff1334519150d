import type { ReactNode } from 'react';

// Kept pages (docs/decisions/0015 and 0036): every route of this group is rendered once per
// page and kept by Next.js. `force-static` makes cookies() and the query empty here, which is
// exactly what lib/routing/first-visit.ts lets through. The twins' own layouts (under their
// [currency] segment) render the default layout in the currency their path names.
export const dynamic = 'force-static';

export default function KeptPagesGroup({ children }: { children: ReactNode }) {
  return children;
}
