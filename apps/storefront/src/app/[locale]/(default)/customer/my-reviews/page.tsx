import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AccountShell } from '@/components/account/account-shell';
import { SignInPanel } from '@/components/account/sign-in-panel';
import { Pagination } from '@/components/category/pagination';
import { accountSession } from '@/lib/account/account-page.server';
import { ACCOUNT_PATHS, hiddenSections } from '@/lib/account/account-paths';
import { getConnector } from '@/lib/commerce/connector.server';
import { formatDate } from '@/lib/format/date';
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
  return { title: (await loadMessages(locale)).myAccount.reviews.title, robots: { index: false, follow: false } };
}

/** The reviews the customer wrote while signed on, newest first, each with its state. */
export default async function MyReviewsPage({ params, searchParams }: Props) {
  const locale = await localeParam(params);
  const query = await searchParams;
  const page = parsePageParam(query.page);
  const path = page > 1 ? `${ACCOUNT_PATHS.reviews}?page=${page}` : ACCOUNT_PATHS.reviews;
  const [session, messages] = await Promise.all([accountSession(locale, path, query), loadMessages(locale)]);
  const t = messages.myAccount;
  if (!session) return <SignInPanel returnPath={localePath(locale, path)} labels={t.signIn} />;
  const connector = getConnector();
  const [config, list] = await Promise.all([
    connector.getStoreConfig({ locale, currency: session.ctx.currency }),
    connector.getCustomerReviews(session.ctx, { page, pageSize: PAGE_SIZE }),
  ]);
  const reviews = list?.items ?? [];
  const totalPages = Math.max(1, Math.ceil((list?.total_count ?? 0) / PAGE_SIZE));
  if (page > totalPages) notFound();
  const r = t.reviews;
  return (
    <AccountShell locale={locale} current="reviews" labels={t} hidden={hiddenSections(config)}>
      <h1>{r.title}</h1>
      {reviews.length === 0 ? <p>{r.empty}</p> : null}
      <ul className="my-reviews" data-testid="my-reviews">
        {reviews.map((review) => (
          <li key={review.id} data-testid="my-review">
            <h2>{review.summary}</h2>
            <p>
              {review.product ? (
                <a href={localePath(locale, review.product.url_key)}>{fillTemplate(r.about, { product: review.product.name })}</a>
              ) : (
                r.removedProduct
              )}
            </p>
            <p>
              {fillTemplate(r.rating, { rating: String(Math.round(review.average_rating * 10) / 10) })} ·{' '}
              {formatDate(review.created_at, locale)} ·{' '}
              <span className="status-badge" data-testid="review-state">
                {review.state === 'PUBLISHED' ? r.published : review.state === 'PENDING' ? r.pending : r.hidden}
              </span>
            </p>
            {review.state === 'HIDDEN' ? <p>{r.hiddenNote}</p> : null}
            {review.state === 'PENDING' ? <p>{r.pendingNote}</p> : null}
            <p>{review.text}</p>
          </li>
        ))}
      </ul>
      <Pagination
        base={localePath(locale, ACCOUNT_PATHS.reviews)}
        current={page}
        total={totalPages}
        labels={{ ...messages.pagination, label: r.pages }}
      />
    </AccountShell>
  );
}
