import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import { getStoreConfig } from '../../lib/commerce/catalog.server';
import { getEnv } from '../../lib/config/env.server';
import { reviewsDisplayOf } from '../../lib/product/reviews-settings';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { isLocale, DEFAULT_LOCALE } from '../../lib/locale/locales';
import { getWishlistLabels } from '../wishlist/wishlist-labels.server';
import type { ProductTileLabels } from './product-tile';

/**
 * Tile labels in the page's language. The pre-order label comes from the store configuration
 * (`preorder_enabled`, `preorder_label`); with pre-orders disabled tiles show none. Tiles carry
 * the wishlist heart when store config has the wishlist on, and the engine's stars when the
 * product pages show the engine's reviews.
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
    // Stars on tiles are the engine's ratings: none when reviews are off or a provider shows them.
    ...(reviewsDisplayOf(config, getEnv().SCRIPT_ORIGINS).kind === 'engine'
      ? { rating: t.raw('rating') as string, reviews: t('tileReviews') }
      : {}),
    addToCart: { add: t('addToCart'), added: t('added'), failed: t('addFailed') },
    wishlist,
  };
}
