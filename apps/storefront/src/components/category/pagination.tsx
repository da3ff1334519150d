import Link from '../link/shop-link';
import { pageHref, paginationItems } from '../../lib/routing/page-param';
import { fillTemplate } from '@/i18n/fill-template';

export interface PaginationLabels {
  nav: string;
  previous: string;
  next: string;
  /** "Page {page}" with `{page}` as placeholder. */
  page: string;
}

/** Links to the pages of a listing (`?page=N`); the current page is marked aria-current. */
export function Pagination({
  base,
  current,
  total,
  labels,
  query,
}: {
  base: string;
  current: number;
  total: number;
  labels: PaginationLabels;
  query?: Record<string, string>;
}) {
  const items = paginationItems(current, total);
  if (items.length === 0) return null;
  const pageLabel = (n: number) => fillTemplate(labels.page, { page: n });
  return (
    <nav aria-label={labels.nav} className="pagination">
      <ul>
        {current > 1 ? (
          <li>
            <Link href={pageHref(base, current - 1, query)} rel="prev" aria-label={labels.previous}>
              ‹
            </Link>
          </li>
        ) : null}
        {items.map((n, i) =>
          n === null ? (
            <li key={`gap-${i}`} aria-hidden="true">
              <span>…</span>
            </li>
          ) : (
            <li key={n}>
              <Link href={pageHref(base, n, query)} aria-label={pageLabel(n)} aria-current={n === current ? 'page' : undefined}>
                {n}
              </Link>
            </li>
          ),
        )}
        {current < total ? (
          <li>
            <Link href={pageHref(base, current + 1, query)} rel="next" aria-label={labels.next}>
              ›
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
