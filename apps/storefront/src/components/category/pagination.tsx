import Link from '../link/shop-link';
import { pageHref, paginationItems } from '../../lib/routing/page-param';
import { fillTemplate } from '@/i18n/fill-template';
import type { Messages } from '@/i18n/messages';

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
  /** The catalogue's `pagination` words; `label` names the navigation ("Pagination", or what it pages through). */
  labels: Messages['pagination'];
  query?: Record<string, string>;
}) {
  const items = paginationItems(current, total);
  if (items.length === 0) return null;
  const pageLabel = (n: number) => fillTemplate(labels.page, { page: n });
  return (
    <nav aria-label={labels.label} className="pagination">
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
