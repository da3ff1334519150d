import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { StoryBody } from '@/components/bloks/bloks';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { OrderSummary } from '@/components/checkout/order-summary';
import { ShippingStep } from '@/components/checkout/shipping-step';
import { guardedCart } from '@/lib/checkout/checkout-page.server';
import { defaultCountry } from '@/lib/checkout/shipping';
import { getConnector } from '@/lib/commerce/connector.server';
import { AnalyticsEvent } from '@/components/analytics/analytics-event';
import { cartEvent } from '@/lib/analytics/ga4';
import { getOptionalStory } from '@/lib/content/content.server';
import { localeParam } from '@/lib/locale/locale-param.server';
import { addressWords } from '@/components/address/address-words';
import { orEngineAway } from '@/components/errors/engine-away-view';
import { loadMessages } from '@/i18n/messages';
import { localePath, type Locale } from '@/lib/locale/locales';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('shippingTitle'), robots: { index: false, follow: false } };
}

/** Checkout step 1: email, shipping address and shipping method (simple layout). */
export default async function ShippingPage({ params }: Props) {
  const locale = await localeParam(params);
  return orEngineAway(locale, localePath(locale, 'checkout/shipping'), () => shippingContent(locale));
}

async function shippingContent(locale: Locale) {
  const { cart, ctx } = await guardedCart(locale, 'shipping');
  const connector = getConnector();
  const [story, config, messages, methods, customer] = await Promise.all([
    getOptionalStory('checkout', locale),
    connector.getStoreConfig({ locale: ctx.locale, currency: ctx.currency }),
    loadMessages(locale),
    cart.shipping_address ? connector.getShippingMethods(ctx).then((r) => r.methods) : Promise.resolve(null),
    // A signed-in customer's email and default address fill the form (null for a guest).
    connector.getCustomer(ctx).catch(() => null),
  ]);
  return (
    <>
      <CheckoutSteps current="shipping" locale={locale} labels={messages.checkout} />
      <AnalyticsEvent event={cartEvent('begin_checkout', cart)} />
      <h1>{messages.checkoutShipping.title}</h1>
      {story ? <StoryBody content={story.content} locale={locale} /> : null}
      <div className="checkout-columns">
        <ShippingStep
          locale={locale}
          cart={cart}
          defaultCountry={defaultCountry(ctx.currency, locale)}
          clickCollect={config.click_collect}
          storeAddress={config.store_collect_address}
          initialMethods={methods}
          customer={customer ? { email: customer.email, address: customer.default_shipping, addresses: customer.addresses } : null}
          labels={{ checkout: messages.checkout, shipping: messages.checkoutShipping, address: addressWords(messages) }}
        />
        <aside className="checkout-aside">
          <OrderSummary
            items={cart.items}
            prices={cart.prices}
            giftCards={cart.applied_gift_cards}
            locale={locale}
            labels={messages.checkout.summary}
            freeLabel={messages.checkout.free}
          />
        </aside>
      </div>
    </>
  );
}
