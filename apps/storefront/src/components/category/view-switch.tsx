'use client';

import Link from '../link/shop-link';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ViewMode } from '../../lib/catalogue/listing-params';
import { setView, uiStore, type UiState } from '../../lib/ui/toggles';
import './view-switch.css';

const MODES: readonly ViewMode[] = ['grid', 'list'];

/** Which list's view: a category (and search) listing, or the wishlist. */
type ViewList = keyof UiState['views'];

function chooseView(list: ViewList, mode: ViewMode) {
  uiStore.setState((s) => setView(s, list, mode));
}

/**
 * Grid/list switch (spec section 2, the category and wishlist view toggles). When the page
 * takes a `view` parameter the choices are links (the URL keeps the view, works without JS)
 * marked aria-current; otherwise toggle buttons (aria-pressed) that only change the UI store.
 */
export function ViewSwitch({
  list = 'category',
  view,
  hrefs,
  labels,
}: {
  list?: ViewList;
  view: ViewMode;
  hrefs: Record<ViewMode, string> | null;
  labels: { group: string; grid: string; list: string };
}) {
  return (
    <div role="group" aria-label={labels.group} className="view-switch">
      {MODES.map((mode) =>
        hrefs ? (
          <Link
            key={mode}
            href={hrefs[mode]}
            scroll={false}
            aria-current={mode === view ? 'true' : undefined}
            onClick={() => chooseView(list, mode)}
          >
            {labels[mode]}
          </Link>
        ) : (
          <ViewButton key={mode} list={list} mode={mode} initial={view} label={labels[mode]} />
        ),
      )}
    </div>
  );
}

function ViewButton({ list, mode, initial, label }: { list: ViewList; mode: ViewMode; initial: ViewMode; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      uiStore.subscribe(() => {
        ref.current?.setAttribute('aria-pressed', String(uiStore.getState().views[list] === mode));
      }),
    [list, mode],
  );
  return (
    <button ref={ref} type="button" aria-pressed={mode === initial} onClick={() => chooseView(list, mode)}>
      {label}
    </button>
  );
}

/**
 * The products of a listing in the current view. The URL's view is rendered on the server;
 * the UI store follows it, and a click on the switch shows the new view at once (before the
 * navigation completes).
 */
export function ListingItems({ list = 'category', view, children }: { list?: ViewList; view: ViewMode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chooseView(list, view);
    if (ref.current) ref.current.dataset.view = view;
  }, [list, view]);
  useEffect(
    () =>
      uiStore.subscribe(() => {
        if (ref.current) ref.current.dataset.view = uiStore.getState().views[list];
      }),
    [list],
  );
  return (
    <div ref={ref} className="listing-items" data-view={view}>
      {children}
    </div>
  );
}
