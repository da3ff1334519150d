'use client';

import { useCallback, useId, useRef, type ReactNode } from 'react';
import type { ToggleName } from '../../lib/ui/toggles';
import { ui, useUi } from './use-ui';
import { useDismiss } from './use-dismiss';

/** A disclosure button with a panel, open state in the UI store (so exclusions apply). */
export function Popover({
  toggleName,
  label,
  trigger,
  children,
}: {
  toggleName: ToggleName;
  /** Accessible name of the trigger button. */
  label: string;
  trigger: ReactNode;
  children: ReactNode;
}) {
  const open = useUi((s) => s.open[toggleName]);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dismiss = useCallback(
    (viaKeyboard: boolean) => {
      ui.close(toggleName);
      if (viaKeyboard) buttonRef.current?.focus();
    },
    [toggleName],
  );
  useDismiss(open, rootRef, dismiss);
  return (
    <div className="popover" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="icon-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => ui.toggle(toggleName)}
      >
        {trigger}
      </button>
      <div id={panelId} className="popover__panel" hidden={!open}>
        {children}
      </div>
    </div>
  );
}
