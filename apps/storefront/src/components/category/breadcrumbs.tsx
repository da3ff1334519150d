import Link from '../link/shop-link';

export interface Crumb {
  name: string;
  href?: string;
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ label, items }: { label: string; items: Crumb[] }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, i) => (
          <li key={`${item.name}-${i}`}>
            {item.href && i < items.length - 1 ? <Link href={item.href}>{item.name}</Link> : <span aria-current="page">{item.name}</span>}
          </li>
        ))}
      </ol>
    </nav>
  );
}
