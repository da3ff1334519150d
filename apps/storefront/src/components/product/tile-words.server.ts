import 'server-only';
import { getLocale } from 'next-intl/server';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';
import { storeConfigOrNull } from '../../lib/commerce/catalog.server';
import { getEnv } from '../../lib/config/env.server';
import { reviewsDisplayOf } from '../../lib/product/reviews-settings';
import { preorderLabel } from '../../lib/product/preorder-label';
import { getShopContext } from '../../lib/commerce/shop-context.server';
import { isLocale, DEFAULT_LOCALE } from '../../lib/locale/locales';
import { HEART_WORDS } from '../wishlist/wishlist-words';
import type { TileWords } from './product-tile';

/**
 * What tiles show and say in the page's language, for the store's settings: the pre-order label
 * (the store's own, none while pre-orders are off), the engine's stars while the product pages
 * show the engine's reviews, and the wishlist heart while the store has the wishlist on.
 */
export async function getTileWords(): Promise<TileWords> {
  const requested = await getLocale();
  const locale = isLocale(requested) ? requested : DEFAULT_LOCALE;
  const [messages, { currency }] = await Promise.all([loadMessages(locale), getShopContext(locale)]);
  const config = await storeConfigOrNull(locale, currency);
  const product = messages.product;
  return {
    ...pickWords(product, ['outOfStock', 'from', 'tilePriceConverted', 'notSoldIn']),
    preorder: preorderLabel(config, product.preorder),
    // Stars on tiles are the engine's ratings: none when reviews are off or a provider shows them.
    ...(reviewsDisplayOf(config, getEnv().SCRIPT_ORIGINS).kind === 'engine' ? pickWords(product, ['rating', 'tileReviews']) : {}),
    cart: pickWords(product, ['addToCart', 'added', 'addFailed']),
    wishlist: config?.wishlist_enabled ? pickWords(messages.wishlist, HEART_WORDS) : undefined,
  };
}
