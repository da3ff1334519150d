import Link from '../link/shop-link';
import { paginationItems } from '../../lib/routing/page-param';
import styles from './reviews.module.css';

export const REVIEWS_PAGE_PARAM = 'reviews-page';

/** `?reviews-page=N#reviews` on the product path (page 1 is the bare path), other parameters kept. */
export function reviewsPageHref(path: string, page: number, keep: Record<string, string>): string {
  const params = new URLSearchParams(keep);
  params.delete(REVIEWS_PAGE_PARAM);
  if (page > 1) params.set(REVIEWS_PAGE_PARAM, String(page));
  const search = params.toString();
  return `${path}${search ? `?${search}` : ''}#reviews`;
}

/** Links between review pages (work without JavaScript; the page renders the requested one). */
export function ReviewsPagination({
  path,
  current,
  total,
  keep,
  labels,
}: {
  path: string;
  current: number;
  total: number;
  keep: Record<string, string>;
  labels: { pagination: string; previous: string; next: string; page: (n: number) => string };
}) {
  if (total <= 1) return null;
  return (
    <nav className={styles.pagination} aria-label={labels.pagination}>
      <ul>
        {current > 1 ? (
          <li>
            <Link href={reviewsPageHref(path, current - 1, keep)} rel="prev">
              {labels.previous}
            </Link>
          </li>
        ) : null}
        {paginationItems(current, total).map((page, i) =>
          page === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                href={reviewsPageHref(path, page, keep)}
                aria-label={labels.page(page)}
                aria-current={page === current ? 'page' : undefined}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={reviewsPageHref(path, current + 1, keep)} rel="next">
              {labels.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
