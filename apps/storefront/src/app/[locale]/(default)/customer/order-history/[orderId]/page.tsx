import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { ReorderButton } from '@/components/account/reorder-button';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { OrderDetails } from '@/components/checkout/order-details';
import { OrderSummary } from '@/components/checkout/order-summary';
import { ShipmentList } from '@/components/order-status/shipment-list';
import { TRACKING_WORDS } from '@/components/order-status/order-status-words';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections, isOrderNumber, orderPath } from '@/lib/account/account-paths';
import { isClickCollect } from '@/lib/checkout/shipping';
import { getConnector } from '@/lib/commerce/connector.server';
import { formatDate } from '@/lib/format/date';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';
import { pickWords } from '@/i18n/pick-words';

export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ locale: string; orderId: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  const { orderId } = await params;
  return {
    title: fillTemplate((await loadMessages(locale)).myAccount.orders.detailTitle, { number: decodeURIComponent(orderId) }),
    robots: { index: false, follow: false },
  };
}

/**
 * One of the customer's orders: status, its parcels (carrier, tracking link, expected delivery),
 * lines with options and print, totals with tax, addresses, payment, and "buy again". The engine answers only the customer's own orders: another
 * customer's order, a guessed or a malformed number is the 404 page, never their data.
 */
export default async function OrderPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const number = decodeURIComponent((await params).orderId);
  if (!isOrderNumber(number)) notFound();
  const path = orderPath(number);
  const [session, messages] = await Promise.all([accountSession(locale, path, await searchParams), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, path)} labels={t.signIn} />;
  const connector = getConnector();
  const [order, tracking] = await Promise.all([
    connector.getOrder(session.ctx, { code: number }),
    connector.getOrderTracking(session.ctx, { code: number }),
  ]);
  if (!order || order.state === 'adding_items' || order.state === 'arranging_payment') notFound();
  const config = await connector.getStoreConfig({ locale, currency: session.ctx.currency });
  const trackingWords = { ...pickWords(messages.orderStatus, TRACKING_WORDS), statuses: t.orders.statuses };
  const collect = order.shipping_method ? isClickCollect(order.shipping_method, config.click_collect) : false;
  const o = t.orders;
  return (
    <AccountShell locale={locale} current="orders" labels={t} hidden={hiddenSections(config)}>
      <p>
        <a href={localePath(locale, ACCOUNT_PATHS.orders)}>{o.back}</a>
      </p>
      <h1>{fillTemplate(o.detailTitle, { number: order.number })}</h1>
      <p>
        {order.placed_at ? fillTemplate(o.placedOn, { date: formatDate(order.placed_at, locale) }) : null}{' '}
        <span className="status-badge" data-testid="order-status">
          {o.statuses[order.status]}
        </span>
      </p>
      {tracking && !collect ? <ShipmentList tracking={tracking} carriers={config.carriers} locale={locale} words={trackingWords} /> : null}
      <OrderSummary
        items={order.items}
        prices={order.prices}
        giftCards={order.applied_gift_cards}
        locale={locale}
        labels={messages.checkout.summary}
        freeLabel={messages.checkout.free}
      />
      <OrderDetails
        order={order}
        collectAddress={collect ? config.store_collect_address : null}
        countries={messages.address.countries}
        labels={{ ...messages.checkoutThankYou, collectFrom: messages.checkoutPayment.collectFrom }}
        brands={messages.checkoutCard.brands}
      />
      <p>
        <ReorderButton
          locale={locale}
          items={order.items}
          labels={{ ...pickWords(o, ['reorder', 'reordering', 'reorderFailed']), errors: pickWords(t.errors, ['generic']) }}
        />
      </p>
    </AccountShell>
  );
}
