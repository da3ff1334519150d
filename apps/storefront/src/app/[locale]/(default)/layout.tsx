import type { ReactNode } from 'react';
import { CartSidebar } from '@/components/cart/cart-sidebar';
import { LastCategoryReset } from '@/components/category/last-category-reset';
import { UiReset } from '@/components/header/ui-reset';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { WishlistSidebar } from '@/components/wishlist/wishlist-sidebar';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { localeParam } from '@/lib/locale/locale-param.server';

/** Default layout: header, main, footer. */
export default async function DefaultLayout({ children, params }: { children: ReactNode; params: Promise<{ locale: string }> }) {
  const locale = await localeParam(params);
  // Cookies first: every page of this layout renders per request and nothing is fetched at build time.
  await getShopContext(locale);
  return (
    <>
      <SiteHeader locale={locale} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <CartSidebar locale={locale} />
      <WishlistSidebar locale={locale} />
      <UiReset />
      <LastCategoryReset />
    </>
  );
}
