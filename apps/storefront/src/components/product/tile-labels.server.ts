import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { getStoreConfig } from '../../lib/commerce/catalog.server';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { isLocale, DEFAULT_LOCALE } from '../../lib/locale/locales';
import { getWishlistLabels } from '../wishlist/wishlist-labels.server';
import type { ProductTileLabels } from './product-tile';

/**
 * Tile labels in the page's language. The pre-order label comes from the store configuration
 * (`preorder_enabled`, `preorder_label`); with pre-orders disabled tiles show none. Tiles carry
 * the wishlist heart when store config has the wishlist on.
 */
export async function getTileLabels(): Promise<ProductTileLabels> {
  const [t, requested] = await Promise.all([getTranslations('product'), getLocale()]);
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const { currency } = await getShopContext(locale);
  const config = await getStoreConfig(locale, currency).catch((error: unknown) => {
    console.error('Store config could not be loaded for product tiles', error);
    return null;
  });
  const wishlist = config?.wishlist_enabled ? (await getWishlistLabels()).button : undefined;
  const preorder = config ? (config.preorder_enabled ? config.preorder_label || t('preorder') : null) : t('preorder');
  return {
    preorder,
    outOfStock: t('outOfStock'),
    from: t.raw('from') as string,
    rating: t.raw('rating') as string,
    reviews: t('tileReviews'),
    addToCart: { add: t('addToCart'), added: t('added'), failed: t('addFailed') },
    wishlist,
  };
}
