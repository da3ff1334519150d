'use client';

import { useSyncExternalStore, type MouseEvent } from 'react';
import { closeToggle, initialUiState, openToggle, toggle, uiStore, type ToggleName, type UiState } from '../../lib/ui/toggles';

const serverState = initialUiState();

/** Reads a slice of the UI store (toggles with their exclusions). */
export function useUi<T>(select: (state: UiState) => T): T {
  return useSyncExternalStore(
    uiStore.subscribe,
    () => select(uiStore.getState()),
    () => select(serverState),
  );
}

export const ui = {
  open: (name: ToggleName, item?: string) => uiStore.setState((s) => openToggle(s, name, item)),
  close: (name: ToggleName) => uiStore.setState((s) => closeToggle(s, name)),
  toggle: (name: ToggleName, item?: string) => uiStore.setState((s) => toggle(s, name, item)),
};

/** A primary click without a modifier key: a link that opens a panel does so; any other click follows the link. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}
