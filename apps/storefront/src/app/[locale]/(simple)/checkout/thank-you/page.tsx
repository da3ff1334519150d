import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from '@/components/link/shop-link';
import { CheckoutSteps } from '@/components/checkout/checkout-steps';
import { OrderDetails } from '@/components/checkout/order-details';
import { OrderSummary } from '@/components/checkout/order-summary';
import { placedOrder } from '@/lib/checkout/checkout-page.server';
import { isClickCollect } from '@/lib/checkout/shipping';
import { getConnector } from '@/lib/commerce/connector.server';
import { AnalyticsEvent } from '@/components/analytics/analytics-event';
import { purchase } from '@/lib/analytics/ga4';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath, type Locale } from '@/lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';
import { orEngineAway } from '@/components/errors/engine-away-view';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const t = await getTranslations({ locale, namespace: 'checkout' });
  return { title: t('thankYouTitle'), robots: { index: false, follow: false } };
}

/**
 * The order confirmation, behind the order-success guard: only the order this browser just
 * placed (the http-only order-success cookie, for an hour), read with its cart session.
 */
export default async function ThankYouPage({ params }: Props) {
  const locale = await localeParam(params);
  return orEngineAway(locale, localePath(locale, 'checkout/thank-you'), () => thankYouContent(locale));
}

async function thankYouContent(locale: Locale) {
  const { order, ctx } = await placedOrder(locale);
  const [messages, config] = await Promise.all([
    loadMessages(locale),
    getConnector().getStoreConfig({ locale: ctx.locale, currency: ctx.currency }),
  ]);
  const collect = order.shipping_method ? isClickCollect(order.shipping_method, config.click_collect) : false;
  const t = messages.checkoutThankYou;
  return (
    <>
      <CheckoutSteps current="confirmation" locale={locale} labels={messages.checkout} skipShipping={order.is_virtual} />
      {/* Once per order in this browser: a reload of the confirmation is not a second sale. */}
      <AnalyticsEvent event={purchase(order)} once={`purchase:${order.number}`} />
      <h1>{t.title}</h1>
      <p className="thank-you__number">
        {fillTemplate(t.orderNumber, { number: '\u0000' })
          .split('\u0000')
          .flatMap((part, i) =>
            i === 0
              ? [part]
              : [
                  <strong key="n" data-testid="order-number">
                    {order.number}
                  </strong>,
                  part,
                ],
          )}
      </p>
      {order.email ? <p>{fillTemplate(t.emailSent, { email: order.email })}</p> : null}
      <div className="checkout-columns">
        <section aria-labelledby="order-details-title" className="checkout-step">
          <h2 id="order-details-title">{t.detailsTitle}</h2>
          <OrderDetails
            order={order}
            collectAddress={collect ? config.store_collect_address : null}
            countries={messages.address.countries}
            labels={{ ...t, collectFrom: messages.checkoutPayment.collectFrom }}
            brands={messages.checkoutCard.brands}
          />
          <p>
            <Link href={localePath(locale)} className="button">
              {t.continue}
            </Link>
          </p>
        </section>
        <aside className="checkout-aside">
          <OrderSummary
            items={order.items}
            prices={order.prices}
            giftCards={order.applied_gift_cards}
            locale={locale}
            labels={messages.checkout.summary}
            freeLabel={messages.checkout.free}
          />
        </aside>
      </div>
    </>
  );
}
