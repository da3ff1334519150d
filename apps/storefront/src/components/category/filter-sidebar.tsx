'use client';

import { useId, type ReactNode } from 'react';
import { Icon } from '../icons/icon';
import { ui, useUi } from '../header/use-ui';

/**
 * The filter sidebar: always shown beside the products on wide screens; on small screens a
 * disclosure opened by the "Filters" button (UI toggle `filterSidebar`). Without JavaScript
 * the panel stays visible (CSS `scripting: none`).
 */
export function FilterSidebar({ label, activeCount, children }: { label: string; activeCount: number; children: ReactNode }) {
  const open = useUi((s) => s.open.filterSidebar);
  const id = useId();
  return (
    <aside className="filter-sidebar" aria-label={label}>
      <button
        type="button"
        className="button button--secondary filter-sidebar__toggle"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => ui.toggle('filterSidebar')}
      >
        {label}
        {activeCount > 0 ? <span className="filter-sidebar__count"> ({activeCount})</span> : null}
        <Icon name="chevron-down" className="icon filter-sidebar__chevron" />
      </button>
      <div id={id} className="filter-sidebar__panel" data-open={open ? 'true' : undefined}>
        {children}
      </div>
    </aside>
  );
}
