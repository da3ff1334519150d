import type { ReactNode } from 'react';
import { localeParam } from '@/lib/locale/locale-param.server';

/** The icon sprite page's own layout (the sprite itself is in the root layout). */
export default async function SvgSpriteLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  await localeParam(params);
  return (
    <main id="main" tabIndex={-1} className="svg-sprite-layout">
      {children}
    </main>
  );
}
