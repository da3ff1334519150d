import 'server-only';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import type { Locale } from '../../lib/locale/locales';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { CartSidebarLoader } from './cart-sidebar-loader';
import { cartWords, SIDEBAR_WORDS } from './cart-words';

/** The cart sidebar of the default layout, with its words from the server; its code loads when first wanted. */
export async function CartSidebar({ locale }: { locale: Locale }) {
  const { currency } = await getShopContext(locale);
  const config = await storeConfigOrNull(locale, currency);
  const labels = pickWords(cartWords(await loadMessages(locale), config), SIDEBAR_WORDS);
  return <CartSidebarLoader locale={locale} labels={labels} loyaltyEnabled={config?.loyalty_balance_enabled ?? false} />;
}
