import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '../../../../../components/account/account-shell';
import { SignInPanel } from '../../../../../components/account/sign-in-panel';
import { WishlistRemove } from '../../../../../components/account/wishlist-remove';
import { ProductTile } from '../../../../../components/product/product-tile';
import { getTileLabels } from '../../../../../components/product/tile-labels.server';
import { accountSession } from '../../../../../lib/account/account-page.server';
import { accountLabels, hiddenSections } from '../../../../../lib/account/account-labels.server';
import { ACCOUNT_PATHS } from '../../../../../lib/account/account-paths';
import { getConnector } from '../../../../../lib/commerce/connector.server';
import { localeParam } from '../../../../../lib/locale/locale-param.server';
import { localePath } from '../../../../../lib/locale/locales';
import { fillTemplate } from '../../../../../lib/product/fill-template';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await accountLabels(locale)).wishlist.title, robots: { index: false, follow: false } };
}

/** The customer's saved products as tiles, newest first, each with a remove button. */
export default async function MyWishlistPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const [session, t] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.wishlist, query), accountLabels(locale)]);
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.wishlist)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, wishlist, tileLabels] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getWishlist(session.ctx),
    getTileLabels(),
  ]);
  if (!config.wishlist_enabled) notFound();
  const items = wishlist?.items ?? [];
  const w = t.wishlist;
  return (
    <AccountShell locale={locale} current="wishlist" labels={t} hidden={hiddenSections(config)}>
      <h1>{w.title}</h1>
      <p role="status">{typeof query.removed === 'string' ? w.removed : null}</p>
      {items.length === 0 ? <p>{w.empty}</p> : null}
      <ul className="product-grid" data-testid="wishlist">
        {items.map((line) => (
          <li key={line.product.uid} data-testid="wishlist-item">
            <ProductTile product={line.product} locale={locale} labels={{ ...tileLabels, addToCart: undefined }} />
            {line.variant ? <p>{fillTemplate(w.chosen, { sku: line.variant.sku })}</p> : null}
            <WishlistRemove productUid={line.product.uid} name={line.product.name} labels={{ ...w, generic: t.errors.generic }} />
          </li>
        ))}
      </ul>
    </AccountShell>
  );
}
