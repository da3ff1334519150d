import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { ListingItems, ViewSwitch } from '@/components/category/view-switch';
import { ProductTile } from '@/components/product/product-tile';
import { getTileWords } from '@/components/product/tile-words.server';
import { WishlistLineActions } from '@/components/wishlist/wishlist-line-actions';
import { LINE_WORDS } from '@/components/wishlist/wishlist-words';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.wishlist.title, robots: { index: false, follow: false } };
}

/**
 * The customer's saved products, newest first, as a grid or a list (`?view=`); each moves to the
 * cart (or links to its page to choose options) or is removed, and the page says what was done.
 */
export default async function MyWishlistPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const [session, messages] = await Promise.all([accountSession(locale, ACCOUNT_PATHS.wishlist, query), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, ACCOUNT_PATHS.wishlist)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, wishlist, tileWords] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getWishlist(session.ctx),
    getTileWords(),
  ]);
  if (!config.wishlist_enabled) notFound();
  const items = wishlist?.items ?? [];
  const w = t.wishlist;
  const view = query.view === 'list' ? 'list' : 'grid';
  const base = localePath(locale, ACCOUNT_PATHS.wishlist);
  const done = query.done === 'moved' ? w.moved : query.done === 'removed' ? w.removed : null;
  const lineWords = { ...pickWords(messages.wishlist, LINE_WORDS), addFailed: messages.product.addFailed };
  return (
    <AccountShell locale={locale} current="wishlist" labels={t} hidden={hiddenSections(config)}>
      <h1>{w.title}</h1>
      <p role="status">{done}</p>
      {items.length === 0 ? (
        <p>{w.empty}</p>
      ) : (
        <>
          <ViewSwitch
            list="wishlist"
            view={view}
            hrefs={{ grid: base, list: `${base}?view=list` }}
            labels={{ group: w.view, grid: w.grid, list: w.list }}
          />
          <ListingItems list="wishlist" view={view}>
            <ul className="product-grid" data-testid="wishlist">
              {items.map((line) => (
                <li key={line.product.uid} data-testid="wishlist-item">
                  <ProductTile product={line.product} locale={locale} labels={{ ...tileWords, cart: undefined, wishlist: undefined }} />
                  {line.variant ? <p>{fillTemplate(w.chosen, { sku: line.variant.sku })}</p> : null}
                  <WishlistLineActions line={line} locale={locale} labels={lineWords} reload />
                </li>
              ))}
            </ul>
          </ListingItems>
        </>
      )}
    </AccountShell>
  );
}
