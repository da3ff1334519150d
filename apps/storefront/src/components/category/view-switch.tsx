'use client';

import Link from 'next/link';
import { useEffect, useRef, type ReactNode } from 'react';
import type { ViewMode } from '../../lib/catalogue/listing-params';
import { setView, uiStore } from '../../lib/ui/toggles';

const MODES: readonly ViewMode[] = ['grid', 'list'];

function chooseView(mode: ViewMode) {
  uiStore.setState((s) => setView(s, 'category', mode));
}

/**
 * Grid/list switch (spec section 2, the category view toggle). When store config allows the
 * `view` parameter the choices are links (the URL keeps the view, works without JS) marked
 * aria-current; otherwise toggle buttons (aria-pressed) that only change the UI store.
 */
export function ViewSwitch({ view, hrefs, labels }: {
  view: ViewMode;
  hrefs: Record<ViewMode, string> | null;
  labels: { group: string; grid: string; list: string };
}) {
  return (
    <div role="group" aria-label={labels.group} className="view-switch">
      {MODES.map((mode) =>
        hrefs ? (
          <Link key={mode} href={hrefs[mode]} scroll={false} aria-current={mode === view ? 'true' : undefined} onClick={() => chooseView(mode)}>
            {labels[mode]}
          </Link>
        ) : (
          <ViewButton key={mode} mode={mode} initial={view} label={labels[mode]} />
        ),
      )}
    </div>
  );
}

function ViewButton({ mode, initial, label }: { mode: ViewMode; initial: ViewMode; label: string }) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(
    () =>
      uiStore.subscribe(() => {
        ref.current?.setAttribute('aria-pressed', String(uiStore.getState().views.category === mode));
      }),
    [mode],
  );
  return (
    <button ref={ref} type="button" aria-pressed={mode === initial} onClick={() => chooseView(mode)}>
      {label}
    </button>
  );
}

/**
 * The products of a listing in the current view. The URL's view is rendered on the server;
 * the UI store follows it, and a click on the switch shows the new view at once (before the
 * navigation completes).
 */
export function ListingItems({ view, children }: { view: ViewMode; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    chooseView(view);
    if (ref.current) ref.current.dataset.view = view;
  }, [view]);
  useEffect(
    () =>
      uiStore.subscribe(() => {
        if (ref.current) ref.current.dataset.view = uiStore.getState().views.category;
      }),
    [],
  );
  return (
    <div ref={ref} className="listing-items" data-view={view}>
      {children}
    </div>
  );
}
