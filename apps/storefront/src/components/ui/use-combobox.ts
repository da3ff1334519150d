'use client';

import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { comboboxKey, type ComboboxRules } from '../../lib/ui/combobox';

/**
 * The keyboard and ARIA wiring of an ARIA 1.2 combobox with a listbox popup, once for the
 * header search, the region and the Thai address finder. The component keeps its own text and
 * options and says what a pick or a clear means; the hook keeps the active option (and whether
 * the list is open, unless the component holds that, as the search does in the UI store), turns
 * keys into steps (lib/ui/combobox.ts), and hands out the attributes of the input, the listbox
 * and each option:
 * - input: role=combobox, aria-autocomplete=list, aria-expanded, aria-controls (the listbox,
 *   `{id}-listbox`), aria-activedescendant (the active option, `{id}-option-{i}` unless
 *   `optionId` names it), and the keyboard;
 * - listbox: its id, role=listbox, hidden unless expanded;
 * - option: id, role=option, aria-selected; mouse down keeps focus in the input, the pointer
 *   makes it active, a click picks it.
 */
export function useCombobox({
  id,
  count,
  hasText,
  rules,
  optionId = (index) => `${id}-option-${index}`,
  onPick,
  onClear,
  onOpen,
  open: heldOpen,
  onOpenChange,
}: {
  /** The input's id. */
  id: string;
  /** Options shown. */
  count: number;
  /** Whether Escape on a closed list has text to clear or revert. */
  hasText: boolean;
  rules?: ComboboxRules;
  optionId?: (index: number) => string;
  /** Enter on an option (its index). */
  onPick: (index: number) => void;
  /** Escape on a closed list with text. */
  onClear: () => void;
  /** After an arrow key opened the list (to announce what it holds). */
  onOpen?: () => void;
  /** Whether the list is open, when the component holds it; then `onOpenChange` hears every change. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const open = heldOpen ?? ownOpen;
  const expanded = open && count > 0;
  const listboxId = `${id}-listbox`;

  const setOpen = (next: boolean) => {
    if (heldOpen === undefined) setOwnOpen(next);
    onOpenChange?.(next);
  };
  /** Opens the list with `nextActive` active (-1: none). */
  const show = (nextActive = -1) => {
    setOpen(true);
    setActive(nextActive);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const step = comboboxKey(event, { open, active, count, hasText }, rules);
    if (step.prevent) event.preventDefault();
    switch (step.do) {
      case 'open':
        show(step.active);
        onOpen?.();
        return;
      case 'move':
        setActive(step.active);
        return;
      case 'pick':
        onPick(step.index);
        return;
      case 'close':
        close();
        return;
      case 'clear':
        onClear();
        return;
    }
  }

  return {
    open,
    expanded,
    active,
    setActive,
    setOpen,
    show,
    close,
    inputProps: {
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': expanded,
      'aria-controls': listboxId,
      'aria-activedescendant': expanded && active >= 0 ? optionId(active) : undefined,
      onKeyDown,
    } as const,
    listboxProps: { id: listboxId, role: 'listbox', hidden: !expanded } as const,
    optionProps: (index: number, onChoose: () => void) =>
      ({
        id: optionId(index),
        role: 'option',
        'aria-selected': index === active,
        onMouseDown: (event: MouseEvent) => event.preventDefault(),
        onMouseMove: () => setActive(index),
        onClick: onChoose,
      }) as const,
  };
}

export type Combobox = ReturnType<typeof useCombobox>;
