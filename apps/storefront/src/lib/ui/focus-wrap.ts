/** What can take focus with Tab inside a container. */
const TABBABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where Tab should go to stay inside a dialog (WAI-ARIA dialog pattern): Tab on the last control,
 * or from outside, goes to the first; Shift+Tab on the first, or from outside, to the last.
 * `null`: leave it to the browser. `current` is the index of the focused control, -1 if none.
 */
export function wrapTarget(count: number, current: number, shiftKey: boolean): number | null {
  if (count === 0) return null;
  if (shiftKey) return current <= 0 ? count - 1 : null;
  return current === -1 || current === count - 1 ? 0 : null;
}

/** Handles a keydown inside `container`: Tab never leaves it. */
export function keepTabInside(container: HTMLElement, event: { key: string; shiftKey: boolean; preventDefault(): void }): void {
  if (event.key !== 'Tab') return;
  const list = [...container.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (el) => !el.closest('[hidden]') && el.getClientRects().length > 0,
  );
  const target = wrapTarget(list.length, list.indexOf(document.activeElement as HTMLElement), event.shiftKey);
  if (target === null) return;
  event.preventDefault();
  list[target]!.focus();
}
