import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { Pagination } from '@/components/category/pagination';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections, orderPath } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { formatDate } from '@/lib/format/date';
import { formatPrice } from '@/lib/format/price';
import { localeParam } from '@/lib/locale/locale-param.server';
import { localePath } from '@/lib/locale/locales';
import { parsePageParam } from '@/lib/routing/page-param';
import { fillTemplate } from '@/i18n/fill-template';
import { loadMessages } from '@/i18n/messages';

export const dynamic = 'force-dynamic';

const PAGE_SIZE = 10;

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = await localeParam(params);
  return { title: (await loadMessages(locale)).myAccount.orders.title, robots: { index: false, follow: false } };
}

/** The customer's placed orders, newest first, ten a page. */
export default async function OrderHistoryPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const page = parsePageParam(query.page);
  const path = page > 1 ? `${ACCOUNT_PATHS.orders}?page=${page}` : ACCOUNT_PATHS.orders;
  const [session, messages] = await Promise.all([accountSession(locale, path, query), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, path)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, list] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getOrders(session.ctx, { page, pageSize: PAGE_SIZE }),
  ]);
  const orders = list?.items ?? [];
  const totalPages = Math.max(1, Math.ceil((list?.total_count ?? 0) / PAGE_SIZE));
  if (page > totalPages) notFound();
  const o = t.orders;
  return (
    <AccountShell locale={locale} current="orders" labels={t} hidden={hiddenSections(config)}>
      <h1>{o.title}</h1>
      {orders.length === 0 ? (
        <p>{o.empty}</p>
      ) : (
        <table className="order-table" data-testid="order-history">
          <caption>{o.caption}</caption>
          <thead>
            <tr>
              <th scope="col">{o.number}</th>
              <th scope="col">{o.date}</th>
              <th scope="col">{o.status}</th>
              <th scope="col">{o.items}</th>
              <th scope="col">{o.total}</th>
            </tr>
          </thead>
          <tbody>
            {orders.map((order) => (
              <tr key={order.number} data-testid="order-row">
                <th scope="row">
                  <a href={localePath(locale, orderPath(order.number))} aria-label={fillTemplate(o.view, { number: order.number })}>
                    {order.number}
                  </a>
                </th>
                <td>{order.placed_at ? formatDate(order.placed_at, locale) : ''}</td>
                <td>
                  <span className="status-badge">{o.statuses[order.status]}</span>
                </td>
                <td>{order.total_quantity}</td>
                <td>{formatPrice(order.grand_total, locale)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <Pagination
        base={localePath(locale, ACCOUNT_PATHS.orders)}
        current={page}
        total={totalPages}
        labels={{ ...messages.pagination, label: o.pages }}
      />
    </AccountShell>
  );
}
