import 'server-only';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { ACCOUNT_PATHS } from '../../lib/account/account-paths';
import { localePath, type Locale } from '../../lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { WishlistSidebarLoader } from './wishlist-sidebar-loader';
import { SIDEBAR_WORDS } from './wishlist-words';

/** The wishlist sidebar of the default layout (none when store config turns the wishlist off). */
export async function WishlistSidebar({ locale }: { locale: Locale }) {
  const { currency } = await getShopContext(locale);
  const config = await storeConfigOrNull(locale, currency);
  if (!config?.wishlist_enabled) return null;
  const messages = await loadMessages(locale);
  const labels = { ...pickWords(messages.wishlist, SIDEBAR_WORDS), addFailed: messages.product.addFailed };
  const accountHref = localePath(locale, ACCOUNT_PATHS.wishlist);
  return <WishlistSidebarLoader locale={locale} labels={labels} accountHref={accountHref} />;
}
