import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale/locale-param.server';

/** Empty layout: the page alone. */
export default async function EmptyLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await localeParam(params);
  return (
    <main id="main" tabIndex={-1}>
      {children}
    </main>
  );
}
