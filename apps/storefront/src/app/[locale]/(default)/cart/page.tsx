import type { Cart } from '@talat/commerce/types';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { StoryBody } from '@/components/bloks/bloks';
import { CartView, type CartViewOptions } from '@/components/cart/cart-view';
import { RecentlyViewed } from '@/components/recently-viewed/recently-viewed';
import { cartWords } from '@/components/cart/cart-words';
import { EngineAwayView } from '@/components/errors/engine-away-view';
import { getGiftWrapOffer } from '@/components/cart/gift-wrap.server';
import { shoppingCart } from '@/components/cart/shopping-cart';
import { CART_SESSION_COOKIE, readSessionToken } from '@/lib/cart/cart-session';
import { storeConfigOrNull } from '@/lib/commerce/catalog.server';
import { AnalyticsEvent } from '@/components/analytics/analytics-event';
import { cartEvent } from '@/lib/analytics/ga4';
import { getConnector } from '@/lib/commerce/connector.server';
import { isEngineAway } from '@/lib/commerce/engine-away';
import { getShopContext } from '@/lib/commerce/shop-context.server';
import { getOptionalStory } from '@/lib/content/content.server';
import { loadMessages } from '@/i18n/messages';
import { formatPrice } from '@/lib/format/price';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { alternates } from '@/lib/seo/alternates';

type Props = { params: Promise<{ locale: string }> };

// The shopper's own cart: rendered per request from the session cookie, never cached.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'meta' });
  // Indexable, with its canonical URL (decision 0020): Lighthouse's SEO bar counts a page kept out of the index as a failure.
  return { title: t('cartTitle'), alternates: alternates(locale, 'cart') };
}

/**
 * The session's cart (null without a session); `failed` when the engine could not answer, `away`
 * when it is not there at all (the page then says it will be right back).
 */
async function loadSessionCart(
  ctx: Awaited<ReturnType<typeof getShopContext>>,
): Promise<{ cart: Cart | null; failed: boolean; away: boolean }> {
  const customerToken = readSessionToken((await cookies()).get(CART_SESSION_COOKIE)?.value);
  if (!customerToken) return { cart: null, failed: false, away: false };
  try {
    // getCart re-prices the cart in ctx.currency, so a currency switch shows here at once.
    const { cart } = await getConnector().getCart({ ...ctx, customerToken });
    return { cart: shoppingCart(cart), failed: false, away: false };
  } catch (error) {
    if (isEngineAway(error)) return { cart: null, failed: true, away: true };
    console.error('The cart could not be loaded for the cart page', error);
    return { cart: null, failed: true, away: false };
  }
}

/**
 * The cart page: title, the shopper's cart (lines, gift wrap, coupon, gift card, totals and
 * the way to checkout, or the empty state), the products this browser opened last, and the
 * `cart` story's bloks below it.
 */
export default async function CartPage({ params }: Props) {
  const locale = await localeParam(params);
  const ctx = await getShopContext(locale);
  const [story, messages, config, session] = await Promise.all([
    getOptionalStory('cart', locale),
    loadMessages(locale),
    storeConfigOrNull(locale, ctx.currency),
    loadSessionCart(ctx),
  ]);
  if (session.away) return <EngineAwayView locale={locale} retryHref={localePath(locale, 'cart')} />;
  const giftWrap = await getGiftWrapOffer(ctx, config);
  const options: CartViewOptions = {
    giftCardEnabled: config?.giftcard_enabled ?? false,
    loyaltyEnabled: config?.loyalty_balance_enabled ?? false,
    giftWrap: giftWrap ? { sku: giftWrap.sku, price: formatPrice(giftWrap.price, locale) } : null,
    captcha: { coupon_code: config?.captcha.coupon_code ?? false, giftcard: config?.captcha.giftcard ?? false },
  };
  return (
    <>
      <h1>{messages.cart.title}</h1>
      {session.cart && session.cart.items.length > 0 ? <AnalyticsEvent event={cartEvent('view_cart', session.cart)} /> : null}
      <CartView
        initialCart={session.cart}
        serverError={session.failed}
        locale={locale}
        labels={cartWords(messages, config)}
        options={options}
      />
      <RecentlyViewed locale={locale} currency={ctx.currency} title={messages.recentlyViewed.title} />
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
    </>
  );
}
