/**
 * The keyboard of an ARIA 1.2 combobox with a listbox popup (WAI-ARIA Authoring Practices,
 * "Editable Combobox With List Autocomplete"), as pure functions: what a key pressed in the
 * input does, given whether the list is open, its active option and how many options it shows.
 * One model for the storefront's three comboboxes (header search, region, Thai address finder);
 * the useCombobox hook applies it. No React, no DOM.
 */

/** The active option after a key press (-1: none, focus stays in the input); the arrows wrap around. */
export function moveActive(key: 'ArrowDown' | 'ArrowUp' | 'Home' | 'End', active: number, count: number): number {
  if (count <= 0) return -1;
  switch (key) {
    case 'ArrowDown':
      return active >= count - 1 ? 0 : active + 1;
    case 'ArrowUp':
      return active <= 0 ? count - 1 : active - 1;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
  }
}

/** What sets one combobox's keyboard apart from the others'. */
export interface ComboboxRules {
  /**
   * A fixed list (the region): the arrows open it even when nothing matches (it says so), and
   * Alt+arrow opens it without making an option active.
   */
  fixedList?: boolean;
  /** Home and End move to the first and the last option while one is active (header search). */
  homeEnd?: boolean;
  /**
   * Enter never submits the form around it, and picks the only option shown when none is active
   * (the Thai address finder, which is not a form field).
   */
  enterPicksOnly?: boolean;
}

export interface ComboboxState {
  /** The list is wanted: shown when it has options (`expanded`), else it may say none match. */
  open: boolean;
  /** The active option's index, -1 for none. */
  active: number;
  /** Options shown. */
  count: number;
  /** The input has text of the shopper's (Escape on a closed list clears or reverts it). */
  hasText: boolean;
}

/** What to do about a key; `prevent`: keep the browser's own action (moving the caret, submitting, leaving). */
export type ComboboxStep =
  | { do: 'nothing'; prevent: boolean }
  | { do: 'open'; active: number; prevent: true }
  | { do: 'move'; active: number; prevent: true }
  | { do: 'pick'; index: number; prevent: true }
  | { do: 'close'; prevent: boolean }
  | { do: 'clear'; prevent: true };

const NOTHING: ComboboxStep = { do: 'nothing', prevent: false };

/** The step for a key pressed in the combobox's input. */
export function comboboxKey(key: { key: string; altKey?: boolean }, state: ComboboxState, rules: ComboboxRules = {}): ComboboxStep {
  const { open, active, count, hasText } = state;
  switch (key.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      if (count === 0 && !rules.fixedList) return NOTHING;
      if (open) return { do: 'move', active: moveActive(key.key, active, count), prevent: true };
      if (rules.fixedList && (key.altKey || count === 0)) return { do: 'open', active: -1, prevent: true };
      return { do: 'open', active: key.key === 'ArrowDown' ? 0 : count - 1, prevent: true };
    }
    case 'Home':
    case 'End':
      if (!rules.homeEnd || !open || active < 0) return NOTHING;
      return { do: 'move', active: moveActive(key.key, active, count), prevent: true };
    case 'Enter': {
      const shown = open && count > 0;
      if (shown && active >= 0 && active < count) return { do: 'pick', index: active, prevent: true };
      if (rules.enterPicksOnly && shown && count === 1) return { do: 'pick', index: 0, prevent: true };
      return { do: 'nothing', prevent: rules.enterPicksOnly === true };
    }
    case 'Escape':
      if (open) return { do: 'close', prevent: true };
      return hasText ? { do: 'clear', prevent: true } : NOTHING;
    case 'Tab':
      // Focus moves on: the list closes behind it.
      return { do: 'close', prevent: false };
    default:
      return NOTHING;
  }
}
