'use client';

import { useEffect, useRef, type KeyboardEvent, type MouseEvent, type RefObject, type SyntheticEvent } from 'react';
import { keepTabInside } from '../../lib/ui/focus-wrap';
import type { ToggleName } from '../../lib/ui/toggles';
import { ui, useUi } from '../header/use-ui';

/**
 * A modal <dialog> that follows one UI toggle (the cart and wishlist sidebars, the newsletter
 * modal): it opens with the toggle and closes with it; Escape, a close button or a click beside
 * it close the toggle, so the store and the dialog never disagree; Tab stays inside; and focus
 * goes back to where it was when it opened, or to `fallbackFocus` when that was nowhere (a
 * button disabled meanwhile). `onOpen` runs each time it opens: focus a control, load data.
 */
export function useToggleDialog(
  name: ToggleName,
  { onOpen, fallbackFocus }: { onOpen: () => void; fallbackFocus?: RefObject<HTMLElement | null> },
) {
  const open = useUi((s) => s.open[name]);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const onOpenRef = useRef(onOpen);
  useEffect(() => {
    onOpenRef.current = onOpen;
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const active = document.activeElement;
      returnTo.current = active instanceof HTMLElement && active !== document.body ? active : (fallbackFocus?.current ?? null);
      dialog.showModal();
      onOpenRef.current();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, fallbackFocus]);

  const close = () => ui.close(name);
  const dialogProps = {
    ref: dialogRef,
    // Escape: the store decides.
    onCancel: (event: SyntheticEvent) => {
      event.preventDefault();
      close();
    },
    // However it closed (toggle, Escape, navigation), the store follows and focus goes back.
    onClose: () => {
      close();
      if (returnTo.current?.isConnected) returnTo.current.focus();
      returnTo.current = null;
    },
    onClick: (event: MouseEvent<HTMLDialogElement>) => {
      if (event.target === event.currentTarget) close();
    },
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => keepTabInside(event.currentTarget, event),
  };
  return { open, close, dialogProps };
}
