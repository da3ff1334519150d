'use client';

import { useRef, type ReactNode, type RefObject } from 'react';
import type { ToggleName } from '../../lib/ui/toggles';
import { Icon } from '../icons/icon';
import { useToggleDialog } from './use-toggle-dialog';
import styles from './side-dialog.module.css';

/**
 * A side dialog's state, for the component that fills it: `open` while shown, `close()` for its
 * links and `focusClose()` when the focused control goes away (a removed line). On opening it
 * focuses its close button, then runs `onOpen` (load what it shows). The rest is
 * useToggleDialog's: it follows the UI toggle `name`, Escape or a click beside it closes it, Tab
 * stays inside, and focus goes back where it was (or to `fallbackFocus`).
 */
export function useSideDialog(
  name: ToggleName,
  { onOpen, fallbackFocus }: { onOpen?: () => void; fallbackFocus?: RefObject<HTMLElement | null> } = {},
) {
  const closeRef = useRef<HTMLButtonElement>(null);
  const { open, close, dialogProps } = useToggleDialog(name, {
    fallbackFocus,
    onOpen: () => {
      closeRef.current?.focus();
      onOpen?.();
    },
  });
  return { open, close, focusClose: () => closeRef.current?.focus(), closeRef, dialogProps };
}

export type SideDialogState = ReturnType<typeof useSideDialog>;

/**
 * A modal dialog from the side of the page (the cart and wishlist sidebars): a heading that
 * names it (`title`), a close button (`closeLabel`), its content, and its actions at the foot.
 * `id` is the dialog's element id and test id; the heading's is `{id}-title`. Its content is
 * rendered only while it is open.
 */
export function SideDialog({
  dialog: { open, close, closeRef, dialogProps },
  id,
  title,
  closeLabel,
  actions,
  children,
}: {
  dialog: SideDialogState;
  id: string;
  title: string;
  closeLabel: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    <dialog {...dialogProps} id={id} className={styles.sidebar} aria-labelledby={titleId} data-testid={id}>
      {open ? (
        <div className={styles.sidebarInner}>
          <div className={styles.sidebarHeader}>
            <h2 id={titleId}>{title}</h2>
            <button ref={closeRef} type="button" className="icon-button" aria-label={closeLabel} onClick={close}>
              <Icon name="close" />
            </button>
          </div>
          {children}
          {actions ? <div className={styles.sidebarActions}>{actions}</div> : null}
        </div>
      ) : null}
    </dialog>
  );
}
