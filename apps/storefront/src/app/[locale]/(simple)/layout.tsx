import type { ReactNode } from 'react';
import { Logo } from '@/components/layout/logo';
import { getStoreLogo } from '@/components/layout/store-logo.server';
import { localeParam } from '@/lib/locale/locale-param.server';

/** Simple layout (checkout steps): a logo-only header, no menus that lead away. */
export default async function SimpleLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  const { logo, label } = await getStoreLogo(locale);
  return (
    <>
      <header className="simple-header">
        <Logo locale={locale} label={label} logo={logo} />
      </header>
      <main id="main" tabIndex={-1}>
        {children}
      </main>
    </>
  );
}
