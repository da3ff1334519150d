'use client';

import { useEffect, type RefObject } from 'react';

/** While `active`: Escape or a pointer down outside `ref` calls `onDismiss` (Escape also refocuses). */
export function useDismiss(active: boolean, ref: RefObject<HTMLElement | null>, onDismiss: (viaKeyboard: boolean) => void) {
  useEffect(() => {
    if (!active) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onDismiss(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onDismiss(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [active, ref, onDismiss]);
}
