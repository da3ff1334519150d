/**
 * Small pure helpers shared by the address form's two comboboxes (region, Thai address
 * finder): their announced counts and the finder's limits. No React, no DOM.
 */
import { fillTemplate } from '@/i18n/fill-template';

/** The keyboard's moves are every combobox's (lib/ui/combobox.ts). */
export { moveActive } from '../ui/combobox';

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
