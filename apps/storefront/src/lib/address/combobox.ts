/**
 * Small pure helpers shared by the address form's two comboboxes (region, Thai address
 * finder) and its error texts. No React, no DOM.
 */
import { fillTemplate } from '@/i18n/fill-template';

/** The active option after an arrow key (-1: none, focus stays in the input); wraps around. */
export function moveActive(key: 'ArrowDown' | 'ArrowUp', active: number, count: number): number {
  if (count <= 0) return -1;
  if (key === 'ArrowDown') return active >= count - 1 ? 0 : active + 1;
  return active <= 0 ? count - 1 : active - 1;
}

/** "1 option available." / "{count} options available." / the no-match text. */
export function countText(count: number, texts: { none: string; one: string; other: string }): string {
  if (count === 0) return texts.none;
  return count === 1 ? texts.one : fillTemplate(texts.other, { count });
}

/** Code points, so a Thai tone mark counts as one. */
export const codePoints = (s: string): number => Array.from(s).length;

/** The finder asks the server from this many characters typed (trimmed). */
export const FINDER_MIN_CHARS = 2;
export const FINDER_DEBOUNCE_MS = 250;
